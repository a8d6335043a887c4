import type { Db } from "../../db/database.ts";
import { sweepInBatches, sweptRowsOf } from "../../db/sweep.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { ROSTER_IMPORT_KEEP_DAYS } from "./roster.service.ts";

// Cross-scope maintenance (the retention pass's share), so it reads the database whole: files named *.sweep.ts
// are the only ones in modules/ given it.

const DAY_MS = 86_400_000;

/** The retention pass's share: imports older than 90 days go, with their files. Answers how many went. */
export async function sweepOldRosterImports(db: Db, storage: StorageProvider, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ROSTER_IMPORT_KEEP_DAYS * DAY_MS).toISOString();
  return sweepInBatches(
    500,
    (limit) => listOldRosterImports(db, before, limit),
    async (row, storedIn) => {
      if (storedIn) {
        const folder = storage.folder(storedIn, "roster-imports");
        const name = folder.nameOf(row.file_key);
        if (name !== null) await folder.delete(name);
      }
      await deleteRosterImportRow(db, row.id);
      return true;
    },
  );
}

/** Imports older than the cutoff, with their files' keys, for the retention pass (every scope). */
export function listOldRosterImports(db: Db, before: string, limit: number) {
  return sweptRowsOf(db, "roster_imports")
    .select("roster_imports.file_key")
    .where("roster_imports.created_at", "<", before)
    .limit(limit)
    .execute();
}

export async function deleteRosterImportRow(db: Db, id: number) {
  await db.deleteFrom("roster_imports").where("id", "=", id).execute();
}
