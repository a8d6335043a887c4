import { describe, expect, it } from "vitest";
import { userRow } from "../../test/rows.ts";
import { mustUseSecondFactor } from "./two-factor.policy.ts";

describe("two-factor policy", () => {
  it("binds platform administrators alone, and only while ADMIN_TWO_FACTOR_REQUIRED is on", () => {
    const admin = userRow({ platform_admin: 1 });
    const user = userRow();
    expect(mustUseSecondFactor({ adminTwoFactorRequired: true }, admin)).toBe(true);
    expect(mustUseSecondFactor({ adminTwoFactorRequired: true }, user)).toBe(false);
    expect(mustUseSecondFactor({ adminTwoFactorRequired: false }, admin)).toBe(false);
  });
});
