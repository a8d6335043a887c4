import { describe, expect, it } from "vitest";
import { scopeOfTenant } from "../../db/tenant-scope.ts";
import { rowScope, signedInAs, userRow } from "../../test/rows.ts";
import { mayBeVisited, mayStartVisit } from "./visit.policy.ts";

describe("visit policy", () => {
  const admin = signedInAs({ id: 1, platform_admin: 1 });

  it("lets an administrator in their own session start a visit, nobody else", () => {
    expect(mayStartVisit(admin)).toBe(true);
    expect(mayStartVisit(signedInAs({ id: 1, platform_admin: 1 }, { visitor_id: 2 }))).toBe(false);
    expect(mayStartVisit(signedInAs({ id: 3 }))).toBe(false);
  });

  it("visits users of the same scope only, never an administrator nor oneself", () => {
    expect(mayBeVisited(rowScope, admin, userRow({ id: 7 }))).toBe(true);
    const otherScope = scopeOfTenant({ id: 2, database_share: null });
    expect(mayBeVisited(otherScope, admin, userRow({ id: 7 }))).toBe(false);
    expect(mayBeVisited(rowScope, admin, userRow({ id: 8, platform_admin: 1 }))).toBe(false);
    expect(mayBeVisited(rowScope, admin, admin.user)).toBe(false);
  });
});
