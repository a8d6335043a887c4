import { describe, expect, it } from "vitest";
import {
  deactivationRefusal,
  isPrincipalTenant,
  mayChangeShare,
  mayManageTenant,
  mayRunPlatforms,
} from "./tenant.policy.ts";

const principal = { id: 1, principal: 1, database_share: null };
const north = { id: 2, principal: 0, database_share: "rede-x" };
const south = { id: 3, principal: 0, database_share: "rede-x" };
const alone = { id: 4, principal: 0, database_share: null };

describe("tenant policy", () => {
  it("calls only principal 1 the principal tenant", () => {
    expect(isPrincipalTenant({ principal: 1 })).toBe(true);
    expect(isPrincipalTenant({ principal: 0 })).toBe(false);
  });

  it("lets the principal tenant manage every platform, and any other only those of its data scope", () => {
    for (const target of [principal, north, south, alone])
      expect(mayManageTenant(principal, target)).toBe(true);
    expect(mayManageTenant(north, south)).toBe(true);
    expect(mayManageTenant(north, north)).toBe(true);
    expect(mayManageTenant(north, alone)).toBe(false);
    expect(mayManageTenant(north, principal)).toBe(false);
    expect(mayManageTenant(alone, alone)).toBe(true);
    expect(mayManageTenant(alone, north)).toBe(false);
  });

  it("keeps creating platforms and managing administrators on the principal tenant", () => {
    expect(mayRunPlatforms(principal)).toBe(true);
    expect(mayRunPlatforms(north)).toBe(false);
  });

  it("lets only the principal tenant move a platform between shares, never itself or the one in use", () => {
    expect(mayChangeShare(principal, north)).toBe(true);
    expect(mayChangeShare(principal, alone)).toBe(true);
    expect(mayChangeShare(principal, principal)).toBe(false);
    expect(mayChangeShare(north, south)).toBe(false);
    expect(mayChangeShare(alone, alone)).toBe(false);
  });

  it("never switches off the tenant in use or the principal one", () => {
    expect(deactivationRefusal(north, north)).toBe("own");
    expect(deactivationRefusal(principal, principal)).toBe("own");
    expect(deactivationRefusal(north, principal)).toBe("principal");
    expect(deactivationRefusal(north, south)).toBeNull();
    expect(deactivationRefusal(principal, alone)).toBeNull();
  });
});
