import type { Kysely } from "kysely";
import { addColumn, dropColumn } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// Another host name of a platform answers for it only once approved: a platform's own administrators could
// otherwise claim any name that falls back to the principal tenant. Those already in use stay approved.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await addColumn(db, "tenant_hosts", "approved_at text");
  await db.updateTable("tenant_hosts").set({ approved_at: new Date().toISOString() }).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await dropColumn(db, "tenant_hosts", "approved_at");
}
