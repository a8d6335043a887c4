import type { Kysely } from "kysely";
import { addColumn, dropColumn } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// A platform's own colours (paleta_cor "personalizada"): the main colour and the text drawn on it, `#rrggbb`.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await addColumn(db, "tenants", "palette_primary text");
  await addColumn(db, "tenants", "palette_text text");
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["palette_text", "palette_primary"]) await dropColumn(db, "tenants", column);
}
