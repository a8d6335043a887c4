import type { Kysely } from "kysely";
import { addColumn, createIndex, dropColumn, dropIndex } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// 'Atribuir' tapped twice sends the same key twice: the second finds the assignment the first made (one per
// teacher and key; older assignments have none).
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await addColumn(db, "assignments", "request_key text");
  await createIndex(
    db,
    "assignments",
    "unique index assignments_scope_request_key_idx (scope, assigned_by, request_key)",
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await dropIndex(db, "assignments_scope_request_key_idx");
  await dropColumn(db, "assignments", "request_key");
}
