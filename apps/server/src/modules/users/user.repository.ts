import { countRows } from "../../db/count.ts";
import type { Db } from "../../db/database.ts";
import type { UserRow } from "../../db/schema.ts";
import { scoped } from "../../db/scoped.ts";
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
