import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "./schema.ts";
import { insertScoped } from "./scoped.ts";
import { scopeOfTenant } from "./tenant-scope.ts";

// Neither database is ever connected to: the queries are only compiled.
const dialects = {
  sqlite: new Kysely<Database>({ dialect: new SqliteDialect({ database: {} as never }) }),
  postgres: new Kysely<Database>({ dialect: new PostgresDialect({ pool: {} as never }) }),
};

const scope = scopeOfTenant({ id: 7, database_share: "rede" });
const KEY = "share:rede";

/** The SQL with `?` for every parameter (PostgreSQL writes `$1`…), and the parameters. */
const compiled = (query: { compile(): { sql: string; parameters: readonly unknown[] } }) => {
  const { sql, parameters } = query.compile();
  return { sql: sql.replace(/\$\d+/g, "?"), parameters };
};

describe.each(Object.entries(dialects))("insertScoped on %s", (_name, db) => {
  it("writes the scope of a row itself", () => {
    const query = insertScoped(db, scope, "password_events").values({
      kind: "forgot",
      subject: "ana",
      ip: "10.0.0.1",
      created_at: "2026-01-01T00:00:00.000Z",
    });
    expect(compiled(query)).toEqual({
      sql: 'insert into "password_events" ("kind", "subject", "ip", "created_at", "scope") values (?, ?, ?, ?, ?)',
      parameters: ["forgot", "ana", "10.0.0.1", "2026-01-01T00:00:00.000Z", KEY],
    });
  });

  it("writes the tenant too where the table names one", () => {
    const query = insertScoped(db, scope, "visits").values({
      admin_id: 1,
      user_id: 2,
      session_id: 3,
      started_at: "2026-01-01T00:00:00.000Z",
      ended_at: null,
    });
    expect(compiled(query)).toEqual({
      sql: 'insert into "visits" ("admin_id", "user_id", "session_id", "started_at", "ended_at", "scope", "tenant_id") values (?, ?, ?, ?, ?, ?, ?)',
      parameters: [1, 2, 3, "2026-01-01T00:00:00.000Z", null, KEY, 7],
    });
  });

  it("stamps every row of several", () => {
    const query = insertScoped(db, scope, "network_favourites").values([
      { user_id: 1, network_id: 10 },
      { user_id: 1, network_id: 11 },
    ]);
    expect(compiled(query)).toEqual({
      sql: 'insert into "network_favourites" ("user_id", "network_id", "scope") values (?, ?, ?), (?, ?, ?)',
      parameters: [1, 10, KEY, 1, 11, KEY],
    });
  });

  it("leaves the scope to the helper even when a row carries one", () => {
    const row = { user_id: 1, network_id: 10, scope: "tenant:99" };
    const query = insertScoped(db, scope, "network_favourites").values(row);
    expect(compiled(query).parameters).toEqual([1, 10, KEY]);
  });

  it("keeps Kysely's conflict clauses and returning", () => {
    const query = insertScoped(db, scope, "rate_limit_counters")
      .values({ key: "login", window_start: "w", hits: 1, expires_at: "e" })
      .onConflict((conflict) =>
        conflict
          .columns(["scope", "key", "window_start"])
          .doUpdateSet((eb) => ({ hits: eb("rate_limit_counters.hits", "+", 1) })),
      )
      .returning("hits");
    expect(compiled(query)).toEqual({
      sql:
        'insert into "rate_limit_counters" ("key", "window_start", "hits", "expires_at", "scope") values (?, ?, ?, ?, ?)' +
        ' on conflict ("scope", "key", "window_start") do update set "hits" = "rate_limit_counters"."hits" + ? returning "hits"',
      parameters: ["login", "w", 1, "e", KEY, 1],
    });
  });
});
