import type { Db } from "../../db/database.ts";
import { insertScoped, type ScopedInsert } from "../../db/scoped.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

export async function insertAdministrator(
  db: Db,
  scope: TenantScope,
  user: ScopedInsert<"users">,
): Promise<number> {
  const row = await insertScoped(db, scope, "users").values(user).returning("id").executeTakeFirstOrThrow();
  return row.id;
}
