import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "../database.ts";
import { addColumn, createTable, dropTables } from "./table-builders.ts";

// The words must keep building the statements the landed migrations were written with; SQLite keeps them as text.
describe("table builders", () => {
  let db: Db;
  beforeAll(() => {
    db = createDatabase({ kind: "sqlite", file: ":memory:" });
  });
  afterAll(() => db.destroy());

  async function statements(): Promise<string[]> {
    const rows = await sql<{
      sql: string;
    }>`select sql from sqlite_master where name not like 'sqlite_%' order by name`.execute(db);
    return rows.rows.map((row) => row.sql);
  }

  it("builds columns, constraints and indexes as SQL reads them", async () => {
    await createTable(db, "owners", ["id integer identity", "code text not null unique"]);
    await createTable(db, "pets", [
      "id integer identity",
      "owner_id integer not null references owners.id on delete cascade",
      "name text not null default 'Rex'",
      "legs integer not null default 4",
      "kind text not null check (kind in ('cat', 'dog'))",
      "note text",
      "constraint pets_owner_name_uq unique (owner_id, name)",
      "index pets_name_idx (name)",
      "unique index pets_owner_kind_idx (owner_id, kind, id)",
    ]);
    await createTable(db, "settings", ["name text primary key", "value text"]);
    await createTable(db, "pet_owners", [
      "pet_id integer not null",
      "owner_id integer not null",
      "constraint pet_owners_pk primary key (owner_id, pet_id)",
    ]);
    await addColumn(db, "owners", "active integer not null default 1");
    expect(await statements()).toEqual([
      'CREATE TABLE "owners" ("id" integer primary key autoincrement, "code" text not null unique, "active" integer default 1 not null)',
      'CREATE TABLE "pet_owners" ("pet_id" integer not null, "owner_id" integer not null, constraint "pet_owners_pk" primary key ("owner_id", "pet_id"))',
      'CREATE TABLE "pets" ("id" integer primary key autoincrement, "owner_id" integer not null references "owners" ("id") on delete cascade, "name" text default \'Rex\' not null, "legs" integer default 4 not null, "kind" text not null check (kind in (\'cat\', \'dog\')), "note" text, constraint "pets_owner_name_uq" unique ("owner_id", "name"))',
      'CREATE INDEX "pets_name_idx" on "pets" ("name")',
      'CREATE UNIQUE INDEX "pets_owner_kind_idx" on "pets" ("owner_id", "kind", "id")',
      'CREATE TABLE "settings" ("name" text primary key, "value" text)',
    ]);
    await dropTables(db, ["settings", "pet_owners", "pets", "owners"]);
    expect(await statements()).toEqual([]);
  });

  it("refuses a word it does not know before touching the database", async () => {
    await expect(createTable(db, "typos", ["name text not nul"])).rejects.toThrow('"null" expected');
    await expect(createTable(db, "typos", ["name varchar(20)"])).rejects.toThrow('"<name> <type>" expected');
    await expect(createTable(db, "typos", ["name text on update cascade"])).rejects.toThrow(
      '"delete" expected',
    );
    await expect(createTable(db, "typos", ["name text default now"])).rejects.toThrow(
      "'quoted' text expected",
    );
    expect(await statements()).toEqual([]);
  });
});
