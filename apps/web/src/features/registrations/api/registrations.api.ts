import { useQueryClient } from "@tanstack/react-query";
import type { CallBody, CallContract } from "@trilha/contracts/call";
import {
  classArchive,
  classJoinCodeRenew,
  classList,
  classPasswordSheet,
  classSave,
  guardianLink,
  guardianList,
  guardianPair,
  guardianPairingCode,
  joinByCode,
  networkList,
  networkManagerSet,
  networkSave,
  personEndSessions,
  personList,
  personResetPassword,
  personSave,
  personSetActive,
  registrationsReach,
  schoolJoinCodeRenew,
  schoolList,
  schoolSave,
  schoolSetActive,
  studentMove,
} from "@trilha/contracts/registrations.calls";
import { type CallInput, callFunction, callQueryWith } from "../../../lib/call-hooks.ts";

/**
 * A list the page loads with a body (filters, page): keyed by it, the previous page kept while the next loads.
 * Spec §8: a list's 401 goes to /logado, which `QueryContent` does; the session stays.
 */
function listQuery<C extends CallContract>(contract: C) {
  return callQueryWith(contract, (body: CallBody<C>) => ({ body }) as CallInput<C>, {
    keepPrevious: true,
  });
}

export const useRegistrationsReach = listQuery(registrationsReach);
export const useSchools = listQuery(schoolList);
export const useNetworks = callQueryWith(
  networkList,
  (body: CallBody<typeof networkList>, _enabled: boolean) => ({ body }),
  { enabled: (_body, enabled) => enabled, keepPrevious: true },
);
export const useClasses = listQuery(classList);
export const usePeople = listQuery(personList);
export const useGuardians = listQuery(guardianList);

/** After any change: every registrations list is loaded again. */
export function useReloadRegistrations() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[1] ?? "").includes("/cadastros/"),
    });
}

// Each action keeps its own pending and outcome state, so these are plain functions, not hooks.
export const saveSchool = callFunction(schoolSave);
export const setSchoolActive = callFunction(schoolSetActive);
export const saveNetwork = callFunction(networkSave);
export const setNetworkManager = callFunction(networkManagerSet);
export const saveClass = callFunction(classSave);
export const archiveClass = callFunction(classArchive);
export const moveStudent = callFunction(studentMove);
export const issuePasswordSheet = callFunction(classPasswordSheet);
export const savePerson = callFunction(personSave);
export const setPersonActive = callFunction(personSetActive);
export const endPersonSessions = callFunction(personEndSessions);
export const resetPersonPassword = callFunction(personResetPassword);
export const linkGuardian = callFunction(guardianLink);
export const issuePairingCode = callFunction(guardianPairingCode);
export const pairGuardian = callFunction(guardianPair);
export const searchPeople = callFunction(personList);
export const renewSchoolJoinCode = callFunction(schoolJoinCodeRenew);
export const renewClassJoinCode = callFunction(classJoinCodeRenew);
export const joinWithCode = callFunction(joinByCode);
