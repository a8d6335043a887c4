import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/database.ts";
import {
  type GlobalDb,
  insertInto,
  inTransaction,
  type ScopedDb,
  scopedDb,
  scopeOf,
} from "../../db/scoped-db.ts";
import { scopeOfTenant } from "../../db/tenant-scope.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "../../test/dialects.ts";
import { listGradingPeriods, replaceGradingPeriods } from "./grading-period.repository.ts";

const A = scopeOfTenant({ id: 1, database_share: null });
const B = scopeOfTenant({ id: 2, database_share: null });
const PERIODS = [{ inicio: "2026-02-01", fim: "2026-06-30" }];

/**
 * What `npm run typecheck` proves, and so never runs: a repository that takes the scoped handle cannot be
 * handed the raw database, a transaction of it, or a scope apart; each line below must fail to compile.
 */
export function unscopedQueriesDoNotCompile(db: Db, data: ScopedDb) {
  // @ts-expect-error the raw database carries no scope
  void listGradingPeriods(db, 2026);
  // @ts-expect-error nor does a transaction of it
  void db.transaction().execute((trx) => listGradingPeriods(trx, 2026));
  // @ts-expect-error a scope passed beside the database is no handle either
  void listGradingPeriods(db, A, 2026);
  // @ts-expect-error a handle is made by scopedDb only
  const forged: ScopedDb = { ...db };
  void listGradingPeriods(data, 2026);
  return forged;
}

/** Nor can the shared tables' handle reach a scope's rows, or a request's code reach the database whole. */
export function sharedTablesOnly(shared: GlobalDb, context: RequestContext) {
  // @ts-expect-error a scope's table is not among the shared ones
  void shared.selectFrom("users").selectAll();
  void shared.selectFrom("tenants").selectAll();
  // @ts-expect-error the request context hands out its scope's handle, never the database
  void context.db;
  void context.shared.selectFrom("terms_versions").selectAll();
}

describe.each(testDialects())("the scoped handle on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  it("reads and writes one scope's rows, in a transaction too, and is made once per scope", async () => {
    const a = scopedDb(database.db, A);
    const b = scopedDb(database.db, B);
    expect(scopedDb(database.db, A)).toBe(a);
    expect(scopeOf(a)).toBe(A);
    await inTransaction(a, async (trx) => {
      expect(scopeOf(trx)).toBe(A);
      await replaceGradingPeriods(trx, 2026, PERIODS);
    });
    await insertInto(b, "grading_periods")
      .values({ school_year: 2026, number: 1, starts_on: "2026-03-01", ends_on: "2026-07-31" })
      .execute();
    expect(await listGradingPeriods(a, 2026)).toEqual([
      { number: 1, starts_on: "2026-02-01", ends_on: "2026-06-30" },
    ]);
    expect(await listGradingPeriods(b, 2026)).toEqual([
      { number: 1, starts_on: "2026-03-01", ends_on: "2026-07-31" },
    ]);
    const stored = await database.db
      .selectFrom("grading_periods")
      .select(["scope"])
      .orderBy("scope")
      .execute();
    expect(stored.map((row) => row.scope)).toEqual([A.key, B.key]);
  });
});
