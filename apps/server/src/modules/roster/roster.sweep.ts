import type { Db } from "../../db/database.ts";
import { scopeOfTenant } from "../../db/tenant-scope.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { ROSTER_IMPORT_KEEP_DAYS } from "./roster.service.ts";

// Cross-scope maintenance (the retention pass's share), so it reads the database whole: files named *.sweep.ts
// are the only ones in modules/ given it.

const DAY_MS = 86_400_000;

/** The retention pass's share: imports older than 90 days go, with their files. Answers how many went. */
export async function sweepOldRosterImports(db: Db, storage: StorageProvider, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ROSTER_IMPORT_KEEP_DAYS * DAY_MS).toISOString();
  let swept = 0;
  for (;;) {
    const old = await listOldRosterImports(db, before);
    for (const row of old) {
      const scope = scopeOfTenant({ id: row.tenant_id, database_share: row.database_share });
      if (scope.key === row.scope) {
        const folder = storage.folder(scope, "roster-imports");
        const name = folder.nameOf(row.file_key);
        if (name !== null) await folder.delete(name);
      }
      await deleteRosterImportRow(db, row.id);
      swept += 1;
    }
    if (old.length < 500) return swept;
  }
}

/** Imports older than the cutoff, with their files' keys, for the retention pass (every scope). */
export function listOldRosterImports(db: Db, before: string) {
  return db
    .selectFrom("roster_imports")
    .innerJoin("tenants", "tenants.id", "roster_imports.tenant_id")
    .select([
      "roster_imports.id",
      "roster_imports.scope",
      "roster_imports.tenant_id",
      "roster_imports.file_key",
      "tenants.database_share",
    ])
    .where("roster_imports.created_at", "<", before)
    .limit(500)
    .execute();
}

export async function deleteRosterImportRow(db: Db, id: number) {
  await db.deleteFrom("roster_imports").where("id", "=", id).execute();
}
