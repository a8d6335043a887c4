import type { Kysely } from "kysely";
import { createTable, dropTables } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// Resumable uploads (modules/uploads): one row per file on its way in or arrived, and the parts the storage
// acknowledged, recorded here because S3-compatible stores need not list them again.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, "uploads", [
    "id text primary key",
    "scope text not null",
    "tenant_id integer not null references tenants.id on delete cascade",
    "user_id integer not null references users.id on delete cascade",
    "name text not null",
    "size integer not null",
    "announced_type text not null",
    "content_type text",
    "storage_key text not null",
    "parts_handle text not null",
    "received integer not null default 0",
    "pending integer not null default 0",
    "created_at text not null",
    "expires_at text",
    "finished_at text",
    "index uploads_scope_user_idx (scope, user_id)",
    "index uploads_expires_at_purge_idx (expires_at)",
  ]);
  await createTable(db, "upload_parts", [
    "scope text not null",
    "upload_id text not null references uploads.id on delete cascade",
    "number integer not null",
    "size integer not null",
    "tag text not null",
    "constraint upload_parts_pk primary key (upload_id, number)",
    "index upload_parts_scope_upload_idx (scope, upload_id)",
  ]);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ["upload_parts", "uploads"]);
}
