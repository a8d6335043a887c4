import { type Kysely, sql } from "kysely";
import { addColumn, dropColumn } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// 'Nova nota': when the student was first shown the delivery's latest grade; null while it is new to them.
// Grades given before this column existed count as seen, so a first visit is not a wall of old news.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await addColumn(db, "deliveries", "grade_seen_at text");
  await sql`update deliveries set grade_seen_at = updated_at where state = 'graded'`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await dropColumn(db, "deliveries", "grade_seen_at");
}
