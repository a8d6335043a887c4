import type { UserRow } from "../../db/schema.ts";
import { isPlatformAdmin } from "../users/user.policy.ts";

/**
 * Who may import and export registrations, and which schools an import may touch. A platform administrator
 * works on the whole data scope (or on one network, when they name it); a network manager only on a network
 * they manage, and only on its schools: a row about another school is an error of the dry run. (The
 * registrations module's policy will hold the same predicates for the hand-made screens.)
 */
export type RosterReach = { kind: "scope" } | { kind: "network"; networkId: number };

/** The reach of the caller for the network they name (none for the scope), or null when they may not. */
export function rosterReachOf(
  user: Pick<UserRow, "platform_admin">,
  networkId: number | undefined,
  managedNetworkIds: readonly number[],
): RosterReach | null {
  if (networkId === undefined) return isPlatformAdmin(user) ? { kind: "scope" } : null;
  if (isPlatformAdmin(user) || managedNetworkIds.includes(networkId)) return { kind: "network", networkId };
  return null;
}

/** Whether a school, by the networks it belongs to, lies within the reach. */
export function isSchoolInReach(reach: RosterReach, schoolNetworkIds: readonly number[]): boolean {
  return reach.kind === "scope" || schoolNetworkIds.includes(reach.networkId);
}

/** Whether the import may see and change a file another person of the same scope started: their own only. */
export function mayUseRosterImport(userId: number, rosterImport: { user_id: number }): boolean {
  return rosterImport.user_id === userId;
}
