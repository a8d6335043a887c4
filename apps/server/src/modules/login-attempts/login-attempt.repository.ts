import type { Db } from "../../db/database.ts";
import { insertScoped, scoped } from "../../db/scoped.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

export interface LoginAttempt {
  login: string;
  ip: string;
  succeeded: boolean;
  at: string;
}

export async function recordLoginAttempt(db: Db, scope: TenantScope, attempt: LoginAttempt): Promise<void> {
  await insertScoped(db, scope, "login_attempts")
    .values({
      usuario: attempt.login,
      ip: attempt.ip,
      succeeded: attempt.succeeded ? 1 : 0,
      created_at: attempt.at,
    })
    .execute();
}

/**
 * A login's consecutive failures: how many since its last success (a success resets the run) and when the
 * latest was, which is when a slowed-down login's next attempt may come. With `since`, only failures no older
 * than it count (the captcha's window: attempts expire for it).
 */
export async function failureStreak(
  db: Db,
  scope: TenantScope,
  login: string,
  since?: string,
): Promise<{ failures: number; lastFailureAt: string | null }> {
  const lastSuccess = await scoped(db, scope)
    .selectFrom("login_attempts")
    .select("created_at")
    .where("usuario", "=", login)
    .where("succeeded", "=", 1)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  let query = scoped(db, scope)
    .selectFrom("login_attempts")
    .select((eb) => [
      eb.fn.countAll<string | number>().as("count"),
      eb.fn.max<string | null>("created_at").as("last"),
    ])
    .where("usuario", "=", login)
    .where("succeeded", "=", 0);
  if (lastSuccess) query = query.where("created_at", ">", lastSuccess.created_at);
  if (since) query = query.where("created_at", ">=", since);
  const row = await query.executeTakeFirst();
  return { failures: Number(row?.count ?? 0), lastFailureAt: row?.last ?? null };
}
