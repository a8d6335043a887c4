import type { Kysely } from "kysely";
import { createTable, dropTables } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  // Built-in captcha challenges: only a hash of the answer, an expiry, and the row is deleted when used.
  await createTable(db, "captcha_challenges", [
    "scope text not null",
    "id text not null",
    "answer_hash text not null",
    "created_at text not null",
    "expires_at text not null",
    "constraint captcha_challenges_pk primary key (scope, id)",
    "index captcha_challenges_scope_expiry_idx (scope, expires_at)",
  ]);

  // Sliding-window rate limits: one counter per key and fixed window; two windows make the estimate.
  await createTable(db, "rate_limit_counters", [
    "scope text not null",
    "key text not null",
    "window_start text not null",
    "hits integer not null",
    "expires_at text not null",
    "constraint rate_limit_counters_pk primary key (scope, key, window_start)",
    "index rate_limit_counters_scope_expiry_idx (scope, expires_at)",
  ]);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ["rate_limit_counters", "captcha_challenges"]);
}
