import { describe, expect, it } from "vitest";
import {
  isPersonInReach,
  isSchoolInReach,
  mayUseRosterImport,
  type RosterReach,
  rosterReachOf,
} from "./roster.policy.ts";

describe("roster policy", () => {
  const admin = { platform_admin: 1 };
  const person = { platform_admin: 0 };

  it("gives a platform administrator the whole scope, or the network they name", () => {
    expect(rosterReachOf(admin, undefined, [])).toEqual({ kind: "scope" });
    expect(rosterReachOf(admin, 9, [])).toEqual({ kind: "network", networkId: 9, managed: "all" });
  });

  it("gives a network manager only a network they manage, never the scope", () => {
    expect(rosterReachOf(person, 3, [3, 4])).toEqual({ kind: "network", networkId: 3, managed: [3, 4] });
    expect(rosterReachOf(person, 5, [3, 4])).toBeNull();
    expect(rosterReachOf(person, undefined, [3, 4])).toBeNull();
  });

  it("keeps a network's import to the network's schools", () => {
    expect(isSchoolInReach({ kind: "scope" }, [])).toBe(true);
    const network: RosterReach = { kind: "network", networkId: 3, managed: [3] };
    expect(isSchoolInReach(network, [2, 3])).toBe(true);
    expect(isSchoolInReach(network, [2])).toBe(false);
    expect(isSchoolInReach(network, [])).toBe(false);
  });

  it("keeps an import to the people Cadastros would let the caller change", () => {
    const manager: RosterReach = { kind: "network", networkId: 3, managed: [3, 4] };
    const administrator: RosterReach = { kind: "network", networkId: 3, managed: "all" };
    const someone = { platform_admin: 0, schoolNetworkIds: [3], managedNetworkIds: [] };
    expect(isPersonInReach(manager, someone)).toBe(true);
    // A manager of another of the caller's networks is theirs too; a manager of any network of others is not.
    expect(isPersonInReach(manager, { ...someone, managedNetworkIds: [4] })).toBe(true);
    expect(isPersonInReach(manager, { ...someone, managedNetworkIds: [4, 9] })).toBe(false);
    expect(isPersonInReach(manager, { ...someone, platform_admin: 1 })).toBe(false);
    // No school, or a school of another network: out of the import's reach, for an administrator's too.
    expect(isPersonInReach(manager, { ...someone, schoolNetworkIds: [] })).toBe(false);
    expect(isPersonInReach(administrator, { ...someone, schoolNetworkIds: [4] })).toBe(false);
    expect(isPersonInReach(administrator, { ...someone, platform_admin: 1, managedNetworkIds: [9] })).toBe(
      true,
    );
    expect(isPersonInReach({ kind: "scope" }, { ...someone, schoolNetworkIds: [] })).toBe(true);
  });

  it("lets only its sender follow and confirm an import", () => {
    expect(mayUseRosterImport(7, { user_id: 7 })).toBe(true);
    expect(mayUseRosterImport(8, { user_id: 7 })).toBe(false);
  });
});
