import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { type TestDatabase, testDialects } from "../test/dialects.ts";
import { useTestDatabase } from "../test/tenant-database.ts";
import { GLOBAL_TABLES, SCOPED_TABLES } from "./schema.ts";

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

/** The test database's own tables: PostgreSQL's introspection lists every schema's, other test runs' too. */
async function ownTables(database: Pick<TestDatabase, "db">, dialect: string) {
  const tables = await database.db.introspection.getTables();
  if (dialect === "sqlite") return tables;
  const current = await sql<{ name: string }>`select current_schema() as name`.execute(database.db);
  return tables.filter((table) => table.schema === current.rows[0]?.name);
}

describe.each(testDialects())("tenant-owned tables on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  it("every table that holds tenant data has a scope column and an index that starts with it", async () => {
    const tables = await ownTables(database, dialect);
    for (const name of SCOPED_TABLES) {
      const table = tables.find((candidate) => candidate.name === name);
      expect(table, name).toBeDefined();
      expect(table?.columns.find((column) => column.name === "scope")?.isNullable, name).toBe(false);
      const indexes = await indexesOf(database, dialect, name);
      expect(
        indexes.some((columns) => columns[0] === "scope"),
        `${name} needs an index starting with scope`,
      ).toBe(true);
    }
  });

  it("declares every table of the database either scoped or global, never both", async () => {
    const tables = (await ownTables(database, dialect))
      .map((table) => table.name)
      // The migrator's own bookkeeping.
      .filter((name) => !name.startsWith("kysely_"));
    const scoped = new Set<string>(SCOPED_TABLES);
    const global = new Set<string>(Object.keys(GLOBAL_TABLES));
    for (const name of tables) {
      expect(
        scoped.has(name) || global.has(name),
        `${name} is declared in SCOPED_TABLES or GLOBAL_TABLES`,
      ).toBe(true);
      expect(scoped.has(name) && global.has(name), `${name} is declared once`).toBe(false);
    }
    for (const name of global) {
      expect(tables, `${name} exists`).toContain(name);
      const columns =
        (await ownTables(database, dialect)).find((table) => table.name === name)?.columns ?? [];
      expect(
        columns.some((column) => column.name === "scope"),
        `${name} is global: no scope column`,
      ).toBe(false);
    }
  });

  it("lists every table with a scope column as tenant-owned", async () => {
    const tables = await ownTables(database, dialect);
    const scoped = tables
      .filter((table) => table.columns.some((column) => column.name === "scope"))
      .map((t) => t.name);
    expect(scoped.sort()).toEqual([...SCOPED_TABLES].sort());
  });
});
