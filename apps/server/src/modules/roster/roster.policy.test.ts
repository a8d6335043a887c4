import { describe, expect, it } from "vitest";
import { isSchoolInReach, mayUseRosterImport, rosterReachOf } from "./roster.policy.ts";

describe("roster policy", () => {
  const admin = { platform_admin: 1 };
  const person = { platform_admin: 0 };

  it("gives a platform administrator the whole scope, or the network they name", () => {
    expect(rosterReachOf(admin, undefined, [])).toEqual({ kind: "scope" });
    expect(rosterReachOf(admin, 9, [])).toEqual({ kind: "network", networkId: 9 });
  });

  it("gives a network manager only a network they manage, never the scope", () => {
    expect(rosterReachOf(person, 3, [3, 4])).toEqual({ kind: "network", networkId: 3 });
    expect(rosterReachOf(person, 5, [3, 4])).toBeNull();
    expect(rosterReachOf(person, undefined, [3, 4])).toBeNull();
  });

  it("keeps a network's import to the network's schools", () => {
    expect(isSchoolInReach({ kind: "scope" }, [])).toBe(true);
    expect(isSchoolInReach({ kind: "network", networkId: 3 }, [2, 3])).toBe(true);
    expect(isSchoolInReach({ kind: "network", networkId: 3 }, [2])).toBe(false);
    expect(isSchoolInReach({ kind: "network", networkId: 3 }, [])).toBe(false);
  });

  it("lets only its sender follow and confirm an import", () => {
    expect(mayUseRosterImport(7, { user_id: 7 })).toBe(true);
    expect(mayUseRosterImport(8, { user_id: 7 })).toBe(false);
  });
});
