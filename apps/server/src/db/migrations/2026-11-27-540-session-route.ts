import type { Kysely } from "kysely";
import { addColumn, dropColumn } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// The page a session was last on (its path, sent with each API call), so a notice's editor can say how many
// of the people it targets are on its pages now. Only the path: never a query string.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await addColumn(db, "sessions", "current_route text");
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await dropColumn(db, "sessions", "current_route");
}
