import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";

/** Rows removed per statement: short statements let requests run between them on the single SQLite writer. */
export const PURGE_BATCH = 500;

/**
 * Deletes the rows of `table` whose `column` is before `cutoff`, in every scope at once: this is maintenance by
 * age, not a read of anyone's data, and one pass serves every tenant. Tables with an integer id go in batches
 * (a plain index on `column` finds them); the short-lived ones without an id go in one statement.
 */
export async function deleteOlderThan(
  db: Db,
  table: keyof Database,
  column: string,
  cutoff: string,
  batched: boolean,
): Promise<number> {
  if (!batched) {
    const result = await sql`delete from ${sql.table(table)} where ${sql.ref(column)} < ${cutoff}`.execute(
      db,
    );
    return Number(result.numAffectedRows ?? 0);
  }
  let total = 0;
  for (;;) {
    const result = await sql`delete from ${sql.table(table)} where id in (
      select id from ${sql.table(table)} where ${sql.ref(column)} < ${cutoff} limit ${PURGE_BATCH}
    )`.execute(db);
    const deleted = Number(result.numAffectedRows ?? 0);
    total += deleted;
    if (deleted < PURGE_BATCH) return total;
    // Let waiting requests in before the next batch.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
