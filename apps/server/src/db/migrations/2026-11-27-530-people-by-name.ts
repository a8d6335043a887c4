import type { Kysely } from "kysely";
import { createIndex, dropIndex } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// Cadastros list people by name, a page at a time: walking these indexes, the first page of a scope of 100 000
// people, or of one of its schools, reads its 20 rows and stops instead of sorting them all
// (bench/registrations-scale.bench.ts). The school's index starts as `users_scope_client_idx` did, which it
// replaces.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await createIndex(db, "users", "index users_scope_nome_idx (scope, nome, id)");
  await createIndex(db, "users", "index users_scope_client_nome_idx (scope, client_id, nome, id)");
  await dropIndex(db, "users_scope_client_idx");
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await createIndex(db, "users", "index users_scope_client_idx (scope, client_id)");
  await dropIndex(db, "users_scope_client_nome_idx");
  await dropIndex(db, "users_scope_nome_idx");
}
