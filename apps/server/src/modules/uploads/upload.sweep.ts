import type { Db } from "../../db/database.ts";
import { sweepInBatches, sweptRowsOf } from "../../db/sweep.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { forgetStored } from "./upload.service.ts";

// Cross-scope maintenance (the retention pass's share), so it reads the database whole: files named *.sweep.ts
// are the only ones in modules/ given it.

/**
 * The retention pass's share: uploads past their day go, an unfinished one with its parts and pending bytes in
 * storage, a finished one nothing kept with its file. Answers how many went.
 */
export async function sweepExpiredUploads(db: Db, storage: StorageProvider, now: Date): Promise<number> {
  const cutoff = now.toISOString();
  return sweepInBatches(
    100,
    (limit) => listExpiredUploads(db, cutoff, limit),
    async (upload, storedIn) => {
      if (!(await deleteExpiredUpload(db, upload.id, cutoff))) return false;
      if (storedIn) {
        const files = storage.folder(storedIn, "uploads");
        if (upload.finished_at === null) await forgetStored(files, upload);
        else await files.delete(upload.id);
      }
      return true;
    },
  );
}

/**
 * Uploads past their time (unfinished ones a day after they began, finished ones a day after they ended that no
 * module kept), in every scope at once (maintenance by age, as the retention pass does), with what it takes to
 * reach their objects: the tenant's database share gives the scope.
 */
export async function listExpiredUploads(db: Db, now: string, limit: number) {
  return sweptRowsOf(db, "uploads")
    .select(["uploads.parts_handle", "uploads.pending", "uploads.finished_at"])
    .where("uploads.expires_at", "<", now)
    .orderBy("uploads.expires_at")
    .limit(limit)
    .execute();
}

/** Deletes one expired upload and its parts, whatever scope it is in; false if it is not (or no longer) that. */
export async function deleteExpiredUpload(db: Db, id: string, now: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom("uploads")
      .where("id", "=", id)
      .where("expires_at", "<", now)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) return false;
    await trx.deleteFrom("upload_parts").where("upload_id", "=", id).execute();
    return true;
  });
}
