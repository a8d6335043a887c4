import type { Kysely } from "kysely";
import { addColumn, dropColumn } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// The platform administrator who sent a problem report while visiting the user's account (null otherwise), so
// the report never reads as the user's own words.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await addColumn(db, "issue_reports", "visitor_id integer");
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await dropColumn(db, "issue_reports", "visitor_id");
}
