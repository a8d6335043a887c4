import { routeMatches } from "@trilha/contracts/rules/notice-visibility";
import type { ScopedDb } from "../../db/scoped-db.ts";
import type { UserTargets } from "../../db/targeted-users.ts";
import type { Authenticated } from "../../http/caller.ts";
import { describeDevice } from "./device.ts";
import {
  deleteSessionByTokenHash,
  findLiveSessionWithUser,
  insertSession,
  routesInUseSince,
  touchSession,
} from "./session.repository.ts";
import { hashToken, newDeviceHandle, newSecretToken } from "./session-token.ts";

/** Last access is written at most this often, so reads do not turn every request into a write. */
const TOUCH_INTERVAL_MS = 60_000;

// What other modules read and end of the sessions: a person's devices, a password change ending the others.
export {
  deleteOwnSessionsExcept,
  deleteSession,
  deleteUserSessions,
  findOwnSessionByHandle,
  listOwnLiveSessions,
  markSessionReauthenticated,
} from "./session.repository.ts";
export type { Authenticated };

/** Returns the new session's token, the one time it is seen in clear. */
export async function startSession(
  data: ScopedDb,
  userId: number,
  userAgent: string | undefined,
  ttlDays: number,
  /** The administrator acting through this session, for a visiting one. */
  visitorId: number | null = null,
): Promise<string> {
  return (await openSession(data, { userId, userAgent, ttlDays, visitorId })).token;
}

/** `startSession`, with the new session's id as well (a visit records which session it runs in). */
export async function openSession(
  data: ScopedDb,
  session: { userId: number; userAgent: string | undefined; ttlDays: number; visitorId: number | null },
): Promise<{ token: string; sessionId: number }> {
  const { userId, userAgent, ttlDays, visitorId } = session;
  const token = newSecretToken();
  const now = new Date();
  const device = describeDevice(userAgent);
  const sessionId = await insertSession(data, {
    userId,
    tokenHash: hashToken(token),
    handle: newDeviceHandle(),
    deviceName: device.name,
    deviceType: device.type,
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + ttlDays * 86_400_000).toISOString(),
    visitorId,
  });
  return { token, sessionId };
}

/**
 * The session and user behind a token, within the request's scope only. Its use is stamped once a minute, and
 * at once when the call comes from another page than the last (`route`, the page's path, when the call says).
 */
export async function authenticate(
  data: ScopedDb,
  token: string,
  route: string | null = null,
): Promise<Authenticated | null> {
  const now = new Date();
  const found = await findLiveSessionWithUser(data, hashToken(token), now.toISOString());
  if (!found) return null;
  const { session, user } = found;
  const moved = route !== null && route !== session.current_route;
  if (moved || now.getTime() - Date.parse(session.last_access_at) > TOUCH_INTERVAL_MS) {
    await touchSession(data, session.id, now.toISOString(), moved ? route : null);
  }
  return { user, session, token };
}

/** How recently a session must have been used for its person to count as on its page now. */
export const ON_PAGE_NOW_MS = 5 * 60_000;

/**
 * Who of these people (of these schools or ids; everyone when both are empty) is on one of these pages now
 * (any page when none is given), read from their sessions' last calls.
 */
export async function peopleOnPagesNow(
  data: ScopedDb,
  targets: UserTargets,
  patterns: readonly string[],
  now: Date,
): Promise<Set<number>> {
  const since = new Date(now.getTime() - ON_PAGE_NOW_MS).toISOString();
  const rows = await routesInUseSince(data, since, targets);
  const onPage = rows.filter(
    (row) =>
      row.current_route !== null && (patterns.length === 0 || routeMatches(patterns, row.current_route)),
  );
  return new Set(onPage.map((row) => row.user_id));
}

export async function endSession(data: ScopedDb, token: string): Promise<void> {
  await deleteSessionByTokenHash(data, hashToken(token));
}
