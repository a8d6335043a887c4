import { taughtAssignments } from "@trilha/contracts/assignments.calls";
import { taughtGroups } from "@trilha/contracts/classes.calls";
import { managedNetworks } from "@trilha/contracts/networks.calls";
import { guardianStudents } from "@trilha/contracts/students.calls";
import { callQuery } from "../../../lib/call-hooks.ts";

/** The teacher's home: the latest assignments of her classes and where their deliveries stand. */
export const useTaughtAssignments = callQuery(taughtAssignments);

// The home's other lists: the same queries, and so the same cached answers, as the pages and the navigation
// menu that show them.
export const useTaughtClasses = callQuery(taughtGroups);
export const useManagedNetworks = callQuery(managedNetworks);
export const useGuardianStudents = callQuery(guardianStudents);
