import type { Kysely } from "kysely";
import { addColumn, dropColumn } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// Storage no account can fill: a platform's quota of files in MB, set by the platform administrator (null: none);
// and a finished upload no delivery recorded now expires a day after it ended, as an unfinished one does. Those
// finished before this migration get their day from now.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await addColumn(db, "tenants", "storage_quota_mb integer");
  await db
    .updateTable("uploads")
    .set({ expires_at: new Date(Date.now() + 24 * 60 * 60_000).toISOString() })
    .where("finished_at", "is not", null)
    .where("expires_at", "is", null)
    .where("storage_key", "not in", db.selectFrom("attempt_files").select("object_key"))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable("uploads").set({ expires_at: null }).where("finished_at", "is not", null).execute();
  await dropColumn(db, "tenants", "storage_quota_mb");
}
