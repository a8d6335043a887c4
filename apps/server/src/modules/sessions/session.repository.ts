import { compiledOnce } from "../../db/compiled-once.ts";
import type { SessionRow, UserRow } from "../../db/schema.ts";
import { insertInto, type ScopedDb } from "../../db/scoped-db.ts";
import { selectUnexpired } from "../../db/single-use-secrets.ts";
import { isTargeted, targetsEveryone, type UserTargets } from "../../db/targeted-users.ts";

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
export async function insertSession(data: ScopedDb, session: NewSession): Promise<number> {
  const row = await insertInto(data, "sessions")
    .values({
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
  data: ScopedDb,
  tokenHash: string,
  now: string,
): Promise<SessionRow | undefined> {
  return selectUnexpired(data, "sessions", now)
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/** The session was used now, on this page when the call said which. */
export async function touchSession(
  data: ScopedDb,
  sessionId: number,
  now: string,
  route: string | null,
): Promise<void> {
  await data
    .updateTable("sessions")
    .set(route === null ? { last_access_at: now } : { last_access_at: now, current_route: route })
    .where("id", "=", sessionId)
    .execute();
}

/**
 * The page of each session used since `since` (visits aside: an administrator viewing as someone is not that
 * person on the page), with its user, limited to people of these schools or these ids (everyone when both are
 * empty).
 */
export function routesInUseSince(data: ScopedDb, since: string, targets: UserTargets) {
  let query = data
    .selectFrom("sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .select(["s.user_id", "s.current_route"])
    .where("s.last_access_at", ">=", since)
    .where("s.current_route", "is not", null)
    .where("s.visitor_id", "is", null);
  if (!targetsEveryone(targets)) query = query.where((eb) => isTargeted(eb, "u", targets));
  return query.execute();
}

export async function deleteSessionByTokenHash(data: ScopedDb, tokenHash: string): Promise<void> {
  await data.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
}

/** The user just confirmed their password through this session. */
export async function markSessionReauthenticated(data: ScopedDb, sessionId: number, now: string) {
  await data.updateTable("sessions").set({ reauthenticated_at: now }).where("id", "=", sessionId).execute();
}

/**
 * A person's own sessions. Visiting sessions (an administrator acting as the person) are not the person's
 * devices: they are neither listed nor ended from here.
 */
function selectOwnSessions(data: ScopedDb, userId: number) {
  return data
    .selectFrom("sessions")
    .selectAll()
    .where("user_id", "=", userId)
    .where("visitor_id", "is", null);
}

/** A person's own live sessions, most recent first. */
export function listOwnLiveSessions(data: ScopedDb, userId: number, now: string): Promise<SessionRow[]> {
  return selectOwnSessions(data, userId)
    .where("expires_at", ">", now)
    .orderBy("last_access_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export function findOwnSessionByHandle(data: ScopedDb, userId: number, handle: string) {
  return selectOwnSessions(data, userId).where("handle", "=", handle).executeTakeFirst();
}

export async function deleteSession(data: ScopedDb, sessionId: number): Promise<void> {
  await data.deleteFrom("sessions").where("id", "=", sessionId).execute();
}

/** Ends every own session of the user but one; returns how many ended. */
export async function deleteOwnSessionsExcept(
  data: ScopedDb,
  userId: number,
  keepSessionId: number,
): Promise<number> {
  const result = await data
    .deleteFrom("sessions")
    .where("user_id", "=", userId)
    .where("visitor_id", "is", null)
    .where("id", "!=", keepSessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends the user's sessions, all of them or all but one (the one that made the change). */
export async function deleteUserSessions(
  data: ScopedDb,
  userId: number,
  keepSessionId: number | null,
): Promise<void> {
  let query = data.deleteFrom("sessions").where("user_id", "=", userId);
  if (keepSessionId !== null) query = query.where("id", "!=", keepSessionId);
  await query.execute();
}

/**
 * The live session behind a token hash and its user, in one statement compiled once: every signed-in call
 * starts here. Both rows come from the request's scope.
 */
const signedInQuery = compiledOnce((data: ScopedDb, tokenHash: string, now: string) =>
  data
    .selectFrom("sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
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
      "s.current_route as session_current_route",
      "s.expires_at as session_expires_at",
      "s.visitor_id as session_visitor_id",
      "s.reauthenticated_at as session_reauthenticated_at",
    ])
    .where("s.token_hash", "=", tokenHash)
    .where("s.expires_at", ">", now),
);

export async function findLiveSessionWithUser(
  data: ScopedDb,
  tokenHash: string,
  now: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const row = (await signedInQuery(data, tokenHash, now)).rows[0];
  if (!row) return undefined;
  const session: SessionRow = {
    id: row.session_id,
    scope: row.session_scope,
    tenant_id: row.session_tenant_id,
    user_id: row.session_user_id,
    token_hash: row.session_token_hash,
    handle: row.session_handle,
    device_name: row.session_device_name,
    device_type: row.session_device_type,
    created_at: row.session_created_at,
    last_access_at: row.session_last_access_at,
    current_route: row.session_current_route,
    expires_at: row.session_expires_at,
    visitor_id: row.session_visitor_id,
    reauthenticated_at: row.session_reauthenticated_at,
  };
  // Each column named, as for the session: the compiler holds the list to UserRow, and a literal of known
  // names costs a tenth of a loop that leaves the session's columns out, which every signed-in call pays.
  const user: UserRow = {
    id: row.id,
    scope: row.scope,
    usuario: row.usuario,
    nome: row.nome,
    email: row.email,
    email_self_asserted: row.email_self_asserted,
    foto: row.foto,
    password_hash: row.password_hash,
    password_expires_at: row.password_expires_at,
    can_share: row.can_share,
    can_publish: row.can_publish,
    must_change_password: row.must_change_password,
    platform_admin: row.platform_admin,
    client_id: row.client_id,
    two_factor_enabled: row.two_factor_enabled,
    created_at: row.created_at,
    kind: row.kind,
    sourced_id: row.sourced_id,
    deactivated_at: row.deactivated_at,
    awaiting_school: row.awaiting_school,
  };
  return { session, user };
}
