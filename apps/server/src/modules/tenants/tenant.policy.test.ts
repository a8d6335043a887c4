import { describe, expect, it } from "vitest";
import { isPrincipalTenant } from "./tenant.policy.ts";

describe("tenant policy", () => {
  it("calls only principal 1 the principal tenant", () => {
    expect(isPrincipalTenant({ principal: 1 })).toBe(true);
    expect(isPrincipalTenant({ principal: 0 })).toBe(false);
  });
});
