import type { Db } from "../../db/database.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import type { Authenticated } from "../../http/caller.ts";
import { describeDevice } from "./device.ts";
import {
  deleteSessionByTokenHash,
  findLiveSessionWithUser,
  insertSession,
  touchSession,
} from "./session.repository.ts";
import { hashToken, newDeviceHandle, newSecretToken } from "./session-token.ts";

/** Last access is written at most this often, so reads do not turn every request into a write. */
const TOUCH_INTERVAL_MS = 60_000;

export type { Authenticated };

export async function startSession(
  db: Db,
  scope: TenantScope,
  userId: number,
  userAgent: string | undefined,
  ttlDays: number,
  /** The administrator acting through this session, for a visiting one. */
  visitorId: number | null = null,
): Promise<string> {
  const token = newSecretToken();
  const now = new Date();
  const device = describeDevice(userAgent);
  await insertSession(db, scope, {
    userId,
    tokenHash: hashToken(token),
    handle: newDeviceHandle(),
    deviceName: device.name,
    deviceType: device.type,
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + ttlDays * 86_400_000).toISOString(),
    visitorId,
  });
  return token;
}

/** The session and user behind a token, within the request's scope only. */
export async function authenticate(db: Db, scope: TenantScope, token: string): Promise<Authenticated | null> {
  const now = new Date();
  const found = await findLiveSessionWithUser(db, scope, hashToken(token), now.toISOString());
  if (!found) return null;
  const { session, user } = found;
  if (now.getTime() - Date.parse(session.last_access_at) > TOUCH_INTERVAL_MS) {
    await touchSession(db, scope, session.id, now.toISOString());
  }
  return { user, session, token };
}

export async function endSession(db: Db, scope: TenantScope, token: string): Promise<void> {
  await deleteSessionByTokenHash(db, scope, hashToken(token));
}
