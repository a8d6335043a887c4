import type { Kysely } from "kysely";
import { idColumn } from "./dialect.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// The audit log: security events of each data scope (issue 5 §5).
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("audit_events")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("tenant_id", "integer", (c) => c.notNull().references("tenants.id"))
    .addColumn("occurred_at", "text", (c) => c.notNull())
    .addColumn("event_type", "text", (c) => c.notNull())
    // No foreign keys to users: the record of what happened must outlive the accounts it names.
    .addColumn("actor_user_id", "integer")
    .addColumn("subject_user_id", "integer")
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .addColumn("details", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("audit_events_scope_occurred_idx")
    .on("audit_events")
    .columns(["scope", "occurred_at"])
    .execute();
  // The "user" filter of the administrator view reads these two.
  await db.schema
    .createIndex("audit_events_scope_actor_idx")
    .on("audit_events")
    .columns(["scope", "actor_user_id", "occurred_at"])
    .execute();
  await db.schema
    .createIndex("audit_events_scope_subject_idx")
    .on("audit_events")
    .columns(["scope", "subject_user_id", "occurred_at"])
    .execute();
}
