import type { Kysely } from "kysely";
import { createTable, dropTables } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// Browsers that signed into a user before (modules/login/known-browser.ts): their right password is never
// held back by throttles a stranger can trip.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, "known_browsers", [
    "id integer identity",
    "scope text not null",
    "user_id integer not null references users.id on delete cascade",
    "token_hash text not null",
    "created_at text not null",
    "last_used_at text not null",
    "expires_at text not null",
    "unique index known_browsers_scope_token_user_idx (scope, token_hash, user_id)",
    "index known_browsers_scope_user_idx (scope, user_id)",
    "index known_browsers_expires_at_purge_idx (expires_at)",
  ]);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ["known_browsers"]);
}
