import type { Db } from "../../db/database.ts";
import type { SessionRow } from "../../db/schema.ts";
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
