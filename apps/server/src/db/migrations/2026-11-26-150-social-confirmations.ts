import type { Kysely } from "kysely";
import { createTable, dropTables } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// A verified social identity waiting for its 'Prosseguir': nothing is linked or created, and no session starts,
// until the person confirms (with the account's password when it has one). Only the challenge's hash is kept.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, "social_confirmations", [
    "id integer identity",
    "scope text not null",
    "challenge_hash text not null",
    "action text not null",
    // The account to link to or sign into; null when the confirmation creates one.
    "user_id integer references users.id on delete cascade",
    "provider text not null",
    "subject text not null",
    "email text",
    "email_verified integer not null default 0",
    "name text not null",
    "created_at text not null",
    "expires_at text not null",
    "used_at text",
    "unique index social_confirmations_scope_hash_idx (scope, challenge_hash)",
    "index social_confirmations_scope_expires_idx (scope, expires_at)",
  ]);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ["social_confirmations"]);
}
