import type { SessionRow, UserRow } from "../db/schema.ts";
import { scopeOfTenant } from "../db/tenant-scope.ts";
import type { Authenticated } from "../http/caller.ts";
import { NEW_USER_DEFAULTS } from "../modules/users/new-user.ts";

/** Rows in memory for pure rules (policies): tenant 1's scope, a plain user, a live session of theirs. */
export const rowScope = scopeOfTenant({ id: 1, database_share: null });

export function userRow(overrides: Partial<UserRow> = {}): UserRow {
  return {
    id: 7,
    scope: rowScope.key,
    usuario: "ana",
    nome: "Ana",
    ...NEW_USER_DEFAULTS,
    email_self_asserted: 0,
    password_hash: null,
    password_expires_at: null,
    created_at: "2026-11-26T00:00:00.000Z",
    kind: null,
    sourced_id: null,
    deactivated_at: null,
    awaiting_school: 0,
    ...overrides,
  };
}

export function sessionRow(overrides: Partial<SessionRow> = {}): SessionRow {
  return {
    id: 1,
    scope: rowScope.key,
    tenant_id: 1,
    user_id: 7,
    token_hash: "hash",
    handle: "handle",
    device_name: "Firefox",
    device_type: "desktop",
    created_at: "2026-11-26T00:00:00.000Z",
    last_access_at: "2026-11-26T00:00:00.000Z",
    current_route: null,
    expires_at: "2026-12-26T00:00:00.000Z",
    visitor_id: null,
    reauthenticated_at: null,
    ...overrides,
  };
}

export function signedInAs(user: Partial<UserRow> = {}, session: Partial<SessionRow> = {}): Authenticated {
  const row = userRow(user);
  return { user: row, session: sessionRow({ user_id: row.id, ...session }), token: "token" };
}
