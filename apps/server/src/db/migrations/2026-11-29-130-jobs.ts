import type { Kysely } from "kysely";
import { createTable, dropTables } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// Background work that outlives a request and an instance: claimed by one instance at a time, retried with
// backoff, dead after its last try. `unique_key` makes a recurring job once per period however many instances
// schedule it.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, "jobs", [
    "id integer identity",
    "kind text not null",
    "job_scope text",
    "payload text not null",
    "unique_key text unique",
    "state text not null default 'pending' check (state in ('pending', 'running', 'done', 'dead'))",
    "attempts integer not null default 0",
    "run_at text not null",
    "locked_until text",
    "last_error text",
    "created_at text not null",
    "updated_at text not null",
    "index jobs_state_run_at_idx (state, run_at)",
  ]);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ["jobs"]);
}
