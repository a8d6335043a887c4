import type { Db } from "../../db/database.ts";
import type { TenantScope } from "../tenants/tenant-scope.ts";

export function listNotices(db: Db, scope: TenantScope) {
  return db
    .selectFrom("notices")
    .selectAll()
    .where("scope", "=", scope.key)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}
