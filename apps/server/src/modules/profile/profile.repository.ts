import type { Db } from "../../db/database.ts";
import { exists } from "../../db/exists.ts";
import { scoped } from "../../db/scoped.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

/** Whether any user of the scope still shows this photo (names are content hashes, so two may share one). */
export async function isPhotoInUse(db: Db, scope: TenantScope, foto: string): Promise<boolean> {
  return exists(scoped(db, scope).selectFrom("users").select("id").where("foto", "=", foto));
}
