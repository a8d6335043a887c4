import type { Db } from "../../db/database.ts";
import type { SessionRow } from "../../db/schema.ts";
import { scoped } from "../../db/scoped.ts";
import { selectUnexpired } from "../../db/single-use-secrets.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

export interface NewSession {
  userId: number;
  tokenHash: string;
  handle: string;
  deviceName: string;
  deviceType: "desktop" | "mobile";
  now: string;
  expiresAt: string;
  visitorId?: number | null;
}

/** Returns the new session's id. */
export async function insertSession(db: Db, scope: TenantScope, session: NewSession): Promise<number> {
  const row = await db
    .insertInto("sessions")
    .values({
      scope: scope.key,
      tenant_id: scope.tenantId,
      user_id: session.userId,
      token_hash: session.tokenHash,
      handle: session.handle,
      device_name: session.deviceName,
      device_type: session.deviceType,
      created_at: session.now,
      last_access_at: session.now,
      expires_at: session.expiresAt,
      visitor_id: session.visitorId ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findLiveSessionByTokenHash(
  db: Db,
  scope: TenantScope,
  tokenHash: string,
  now: string,
): Promise<SessionRow | undefined> {
  return selectUnexpired(db, scope, "sessions", now)
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

export function touchSession(db: Db, scope: TenantScope, sessionId: number, now: string): Promise<void> {
  return stampSession(db, scope, sessionId, "last_access_at", now);
}

async function stampSession(
  db: Db,
  scope: TenantScope,
  sessionId: number,
  column: "last_access_at" | "reauthenticated_at",
  now: string,
): Promise<void> {
  await scoped(db, scope)
    .updateTable("sessions")
    .set({ [column]: now })
    .where("id", "=", sessionId)
    .execute();
}

export async function deleteSessionByTokenHash(db: Db, scope: TenantScope, tokenHash: string): Promise<void> {
  await scoped(db, scope).deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
}

/** The user just confirmed their password through this session. */
export function markSessionReauthenticated(db: Db, scope: TenantScope, sessionId: number, now: string) {
  return stampSession(db, scope, sessionId, "reauthenticated_at", now);
}

/**
 * A person's own sessions. Visiting sessions (an administrator acting as the person) are not the person's
 * devices: they are neither listed nor ended from here.
 */
function selectOwnSessions(db: Db, scope: TenantScope, userId: number) {
  return scoped(db, scope)
    .selectFrom("sessions")
    .selectAll()
    .where("user_id", "=", userId)
    .where("visitor_id", "is", null);
}

/** A person's own live sessions, most recent first. */
export function listOwnLiveSessions(
  db: Db,
  scope: TenantScope,
  userId: number,
  now: string,
): Promise<SessionRow[]> {
  return selectOwnSessions(db, scope, userId)
    .where("expires_at", ">", now)
    .orderBy("last_access_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export function findOwnSessionByHandle(db: Db, scope: TenantScope, userId: number, handle: string) {
  return selectOwnSessions(db, scope, userId).where("handle", "=", handle).executeTakeFirst();
}

export async function deleteSession(db: Db, scope: TenantScope, sessionId: number): Promise<void> {
  await scoped(db, scope).deleteFrom("sessions").where("id", "=", sessionId).execute();
}

/** Ends every own session of the user but one; returns how many ended. */
export async function deleteOwnSessionsExcept(
  db: Db,
  scope: TenantScope,
  userId: number,
  keepSessionId: number,
): Promise<number> {
  const result = await scoped(db, scope)
    .deleteFrom("sessions")
    .where("user_id", "=", userId)
    .where("visitor_id", "is", null)
    .where("id", "!=", keepSessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends the user's sessions, all of them or all but one (the one that made the change). */
export async function deleteUserSessions(
  db: Db,
  scope: TenantScope,
  userId: number,
  keepSessionId: number | null,
): Promise<void> {
  let query = scoped(db, scope).deleteFrom("sessions").where("user_id", "=", userId);
  if (keepSessionId !== null) query = query.where("id", "!=", keepSessionId);
  await query.execute();
}
