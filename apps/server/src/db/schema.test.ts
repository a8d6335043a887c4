import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { ownTables } from "../test/database-tables.ts";
import { type TestDatabase, testDialects } from "../test/dialects.ts";
import { useTestDatabase } from "../test/tenant-database.ts";
import { GLOBAL_TABLES, isScopedTable } from "./schema.ts";

/** Indexed columns per table, first column first, read from the database itself. */
async function indexesOf(
  database: Pick<TestDatabase, "db">,
  dialect: string,
  table: string,
): Promise<string[][]> {
  if (dialect === "sqlite") {
    const list = await sql<{ name: string }>`select name from pragma_index_list(${table})`.execute(
      database.db,
    );
    const result: string[][] = [];
    for (const index of list.rows) {
      const columns = await sql<{
        name: string;
      }>`select name from pragma_index_info(${index.name}) order by seqno`.execute(database.db);
      result.push(columns.rows.map((row) => row.name));
    }
    return result;
  }
  const rows = await sql<{ columns: string[] }>`
    select array_agg(a.attname::text order by k.n) as columns
    from pg_index i
    join pg_class t on t.oid = i.indrelid
    join pg_namespace ns on ns.oid = t.relnamespace and ns.nspname = current_schema()
    cross join lateral unnest(i.indkey) with ordinality as k(attnum, n)
    join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
    where t.relname = ${table}
    group by i.indexrelid`.execute(database.db);
  return rows.rows.map((row) => row.columns);
}

describe.each(testDialects())("tenant-owned tables on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  it("every table that holds tenant data has a scope column and an index that starts with it", async () => {
    const tables = await ownTables(database.db);
    for (const table of tables.filter(({ name }) => isScopedTable(name))) {
      const name = table.name;
      expect(table?.columns.find((column) => column.name === "scope")?.isNullable, name).toBe(false);
      const indexes = await indexesOf(database, dialect, name);
      expect(
        indexes.some((columns) => columns[0] === "scope"),
        `${name} needs an index starting with scope`,
      ).toBe(true);
    }
  });

  it("has every global table, none with a scope column", async () => {
    const tables = await ownTables(database.db);
    for (const name of Object.keys(GLOBAL_TABLES)) {
      expect(
        tables.map((table) => table.name),
        `${name} exists`,
      ).toContain(name);
      const columns = tables.find((table) => table.name === name)?.columns ?? [];
      expect(
        columns.some((column) => column.name === "scope"),
        `${name} is global: no scope column`,
      ).toBe(false);
    }
  });

  it("holds tenant data in every table but the global ones", async () => {
    const tables = await ownTables(database.db);
    const withScope = tables.filter((table) => table.columns.some((column) => column.name === "scope"));
    expect(withScope.map((table) => table.name).sort()).toEqual(
      tables
        .map((table) => table.name)
        .filter((name) => isScopedTable(name))
        .sort(),
    );
  });
});
