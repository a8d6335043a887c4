import type { Db } from "../../db/database.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

/** The newest `limit` active notices (status '1'), oldest first, as the file lists them. */
export async function listNotices(db: Db, scope: TenantScope, limit: number) {
  const newest = await db
    .selectFrom("notices")
    .selectAll()
    .where("scope", "=", scope.key)
    .where("status", "=", "1")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return newest.reverse();
}
