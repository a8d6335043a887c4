import { describe, expect, it } from "vitest";
import { testDialects } from "../test/dialects.ts";
import { useTenantDatabase } from "../test/tenant-database.ts";
import { compiledOnce } from "./compiled-once.ts";
import type { Db } from "./database.ts";
import { scoped } from "./scoped.ts";
import type { TenantScope } from "./tenant-scope.ts";

const usersByLogin = compiledOnce((db: Db, scope: TenantScope, login: string) =>
  scoped(db, scope)
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
    const ana = (await usersByLogin(t.db, t.scope, "ana")).rows;
    const bia = (await usersByLogin(t.db, t.scope, "bia")).rows;
    const otherAna = (await usersByLogin(t.db, t.other.scope, "ana")).rows;
    const nobody = (await usersByLogin(t.db, t.scope, "caio")).rows;
    expect(ana.map((row) => row.usuario)).toEqual(["ana"]);
    expect(bia.map((row) => row.usuario)).toEqual(["bia"]);
    expect(otherAna).toHaveLength(1);
    expect(otherAna[0]?.id).not.toBe(ana[0]?.id);
    expect(nobody).toEqual([]);
  });

  it("refuses a builder that leaves a value out of the SQL", async () => {
    const careless = compiledOnce((db: Db, scope: TenantScope, _unused: string) =>
      scoped(db, scope).selectFrom("users").select("id"),
    );
    await expect(async () => careless(t.db, t.scope, "x")).rejects.toThrow(/every value/);
  });
});
