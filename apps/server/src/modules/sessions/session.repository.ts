import { compiledOnce } from "../../db/compiled-once.ts";
import type { Db } from "../../db/database.ts";
import type { SessionRow, UserRow } from "../../db/schema.ts";
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

export async function insertSession(db: Db, scope: TenantScope, session: NewSession): Promise<void> {
  await db
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
    .execute();
}

export function findLiveSessionByTokenHash(
  db: Db,
  scope: TenantScope,
  tokenHash: string,
  now: string,
): Promise<SessionRow | undefined> {
  return db
    .selectFrom("sessions")
    .selectAll()
    .where("scope", "=", scope.key)
    .where("token_hash", "=", tokenHash)
    .where("expires_at", ">", now)
    .executeTakeFirst();
}

export async function touchSession(
  db: Db,
  scope: TenantScope,
  sessionId: number,
  now: string,
): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ last_access_at: now })
    .where("scope", "=", scope.key)
    .where("id", "=", sessionId)
    .execute();
}

export async function deleteSessionByTokenHash(db: Db, scope: TenantScope, tokenHash: string): Promise<void> {
  await db
    .deleteFrom("sessions")
    .where("scope", "=", scope.key)
    .where("token_hash", "=", tokenHash)
    .execute();
}

/** The user just confirmed their password through this session. */
export async function markSessionReauthenticated(
  db: Db,
  scope: TenantScope,
  sessionId: number,
  now: string,
): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ reauthenticated_at: now })
    .where("scope", "=", scope.key)
    .where("id", "=", sessionId)
    .execute();
}

/**
 * The live session behind a token hash and its user, in one statement compiled once: every signed-in call
 * starts here. Both rows come from the request's scope (the join keeps the user in the session's scope).
 */
const signedInQuery = compiledOnce((db: Db, scopeKey: string, tokenHash: string, now: string) =>
  db
    .selectFrom("sessions as s")
    .innerJoin("users as u", (join) => join.onRef("u.id", "=", "s.user_id").onRef("u.scope", "=", "s.scope"))
    .selectAll("u")
    .select([
      "s.id as session_id",
      "s.scope as session_scope",
      "s.tenant_id as session_tenant_id",
      "s.user_id as session_user_id",
      "s.token_hash as session_token_hash",
      "s.handle as session_handle",
      "s.device_name as session_device_name",
      "s.device_type as session_device_type",
      "s.created_at as session_created_at",
      "s.last_access_at as session_last_access_at",
      "s.expires_at as session_expires_at",
      "s.visitor_id as session_visitor_id",
      "s.reauthenticated_at as session_reauthenticated_at",
    ])
    .where("s.scope", "=", scopeKey)
    .where("s.token_hash", "=", tokenHash)
    .where("s.expires_at", ">", now),
);

export async function findLiveSessionWithUser(
  db: Db,
  scope: TenantScope,
  tokenHash: string,
  now: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const row = (await signedInQuery(db, scope.key, tokenHash, now)).rows[0];
  if (!row) return undefined;
  const {
    session_id,
    session_scope,
    session_tenant_id,
    session_user_id,
    session_token_hash,
    session_handle,
    session_device_name,
    session_device_type,
    session_created_at,
    session_last_access_at,
    session_expires_at,
    session_visitor_id,
    session_reauthenticated_at,
    ...user
  } = row;
  const session: SessionRow = {
    id: session_id,
    scope: session_scope,
    tenant_id: session_tenant_id,
    user_id: session_user_id,
    token_hash: session_token_hash,
    handle: session_handle,
    device_name: session_device_name,
    device_type: session_device_type,
    created_at: session_created_at,
    last_access_at: session_last_access_at,
    expires_at: session_expires_at,
    visitor_id: session_visitor_id,
    reauthenticated_at: session_reauthenticated_at,
  };
  return { session, user };
}
