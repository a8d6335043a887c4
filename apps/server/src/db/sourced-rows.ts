import type { Database } from "./schema.ts";
import type { ScopedInsert, ScopedTable } from "./scoped.ts";
import { insertInto, type ScopedDb } from "./scoped-db.ts";

/** The scoped tables whose rows may carry the id another system (a OneRoster file) gave them. */
type SourcedTable = { [T in ScopedTable]: "sourced_id" extends keyof Database[T] ? T : never }[ScopedTable];

/** Rows per statement: far below both databases' limits on bound values, and few round trips at 50 000 rows. */
const BATCH = 400;

export function* batches<T>(rows: readonly T[]): Generator<T[]> {
  for (let at = 0; at < rows.length; at += BATCH) yield rows.slice(at, at + BATCH);
}

/** Inserts a row of a scoped table for each new item, with its sourced id, in batches; answers the ids by it. */
export async function insertSourced<T extends SourcedTable, New extends { sourcedId: string }>(
  data: ScopedDb,
  table: T,
  created: readonly New[],
  rowOf: (item: New) => Omit<ScopedInsert<T>, "sourced_id">,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const batch of batches(created.map((item) => ({ ...rowOf(item), sourced_id: item.sourcedId })))) {
    const inserted = await insertInto(data, table)
      // biome-ignore lint/suspicious/noExplicitAny: the rows are typed by the caller through T
      .values(batch as any)
      .returning(["id", "sourced_id"])
      .execute();
    for (const row of inserted as { id: number; sourced_id: string | null }[]) {
      if (row.sourced_id !== null) ids.set(row.sourced_id, row.id);
    }
  }
  return ids;
}
