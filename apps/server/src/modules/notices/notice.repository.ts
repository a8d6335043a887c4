import type { Db } from "../../db/database.ts";
import { scoped } from "../../db/scoped.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

/** The newest `limit` active notices (status '1'), oldest first, as the file lists them. */
export async function listNotices(db: Db, scope: TenantScope, limit: number) {
  const newest = await scoped(db, scope)
    .selectFrom("notices")
    .selectAll()
    .where("status", "=", "1")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return newest.reverse();
}
