import { countRows } from "../../db/count.ts";
import type { Db } from "../../db/database.ts";
import type { UserRow } from "../../db/schema.ts";
import { insertScoped, type ScopedInsert, scoped } from "../../db/scoped.ts";
import { isTargeted, targetsEveryone, type UserTargets } from "../../db/targeted-users.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

export function findUserByLogin(db: Db, scope: TenantScope, login: string): Promise<UserRow | undefined> {
  return scoped(db, scope).selectFrom("users").selectAll().where("usuario", "=", login).executeTakeFirst();
}

export function findUserById(db: Db, scope: TenantScope, id: number): Promise<UserRow | undefined> {
  return scoped(db, scope).selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The scope's users among these logins, named. */
export function findUsersByLogins(db: Db, scope: TenantScope, logins: readonly string[]) {
  return namedUsersAmong(db, scope, "usuario", logins);
}

/** The scope's users among these ids, named. */
export function findUsersByIds(db: Db, scope: TenantScope, ids: readonly number[]) {
  return namedUsersAmong(db, scope, "id", ids);
}

function namedUsersAmong(
  db: Db,
  scope: TenantScope,
  column: "usuario" | "id",
  values: readonly string[] | readonly number[],
) {
  if (values.length === 0) return Promise.resolve([]);
  return scoped(db, scope)
    .selectFrom("users")
    .select(["id", "nome", "usuario"])
    .where(column, "in", values)
    .execute();
}

/** The scope's schools (clients), by name. */
export function listClients(db: Db, scope: TenantScope) {
  return scoped(db, scope)
    .selectFrom("clients")
    .select(["id", "nome"])
    .orderBy("nome")
    .orderBy("id")
    .execute();
}

/** How many of the scope's users are of these schools or among these ids; everyone when both lists are empty. */
export async function countTargetedUsers(db: Db, scope: TenantScope, targets: UserTargets): Promise<number> {
  let query = scoped(db, scope).selectFrom("users");
  if (!targetsEveryone(targets)) query = query.where((eb) => isTargeted(eb, "users", targets));
  return countRows(query);
}

export interface UserExtras {
  factors: { id: number; fator: string; destino: string }[];
  client: { id: number; whatsapp: string | null } | null;
}

/** What the session object needs beyond the user row: second factors and the user's client. */
export async function findUserExtras(db: Db, scope: TenantScope, user: UserRow): Promise<UserExtras> {
  const [factors, client] = await Promise.all([
    scoped(db, scope)
      .selectFrom("two_factor_factors")
      .select(["id", "fator", "destino"])
      .where("user_id", "=", user.id)
      .orderBy("id")
      .execute(),
    user.client_id === null
      ? undefined
      : scoped(db, scope)
          .selectFrom("clients")
          .select(["id", "whatsapp"])
          .where("id", "=", user.client_id)
          .executeTakeFirst(),
  ]);
  return { factors, client: client ?? null };
}

/** The scope's platform administrators, by name. */
export function listPlatformAdmins(db: Db, scope: TenantScope): Promise<UserRow[]> {
  return scoped(db, scope)
    .selectFrom("users")
    .selectAll()
    .where("platform_admin", "=", 1)
    .orderBy("nome")
    .orderBy("id")
    .execute();
}

/** Ends a user's administrator role (the account stays); whether it was one. */
export async function revokePlatformAdmin(db: Db, scope: TenantScope, id: number): Promise<boolean> {
  const result = await scoped(db, scope)
    .updateTable("users")
    .set({ platform_admin: 0 })
    .where("id", "=", id)
    .where("platform_admin", "=", 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A new password hash. A chosen password settles a forced change and never expires; a temporary one (given
 * `expiresAt`) expires and must be changed at the next sign-in.
 */
export async function setPasswordHash(
  db: Db,
  scope: TenantScope,
  userId: number,
  passwordHash: string,
  expiresAt: string | null = null,
): Promise<void> {
  await scoped(db, scope)
    .updateTable("users")
    .set({
      password_hash: passwordHash,
      must_change_password: expiresAt ? 1 : 0,
      password_expires_at: expiresAt,
    })
    .where("id", "=", userId)
    .execute();
}

/**
 * The same password under today's KDF parameters. Only replaces the hash it was computed from, so a password
 * change that lands in between is never undone; a forced change stays pending.
 */
export async function replaceOutdatedHash(
  db: Db,
  scope: TenantScope,
  userId: number,
  hashes: { outdated: string; current: string },
): Promise<void> {
  await scoped(db, scope)
    .updateTable("users")
    .set({ password_hash: hashes.current })
    .where("id", "=", userId)
    .where("password_hash", "=", hashes.outdated)
    .execute();
}

/** The user's photo (its stored name), or none. */
export async function setUserPhoto(db: Db, scope: TenantScope, userId: number, foto: string | null) {
  await scoped(db, scope).updateTable("users").set({ foto }).where("id", "=", userId).execute();
}

/** An e-mail the user typed in themselves: good for their own reset links, never for linking a social sign-in. */
export async function setSelfAssertedEmail(db: Db, scope: TenantScope, userId: number, email: string | null) {
  await scoped(db, scope)
    .updateTable("users")
    .set({ email, email_self_asserted: email === null ? 0 : 1 })
    .where("id", "=", userId)
    .execute();
}

export async function setTwoFactorEnabled(db: Db, scope: TenantScope, userId: number, enabled: boolean) {
  await scoped(db, scope)
    .updateTable("users")
    .set({ two_factor_enabled: enabled ? 1 : 0 })
    .where("id", "=", userId)
    .execute();
}

/** A new account of the scope (built by `newUserRow`), as it was written. */
export function insertUser(db: Db, scope: TenantScope, user: ScopedInsert<"users">): Promise<UserRow> {
  return insertScoped(db, scope, "users").values(user).returningAll().executeTakeFirstOrThrow();
}
