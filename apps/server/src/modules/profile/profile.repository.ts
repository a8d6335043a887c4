import type { Db } from "../../db/database.ts";
import { exists } from "../../db/exists.ts";
import { scoped } from "../../db/scoped.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

export async function setUserPhoto(
  db: Db,
  scope: TenantScope,
  userId: number,
  foto: string | null,
): Promise<void> {
  await scoped(db, scope).updateTable("users").set({ foto }).where("id", "=", userId).execute();
}

/** Whether any user of the scope still shows this photo (names are content hashes, so two may share one). */
export async function isPhotoInUse(db: Db, scope: TenantScope, foto: string): Promise<boolean> {
  return exists(scoped(db, scope).selectFrom("users").select("id").where("foto", "=", foto));
}

export async function setUserEmail(
  db: Db,
  scope: TenantScope,
  userId: number,
  email: string | null,
): Promise<void> {
  await scoped(db, scope)
    .updateTable("users")
    // Typed in by the user and confirmed by nobody: good for their own reset links, never for linking.
    .set({ email, email_self_asserted: email === null ? 0 : 1 })
    .where("id", "=", userId)
    .execute();
}
