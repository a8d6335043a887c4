import type { Kysely } from "kysely";
import { createTable } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// The audit log: security events of each data scope (issue 5 §5).
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, "audit_events", [
    "id integer identity",
    "scope text not null",
    "tenant_id integer not null references tenants.id",
    "occurred_at text not null",
    "event_type text not null",
    // No foreign keys to users: the record of what happened must outlive the accounts it names.
    "actor_user_id integer",
    "subject_user_id integer",
    "ip text",
    "user_agent text",
    "details text not null",
    "index audit_events_scope_occurred_idx (scope, occurred_at)",
    // The "user" filter of the administrator view reads these two.
    "index audit_events_scope_actor_idx (scope, actor_user_id, occurred_at)",
    "index audit_events_scope_subject_idx (scope, subject_user_id, occurred_at)",
  ]);
}
