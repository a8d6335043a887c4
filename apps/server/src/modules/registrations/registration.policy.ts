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

/** What reaching a person depends on: their role, and where they stand among the scope's networks. */
export interface PersonStanding {
  platform_admin: number;
  /** The networks of the person's school; none when they have no school. */
  schoolNetworkIds: readonly number[];
  /** The networks the person manages. */
  managedNetworkIds: readonly number[];
}

/**
 * Who may change whom — edit, reset a password, deactivate, end sessions, import over: the one rule Cadastros
 * and the roster import share. A platform administrator reaches anyone of the scope; a network manager only a
 * person of a school of their networks who is neither a platform administrator nor the manager of a network
 * outside their own (else one manager could take another network over through its manager's account). A person
 * with no school (waiting for one, or a guardian an import made) is no manager's to change.
 */
export function reachesPerson(reach: RegistrationReach, person: PersonStanding): boolean {
  if (reach.kind === "scope") return true;
  if (person.platform_admin === 1) return false;
  if (!person.managedNetworkIds.every((networkId) => reach.networkIds.includes(networkId))) return false;
  return person.schoolNetworkIds.some((networkId) => reach.networkIds.includes(networkId));
}

/**
 * Whose e-mail only the account itself, or Cadastros by hand, may change: an administrator's or a network
 * manager's, where a password-reset link to a new address would hand over the platform or a network.
 */
export function isPrivileged(person: Pick<PersonStanding, "platform_admin" | "managedNetworkIds">): boolean {
  return person.platform_admin === 1 || person.managedNetworkIds.length > 0;
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
