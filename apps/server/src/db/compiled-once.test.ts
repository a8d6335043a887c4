import { describe, expect, it } from "vitest";
import { testDialects } from "../test/dialects.ts";
import { useTenantDatabase } from "../test/tenant-database.ts";
import { compiledOnce } from "./compiled-once.ts";
import { type ScopedDb, scopedDb } from "./scoped-db.ts";

const usersByLogin = compiledOnce((data: ScopedDb, login: string) =>
  data
    .selectFrom("users")
    .select(["id", "usuario"])
    .where("usuario", "=", login)
    .where("platform_admin", "=", 0),
);

describe.each(testDialects())("a query compiled once on %s", (dialect) => {
  const t = useTenantDatabase(dialect, {
    users: [{ usuario: "ana" }, { usuario: "bia" }],
    other: [{ usuario: "ana" }],
  });

  it("runs again with each call's scope and values, keeping the constants it was built with", async () => {
    const ana = (await usersByLogin(scopedDb(t.db, t.scope), "ana")).rows;
    const bia = (await usersByLogin(scopedDb(t.db, t.scope), "bia")).rows;
    const otherAna = (await usersByLogin(scopedDb(t.db, t.other.scope), "ana")).rows;
    const nobody = (await usersByLogin(scopedDb(t.db, t.scope), "caio")).rows;
    expect(ana.map((row) => row.usuario)).toEqual(["ana"]);
    expect(bia.map((row) => row.usuario)).toEqual(["bia"]);
    expect(otherAna).toHaveLength(1);
    expect(otherAna[0]?.id).not.toBe(ana[0]?.id);
    expect(nobody).toEqual([]);
  });

  it("refuses a builder that leaves a value out of the SQL", async () => {
    const careless = compiledOnce((data: ScopedDb, _unused: string) => data.selectFrom("users").select("id"));
    await expect(async () => careless(scopedDb(t.db, t.scope), "x")).rejects.toThrow(/every value/);
  });
});
