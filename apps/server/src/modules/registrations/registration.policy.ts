import type { UserRow } from "../../db/schema.ts";
import { isPlatformAdmin } from "../users/user.policy.ts";

/**
 * What a caller reaches in the registrations (issue 12): a platform administrator the whole data scope; a
 * network manager the schools of the networks they manage, and those schools' classes and people; anyone else
 * nothing. Every check below runs on rows already read in the caller's scope (same tenant first).
 */
export type RegistrationReach = { kind: "scope" } | { kind: "networks"; networkIds: readonly number[] };

export function reachOf(user: Pick<UserRow, "platform_admin">, managedNetworkIds: readonly number[]) {
  if (isPlatformAdmin(user)) return { kind: "scope" } as const satisfies RegistrationReach;
  if (managedNetworkIds.length > 0) {
    return { kind: "networks", networkIds: managedNetworkIds } as const satisfies RegistrationReach;
  }
  return null;
}

/** Networks themselves (their codes, names and managers) are the platform administrators' to make. */
export function mayManageNetworks(reach: RegistrationReach): boolean {
  return reach.kind === "scope";
}

/** Whether the caller manages this network's registrations (an administrator every network of the scope). */
export function reachesNetwork(reach: RegistrationReach, networkId: number): boolean {
  return reach.kind === "scope" || reach.networkIds.includes(networkId);
}

/** A school is reached when it belongs to at least one network the manager manages. */
export function reachesSchool(reach: RegistrationReach, schoolNetworkIds: readonly number[]): boolean {
  return reach.kind === "scope" || schoolNetworkIds.some((networkId) => reach.networkIds.includes(networkId));
}

/**
 * The networks a school ends up in when a manager saves it: those asked for, all of them managed by the caller,
 * and the ones the caller does not manage kept as they were. None when the manager names a network of others, or
 * would leave the school outside every network they manage (they would lose it).
 */
export function networksAfterSave(
  reach: RegistrationReach,
  current: readonly number[],
  requested: readonly number[],
): number[] | null {
  if (reach.kind === "scope") return [...new Set(requested)];
  if (!requested.every((networkId) => reach.networkIds.includes(networkId))) return null;
  if (requested.length === 0) return null;
  const kept = current.filter((networkId) => !reach.networkIds.includes(networkId));
  return [...new Set([...kept, ...requested])];
}
