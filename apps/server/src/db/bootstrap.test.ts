import { describe, expect, it } from "vitest";
import { testDialects } from "../test/dialects.ts";
import { useTestDatabase } from "../test/tenant-database.ts";
import { ensurePrincipalTenant } from "./bootstrap.ts";

describe.each(testDialects())("the principal tenant of a fresh database on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  it("is created once when several instances start together", async () => {
    await Promise.all([1, 2, 3, 4].map(() => ensurePrincipalTenant(database.db, "escola.example")));
    const tenants = await database.db.selectFrom("tenants").select(["dominio", "principal"]).execute();
    expect(tenants).toEqual([{ dominio: "escola.example", principal: 1 }]);
  });
});
