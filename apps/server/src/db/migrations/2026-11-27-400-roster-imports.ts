import type { Kysely } from "kysely";
import { createTable, dropTables } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// Roster imports: each file a school sends is analysed (a dry run) and then, once confirmed, imported. The row
// keeps who sent it, for which network (null: the whole data scope), the stored file's key (kept 90 days),
// what the dry run found and what the import did, and where it stands, which the page polls.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, "roster_imports", [
    "id integer identity",
    "scope text not null",
    // The tenant that sent it, so the retention pass finds the storage folder of its file.
    "tenant_id integer not null references tenants.id",
    "user_id integer not null references users.id",
    "network_id integer references networks.id on delete cascade",
    "file_name text not null",
    "file_key text not null",
    // 'analyzed', 'running', 'done' or 'failed'.
    "status text not null",
    // JSON: the dry run's counts and samples, then the import's counts.
    "summary text not null",
    "error_count integer not null",
    "created_at text not null",
    "finished_at text",
    "index roster_imports_scope_created_idx (scope, created_at)",
  ]);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ["roster_imports"]);
}
