import {
  type DatabaseIntrospector,
  type DialectAdapter,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "./schema.ts";
import { scoped } from "./scoped.ts";
import { scopeOfTenant } from "./tenant-scope.ts";

/** A builder that compiles a dialect's SQL without a connection. */
function compilerOf(
  adapter: DialectAdapter,
  compiler: () => QueryCompiler,
  introspector: (db: Kysely<unknown>) => DatabaseIntrospector,
): Kysely<Database> {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => adapter,
      createDriver: () => new DummyDriver(),
      createIntrospector: introspector,
      createQueryCompiler: compiler,
    },
  });
}

const dialects = {
  sqlite: compilerOf(
    new SqliteAdapter(),
    () => new SqliteQueryCompiler(),
    (db) => new SqliteIntrospector(db),
  ),
  postgres: compilerOf(
    new PostgresAdapter(),
    () => new PostgresQueryCompiler(),
    (db) => new PostgresIntrospector(db),
  ),
};

const scope = scopeOfTenant({ id: 7, database_share: null });
const KEY = "tenant:7";

/** The SQL with `?` for every parameter, whatever the dialect writes, and the parameters. */
function compiled(query: { compile(): { sql: string; parameters: readonly unknown[] } }) {
  const { sql, parameters } = query.compile();
  return { sql: sql.replace(/\$\d+/g, "?"), parameters };
}

describe.each(Object.entries(dialects))("scoped on %s", (_name, db) => {
  it("filters the table a select starts from", () => {
    const query = scoped(db, scope).selectFrom("users").select("id").where("usuario", "=", "ana");
    expect(compiled(query)).toEqual({
      sql: 'select "id" from "users" where "scope" = ? and "usuario" = ?',
      parameters: [KEY, "ana"],
    });
  });

  it("filters every joined table in its ON, and the first one by alias", () => {
    const query = scoped(db, scope)
      .selectFrom("users as u")
      .innerJoin("sessions as s", "s.user_id", "u.id")
      .leftJoin("clients", "clients.id", "u.client_id")
      .select(["u.id", "s.id as session_id"]);
    expect(compiled(query)).toEqual({
      sql:
        'select "u"."id", "s"."id" as "session_id" from "users" as "u"' +
        ' inner join "sessions" as "s" on "s"."user_id" = "u"."id" and "s"."scope" = ?' +
        ' left join "clients" on "clients"."id" = "u"."client_id" and "clients"."scope" = ?' +
        ' where "u"."scope" = ?',
      parameters: [KEY, KEY, KEY],
    });
  });

  it("refuses a scoped table joined without ON, which it could not filter", () => {
    const query = scoped(db, scope).selectFrom("users").crossJoin("sessions").select("users.id");
    expect(() => query.compile()).toThrow(/sessions is joined without ON/);
  });

  it("leaves global tables as they are", () => {
    const query = scoped(db, scope)
      .selectFrom("issue_reports")
      .innerJoin("issue_categories", "issue_categories.id", "issue_reports.category_id")
      .select("issue_categories.titulo");
    expect(compiled(query)).toEqual({
      sql:
        'select "issue_categories"."titulo" from "issue_reports"' +
        ' inner join "issue_categories" on "issue_categories"."id" = "issue_reports"."category_id"' +
        ' where "issue_reports"."scope" = ?',
      parameters: [KEY],
    });
    expect(compiled(scoped(db, scope).selectFrom("tenants").select("id"))).toEqual({
      sql: 'select "id" from "tenants"',
      parameters: [],
    });
  });

  it("filters updates and deletes, and keeps an OR apart from the scope", () => {
    const update = scoped(db, scope).updateTable("users").set({ foto: null }).where("id", "=", 1);
    expect(compiled(update)).toEqual({
      sql: 'update "users" set "foto" = ? where "scope" = ? and "id" = ?',
      parameters: [null, KEY, 1],
    });
    const remove = scoped(db, scope)
      .deleteFrom("sessions")
      .where((eb) => eb("user_id", "=", 1).or("id", "=", 2));
    expect(compiled(remove)).toEqual({
      sql: 'delete from "sessions" where "scope" = ? and ("user_id" = ? or "id" = ?)',
      parameters: [KEY, 1, 2],
    });
  });

  it("filters subqueries too", () => {
    const query = scoped(db, scope)
      .deleteFrom("two_factor_codes")
      .where("challenge_id", "in", (eb) => eb.selectFrom("two_factor_challenges").select("id"));
    expect(compiled(query)).toEqual({
      sql:
        'delete from "two_factor_codes" where "scope" = ?' +
        ' and "challenge_id" in (select "id" from "two_factor_challenges" where "scope" = ?)',
      parameters: [KEY, KEY],
    });
  });

  it("leaves the database it was given unscoped", () => {
    scoped(db, scope);
    expect(compiled(db.selectFrom("users").select("id"))).toEqual({
      sql: 'select "id" from "users"',
      parameters: [],
    });
  });
});
