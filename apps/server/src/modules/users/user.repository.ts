import type { Db } from "../../db/database.ts";
import type { UserRow } from "../../db/schema.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

export function findUserByLogin(db: Db, scope: TenantScope, login: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("scope", "=", scope.key)
    .where("usuario", "=", login)
    .executeTakeFirst();
}

export function findUserById(db: Db, scope: TenantScope, id: number): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("scope", "=", scope.key)
    .where("id", "=", id)
    .executeTakeFirst();
}

export interface UserExtras {
  factors: { id: number; fator: string; destino: string }[];
  client: { id: number; whatsapp: string | null } | null;
}

/** What the session object needs beyond the user row: second factors and the user's client. */
export async function findUserExtras(db: Db, scope: TenantScope, user: UserRow): Promise<UserExtras> {
  const [factors, client] = await Promise.all([
    db
      .selectFrom("two_factor_factors")
      .select(["id", "fator", "destino"])
      .where("scope", "=", scope.key)
      .where("user_id", "=", user.id)
      .orderBy("id")
      .execute(),
    user.client_id === null
      ? undefined
      : db
          .selectFrom("clients")
          .select(["id", "whatsapp"])
          .where("scope", "=", scope.key)
          .where("id", "=", user.client_id)
          .executeTakeFirst(),
  ]);
  return { factors, client: client ?? null };
}
