import type { Kysely } from "kysely";
import { addColumn, dropColumn } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// Whether an assignment takes a grade: files and written answers always do; a reading (PAD) only when the teacher
// chose, else marking it 'Concluído' is done. Assignments made before this column took grades, and keep doing so.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await addColumn(db, "assignments", "takes_grade integer not null default 1");
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await dropColumn(db, "assignments", "takes_grade");
}
