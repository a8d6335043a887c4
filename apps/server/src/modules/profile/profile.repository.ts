import { exists } from "../../db/exists.ts";
import type { ScopedDb } from "../../db/scoped-db.ts";

/** Whether any user of the scope still shows this photo (names are content hashes, so two may share one). */
export async function isPhotoInUse(data: ScopedDb, foto: string): Promise<boolean> {
  return exists(data.selectFrom("users").select("id").where("foto", "=", foto));
}
