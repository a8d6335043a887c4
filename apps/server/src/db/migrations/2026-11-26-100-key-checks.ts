import type { Kysely } from "kysely";
import { createTable, dropTables } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// Server-wide, not tenant data: the fingerprint of the key that seals secrets (providers/secrets/key-check.ts),
// so an instance started with another key refuses to start instead of failing every sealed value it reads.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, "key_checks", [
    "name text primary key",
    "fingerprint text not null",
    "created_at text not null",
  ]);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ["key_checks"]);
}
