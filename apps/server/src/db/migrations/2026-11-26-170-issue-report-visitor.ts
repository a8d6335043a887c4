import type { Kysely } from "kysely";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// The platform administrator who sent a problem report while visiting the user's account (null otherwise), so
// the report never reads as the user's own words.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("issue_reports").addColumn("visitor_id", "integer").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("issue_reports").dropColumn("visitor_id").execute();
}
