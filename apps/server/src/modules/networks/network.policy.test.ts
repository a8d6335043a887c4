import { describe, expect, it } from "vitest";
import { scopeOfTenant } from "../../db/tenant-scope.ts";
import { rowScope } from "../../test/rows.ts";
import { managesNetwork } from "./network.policy.ts";

describe("network policy", () => {
  const management = { scope: rowScope.key, user_id: 7, network_id: 3 };

  it("needs a management row of the same scope naming the user and the network", () => {
    expect(managesNetwork(rowScope, 7, 3, management)).toBe(true);
    expect(managesNetwork(rowScope, 7, 3, undefined)).toBe(false);
    expect(managesNetwork(scopeOfTenant({ id: 2, database_share: null }), 7, 3, management)).toBe(false);
    expect(managesNetwork(rowScope, 8, 3, management)).toBe(false);
    expect(managesNetwork(rowScope, 7, 4, management)).toBe(false);
  });
});
