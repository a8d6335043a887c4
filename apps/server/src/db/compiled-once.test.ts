import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../test/dialects.ts";
import { createTenant, createUser } from "../test/factories.ts";
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
  let database: TestDatabase;
  let scope: TenantScope;
  let other: TenantScope;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    scope = (await createTenant(database.db)).scope;
    other = (await createTenant(database.db)).scope;
    await createUser(database.db, scope, { usuario: "ana" });
    await createUser(database.db, scope, { usuario: "bia" });
    await createUser(database.db, other, { usuario: "ana" });
  });
  afterAll(() => database.drop());

  it("runs again with each call's scope and values, keeping the constants it was built with", async () => {
    const ana = (await usersByLogin(database.db, scope, "ana")).rows;
    const bia = (await usersByLogin(database.db, scope, "bia")).rows;
    const otherAna = (await usersByLogin(database.db, other, "ana")).rows;
    const nobody = (await usersByLogin(database.db, scope, "caio")).rows;
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
    await expect(async () => careless(database.db, scope, "x")).rejects.toThrow(/every value/);
  });
});
