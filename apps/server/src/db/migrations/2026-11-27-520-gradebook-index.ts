import type { Kysely } from "kysely";
import { createIndex, dropIndex } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// The gradebook reads every delivery of a class's assignments (45 students × 100 assignments) for the columns
// below only: with them in the index, those 4 500 rows are read from the index alone, however many millions of
// deliveries the school holds (bench/learning-scale.bench.ts).
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await createIndex(
    db,
    "deliveries",
    "index deliveries_scope_assignment_cells_idx (scope, assignment_id, student_id, state, last_grade, delivered_at, cancelled_at)",
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await dropIndex(db, "deliveries_scope_assignment_cells_idx");
}
