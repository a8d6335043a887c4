import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../test/dialects.ts";
import type { Db } from "./database.ts";

const onPostgres = testDialects().includes("postgres");

/** The names PostgreSQL holds prepared on the connection that answers. */
async function preparedNames(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(db);
  return rows.map((row) => row.name);
}

describe.runIf(onPostgres)("statements prepared once per connection on PostgreSQL", () => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    db = database.db;
    await sql`create table prepared_probe (a integer)`.execute(db);
    await sql`insert into prepared_probe (a) values (${1})`.execute(db);
  });
  afterAll(() => database.drop());

  it("prepares a statement with parameters under a name, and answers the same from it again", async () => {
    const read = () =>
      db
        .selectFrom("prepared_probe" as never)
        .selectAll()
        .where("a" as never, "=", 1 as never);
    expect(await read().execute()).toEqual([{ a: 1 }]);
    expect(await read().execute()).toEqual([{ a: 1 }]);
    // One connection in a transaction: the probe's statement is among the ones it holds.
    const names = await db.transaction().execute(async (trx) => {
      await read().execute();
      return preparedNames(trx);
    });
    expect(names.some((name) => name.startsWith("trilha_"))).toBe(true);
  });

  it("reads a table that gained a column since, outside a transaction as if nothing happened", async () => {
    const read = () => sql<Record<string, unknown>>`select * from prepared_probe where a = ${1}`.execute(db);
    // Prepared on every connection of the pool first, so the next read meets the stale plan whichever it gets.
    await Promise.all(Array.from({ length: 12 }, read));
    await sql`alter table prepared_probe add column b text`.execute(db);
    const { rows } = await read();
    expect(rows).toEqual([{ a: 1, b: null }]);
  });

  it("fails a transaction that meets the stale plan, and the next one succeeds", async () => {
    const read = (on: Db) =>
      sql<Record<string, unknown>>`select * from prepared_probe where a >= ${0}`.execute(on);
    await db.transaction().execute(async (trx) => {
      await read(trx);
    });
    await sql`alter table prepared_probe add column c text`.execute(db);
    const attempt = () => db.transaction().execute(async (trx) => (await read(trx)).rows);
    // Whichever connection answers: a stale one fails this transaction once, a fresh one reads the new column.
    const first = await attempt().catch((error: unknown) => error);
    if (first instanceof Error) expect(first.message).toContain("cached plan");
    expect(await attempt()).toEqual([{ a: 1, b: null, c: null }]);
  });
});
