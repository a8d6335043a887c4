import type { Kysely } from "kysely";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// When the session's user last confirmed their password (plugins/app/access.ts, "recent-session" calls).
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("reauthenticated_at", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("reauthenticated_at").execute();
}
