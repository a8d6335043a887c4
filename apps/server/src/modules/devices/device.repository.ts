import type { Db } from "../../db/database.ts";
import type { SessionRow } from "../../db/schema.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

/**
 * A person's own live sessions, most recent first. Visiting sessions (an administrator acting as the person)
 * are not the person's devices: they are neither listed nor ended from here.
 */
export function listOwnLiveSessions(
  db: Db,
  scope: TenantScope,
  userId: number,
  now: string,
): Promise<SessionRow[]> {
  return db
    .selectFrom("sessions")
    .selectAll()
    .where("scope", "=", scope.key)
    .where("user_id", "=", userId)
    .where("visitor_id", "is", null)
    .where("expires_at", ">", now)
    .orderBy("last_access_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export function findOwnSessionByHandle(
  db: Db,
  scope: TenantScope,
  userId: number,
  handle: string,
): Promise<SessionRow | undefined> {
  return db
    .selectFrom("sessions")
    .selectAll()
    .where("scope", "=", scope.key)
    .where("user_id", "=", userId)
    .where("visitor_id", "is", null)
    .where("handle", "=", handle)
    .executeTakeFirst();
}

export async function deleteSession(db: Db, scope: TenantScope, sessionId: number): Promise<void> {
  await db.deleteFrom("sessions").where("scope", "=", scope.key).where("id", "=", sessionId).execute();
}

/** Ends every own session of the user but one; returns how many ended. */
export async function deleteOwnSessionsExcept(
  db: Db,
  scope: TenantScope,
  userId: number,
  keepSessionId: number,
): Promise<number> {
  const result = await db
    .deleteFrom("sessions")
    .where("scope", "=", scope.key)
    .where("user_id", "=", userId)
    .where("visitor_id", "is", null)
    .where("id", "!=", keepSessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
