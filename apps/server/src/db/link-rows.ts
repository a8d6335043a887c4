import type { Kysely } from "kysely";
import type { ScopedInsert, ScopedTable } from "./scoped.ts";
import { insertInto, type ScopedDb } from "./scoped-db.ts";

/** Any scoped table through one name: Kysely needs a concrete one to filter by columns named at run time. */
type AnyLinks = Kysely<{ links: Record<string, string | number> }>;

/**
 * Puts a row that links others (a network's manager, a class's member, a student's guardian) in or takes it
 * out: any row that matches `row` on its `keyColumns` (all of its columns unless named) goes, and when `on`
 * is true `row` is written in its place, so setting it twice leaves one.
 */
export async function setLinkRow<T extends ScopedTable>(
  data: ScopedDb,
  table: T,
  row: ScopedInsert<T>,
  on: boolean,
  keyColumns?: readonly (keyof ScopedInsert<T> & string)[],
): Promise<void> {
  let remove = (data as unknown as AnyLinks).deleteFrom(table as unknown as "links");
  for (const [column, value] of Object.entries(row as Record<string, string | number>)) {
    if (!keyColumns || keyColumns.includes(column as keyof ScopedInsert<T> & string)) {
      remove = remove.where(column, "=", value);
    }
  }
  await remove.execute();
  if (on) await insertInto(data, table).values(row).execute();
}
