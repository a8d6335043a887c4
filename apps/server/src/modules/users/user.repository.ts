import type { Updateable } from "kysely";
import { countRows } from "../../db/count.ts";
import type { UserRow, UserTable } from "../../db/schema.ts";
import type { ScopedInsert } from "../../db/scoped.ts";
import { insertInto, type ScopedDb } from "../../db/scoped-db.ts";
import { batches, insertSourced } from "../../db/sourced-rows.ts";
import { isTargeted, targetsEveryone, type UserTargets } from "../../db/targeted-users.ts";

export function findUserByLogin(data: ScopedDb, login: string): Promise<UserRow | undefined> {
  return data.selectFrom("users").selectAll().where("usuario", "=", login).executeTakeFirst();
}

export function findUserById(data: ScopedDb, id: number): Promise<UserRow | undefined> {
  return data.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The scope's users among these logins, named. */
export function findUsersByLogins(data: ScopedDb, logins: readonly string[]) {
  return namedUsersAmong(data, "usuario", logins);
}

/** The scope's users among these ids, named. */
export function findUsersByIds(data: ScopedDb, ids: readonly number[]) {
  return namedUsersAmong(data, "id", ids);
}

function namedUsersAmong(
  data: ScopedDb,
  column: "usuario" | "id",
  values: readonly string[] | readonly number[],
) {
  if (values.length === 0) return Promise.resolve([]);
  return data.selectFrom("users").select(["id", "nome", "usuario"]).where(column, "in", values).execute();
}

/** The scope's schools (clients), by name. */
export function listClients(data: ScopedDb) {
  return data.selectFrom("clients").select(["id", "nome"]).orderBy("nome").orderBy("id").execute();
}

/** How many of the scope's users are of these schools or among these ids; everyone when both lists are empty. */
export async function countTargetedUsers(data: ScopedDb, targets: UserTargets): Promise<number> {
  let query = data.selectFrom("users");
  if (!targetsEveryone(targets)) query = query.where((eb) => isTargeted(eb, "users", targets));
  return countRows(query);
}

export interface UserExtras {
  factors: { id: number; fator: string; destino: string }[];
  client: { id: number; whatsapp: string | null } | null;
}

/** What the session object needs beyond the user row: second factors and the user's client. */
export async function findUserExtras(data: ScopedDb, user: UserRow): Promise<UserExtras> {
  const [factors, client] = await Promise.all([
    data
      .selectFrom("two_factor_factors")
      .select(["id", "fator", "destino"])
      .where("user_id", "=", user.id)
      .orderBy("id")
      .execute(),
    user.client_id === null
      ? undefined
      : data
          .selectFrom("clients")
          .select(["id", "whatsapp"])
          .where("id", "=", user.client_id)
          .executeTakeFirst(),
  ]);
  return { factors, client: client ?? null };
}

/** The scope's platform administrators, by name. */
export function listPlatformAdmins(data: ScopedDb): Promise<UserRow[]> {
  return data
    .selectFrom("users")
    .selectAll()
    .where("platform_admin", "=", 1)
    .orderBy("nome")
    .orderBy("id")
    .execute();
}

/** Ends a user's administrator role (the account stays); whether it was one. */
export async function revokePlatformAdmin(data: ScopedDb, id: number): Promise<boolean> {
  const result = await data
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
  data: ScopedDb,
  userId: number,
  passwordHash: string,
  expiresAt: string | null = null,
): Promise<void> {
  await data
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
  data: ScopedDb,
  userId: number,
  hashes: { outdated: string; current: string },
): Promise<void> {
  await data
    .updateTable("users")
    .set({ password_hash: hashes.current })
    .where("id", "=", userId)
    .where("password_hash", "=", hashes.outdated)
    .execute();
}

/** The user's photo (its stored name), or none. */
export async function setUserPhoto(data: ScopedDb, userId: number, foto: string | null) {
  await data.updateTable("users").set({ foto }).where("id", "=", userId).execute();
}

/** An e-mail the user typed in themselves: good for their own reset links, never for linking a social sign-in. */
export async function setSelfAssertedEmail(data: ScopedDb, userId: number, email: string | null) {
  await data
    .updateTable("users")
    .set({ email, email_self_asserted: email === null ? 0 : 1 })
    .where("id", "=", userId)
    .execute();
}

export async function setTwoFactorEnabled(data: ScopedDb, userId: number, enabled: boolean) {
  await data
    .updateTable("users")
    .set({ two_factor_enabled: enabled ? 1 : 0 })
    .where("id", "=", userId)
    .execute();
}

/** A new account of the scope (built by `newUserRow`), as it was written. */
export function insertUser(data: ScopedDb, user: ScopedInsert<"users">): Promise<UserRow> {
  return insertInto(data, "users").values(user).returningAll().executeTakeFirstOrThrow();
}

/** New people of a OneRoster file, answered by the file's id for each. */
export const insertSourcedPeople = <New extends { sourcedId: string }>(
  data: ScopedDb,
  created: readonly New[],
  rowOf: (item: New) => Omit<ScopedInsert<"users">, "sourced_id">,
) => insertSourced(data, "users", created, rowOf);

export async function updateImportedPerson(
  data: ScopedDb,
  id: number,
  row: {
    usuario: string;
    nome: string;
    email: string | null;
    kind: string;
    client_id: number | null;
    deactivated_at: string | null;
  },
) {
  await data.updateTable("users").set(row).where("id", "=", id).execute();
}

export async function deactivatePeople(data: ScopedDb, ids: readonly number[], at: string) {
  for (const batch of batches(ids)) {
    await data.updateTable("users").set({ deactivated_at: at }).where("id", "in", batch).execute();
  }
}

export async function updatePersonFields(
  data: ScopedDb,
  id: number,
  user: Pick<
    Updateable<UserTable>,
    "nome" | "usuario" | "email" | "kind" | "client_id" | "can_share" | "can_publish" | "deactivated_at"
  >,
) {
  await data.updateTable("users").set(user).where("id", "=", id).execute();
}

/**
 * An account that waited for a school joins one: its school, and its kind when a class's code made it a
 * student. True only for the one request that found it still waiting.
 */
export async function endWaitForSchool(
  data: ScopedDb,
  userId: number,
  school: { clientId: number | null; kind: "student" | null },
): Promise<boolean> {
  const result = await data
    .updateTable("users")
    .set({
      awaiting_school: 0,
      client_id: school.clientId,
      ...(school.kind ? { kind: school.kind } : {}),
    })
    .where("id", "=", userId)
    .where("awaiting_school", "=", 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
