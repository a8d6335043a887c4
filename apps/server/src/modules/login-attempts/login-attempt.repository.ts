import { insertInto, type ScopedDb } from "../../db/scoped-db.ts";

export interface LoginAttempt {
  login: string;
  ip: string;
  succeeded: boolean;
  at: string;
}

export async function recordLoginAttempt(data: ScopedDb, attempt: LoginAttempt): Promise<void> {
  await insertInto(data, "login_attempts")
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
  data: ScopedDb,
  login: string,
  since?: string,
): Promise<{ failures: number; lastFailureAt: string | null }> {
  const lastSuccess = await data
    .selectFrom("login_attempts")
    .select("created_at")
    .where("usuario", "=", login)
    .where("succeeded", "=", 1)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  let query = data
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
