import { isPlatformAdmin as sessionUserIsPlatformAdmin } from "@trilha/contracts/rules/session-roles";
import { describe, expect, it } from "vitest";
import { scopeOfTenant } from "../../db/tenant-scope.ts";
import { rowScope, userRow } from "../../test/rows.ts";
import { toSessionUser } from "./session-user.ts";
import { isInScope, isPlatformAdmin, mustChangePassword } from "./user.policy.ts";

const scope = rowScope;
const otherScope = scopeOfTenant({ id: 2, database_share: null });

describe("user policy", () => {
  it("knows a row of the request's scope from one of another", () => {
    expect(isInScope(scope, userRow())).toBe(true);
    expect(isInScope(otherScope, userRow())).toBe(false);
  });

  it("calls only platform_admin 1 an administrator", () => {
    expect(isPlatformAdmin(userRow({ platform_admin: 1 }))).toBe(true);
    expect(isPlatformAdmin(userRow({ platform_admin: 0 }))).toBe(false);
  });

  it("gives the web app the same administrator answer through the session user", () => {
    for (const platform_admin of [0, 1]) {
      const row = userRow({ platform_admin });
      const sessionUser = toSessionUser(row, { factors: [], client: null }, null);
      expect(sessionUserIsPlatformAdmin(sessionUser)).toBe(isPlatformAdmin(row));
    }
  });

  it("owes a new password only when the account is marked so", () => {
    expect(mustChangePassword(userRow({ must_change_password: 1 }))).toBe(true);
    expect(mustChangePassword(userRow())).toBe(false);
  });
});
