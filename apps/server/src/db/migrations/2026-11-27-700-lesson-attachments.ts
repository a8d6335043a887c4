import type { Kysely } from "kysely";
import { createTable, dropTables } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// A lesson version's attached files ('Anexar arquivo'), in the order the author listed them. The bytes are kept
// once by the storage provider (kind "lesson-attachments") under `object_key`; a new version that keeps a file
// gets rows of its own naming the same object, so an older version never loses the files it was given with.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, "lesson_attachments", [
    "id integer identity",
    "scope text not null",
    "lesson_version_id integer not null references lesson_versions.id on delete cascade",
    "object_key text not null",
    "name text not null",
    "content_type text not null",
    "size integer not null",
    "position integer not null",
    "created_at text not null",
    "unique index lesson_attachments_scope_version_position_idx (scope, lesson_version_id, position)",
  ]);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ["lesson_attachments"]);
}
