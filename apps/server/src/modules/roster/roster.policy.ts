import type { UserRow } from "../../db/schema.ts";
import { type PersonStanding, reachesPerson } from "../registrations/registration.policy.ts";
import { isPlatformAdmin } from "../users/user.policy.ts";

/**
 * Who may import and export registrations, and which schools and people an import may touch. A platform
 * administrator works on the whole data scope (or on one network, when they name it); a network manager only on
 * a network they manage, and only on its schools: a row about another school, or about a person Cadastros would
 * not let them change (registration.policy.ts `reachesPerson`), is an error of the dry run.
 */
export type RosterReach =
  | { kind: "scope" }
  | {
      kind: "network";
      networkId: number;
      /** Every network the caller manages ("all" for an administrator), for the people rule. */
      managed: readonly number[] | "all";
    };

/** The reach of the caller for the network they name (none for the scope), or null when they may not. */
export function rosterReachOf(
  user: Pick<UserRow, "platform_admin">,
  networkId: number | undefined,
  managedNetworkIds: readonly number[],
): RosterReach | null {
  if (networkId === undefined) return isPlatformAdmin(user) ? { kind: "scope" } : null;
  if (isPlatformAdmin(user)) return { kind: "network", networkId, managed: "all" };
  if (managedNetworkIds.includes(networkId))
    return { kind: "network", networkId, managed: managedNetworkIds };
  return null;
}

/** Whether a school, by the networks it belongs to, lies within the reach. */
export function isSchoolInReach(reach: RosterReach, schoolNetworkIds: readonly number[]): boolean {
  return reach.kind === "scope" || schoolNetworkIds.includes(reach.networkId);
}

/**
 * Whether the import may change a person: one of the network's schools, and reached by the caller as Cadastros
 * reaches people. An administrator's import of one network keeps to that network's people too.
 */
export function isPersonInReach(reach: RosterReach, person: PersonStanding): boolean {
  if (reach.kind === "scope") return true;
  if (!person.schoolNetworkIds.includes(reach.networkId)) return false;
  return reach.managed === "all" || reachesPerson({ kind: "networks", networkIds: reach.managed }, person);
}

/** Whether the import may see and change a file another person of the same scope started: their own only. */
export function mayUseRosterImport(userId: number, rosterImport: { user_id: number }): boolean {
  return rosterImport.user_id === userId;
}
