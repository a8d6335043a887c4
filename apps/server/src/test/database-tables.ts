import { sql } from "kysely";
import type { Db } from "../db/database.ts";
import { isScopedTable } from "../db/schema.ts";
import { readingCatalogue } from "./dialects.ts";

/**
 * The tables of the database the tests run on, read from the database itself: PostgreSQL's introspection lists
 * every schema's (other test runs' too), so only the current schema's are kept; the migrator's own bookkeeping
 * is left out.
 */
export async function ownTables(db: Db) {
  const tables = (await readingCatalogue(() => db.introspection.getTables())).filter(
    (table) => !table.name.startsWith("kysely_"),
  );
  if (!tables.some((table) => table.schema)) return tables;
  const current = await sql<{ name: string }>`select current_schema() as name`.execute(db);
  return tables.filter((table) => table.schema === current.rows[0]?.name);
}

const scopedTables = new WeakMap<Db, Promise<string[]>>();

/** The names of the scoped tables (all but the global ones), read once per database. */
export function scopedTablesOf(db: Db): Promise<string[]> {
  let names = scopedTables.get(db);
  if (!names) {
    names = ownTables(db).then((tables) =>
      tables.map((table) => table.name).filter((name) => isScopedTable(name)),
    );
    scopedTables.set(db, names);
  }
  return names;
}
