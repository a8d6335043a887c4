import type { CallBody, CallContract } from "@trilha/contracts/call";
import * as registrationsCalls from "@trilha/contracts/registrations.calls";
import { callFunction } from "../../../lib/api.ts";
import { type CallInput, callQueryWith, callRefresh } from "../../../lib/call-hooks.ts";

/**
 * A list the page loads with a body (filters, page): keyed by it, the previous page kept while the next loads.
 * Spec §8: a list's 401 goes to /logado, which `QueryContent` does; the session stays.
 */
function listQuery<C extends CallContract>(contract: C) {
  return callQueryWith(contract, (body: CallBody<C>) => ({ body }) as CallInput<C>, {
    keepPrevious: true,
  });
}

export const useRegistrationsReach = listQuery(registrationsCalls.registrationsReach);
export const useSchools = listQuery(registrationsCalls.schoolList);
export const useNetworks = callQueryWith(
  registrationsCalls.networkList,
  (body: CallBody<typeof registrationsCalls.networkList>, _enabled: boolean) => ({ body }),
  { enabled: (_body, enabled) => enabled, keepPrevious: true },
);
export const useClasses = listQuery(registrationsCalls.classList);
export const usePeople = listQuery(registrationsCalls.personList);
export const useGuardians = listQuery(registrationsCalls.guardianList);

/** After any change: every registrations list is loaded again. */
export const useReloadRegistrations = callRefresh(
  registrationsCalls.registrationsReach,
  registrationsCalls.schoolList,
  registrationsCalls.networkList,
  registrationsCalls.classList,
  registrationsCalls.personList,
  registrationsCalls.guardianList,
);

// Each action keeps its own pending and outcome state, so these are plain functions, not hooks.
export const saveSchool = callFunction(registrationsCalls.schoolSave);
export const setSchoolActive = callFunction(registrationsCalls.schoolSetActive);
export const saveNetwork = callFunction(registrationsCalls.networkSave);
export const setNetworkManager = callFunction(registrationsCalls.networkManagerSet);
export const saveClass = callFunction(registrationsCalls.classSave);
export const archiveClass = callFunction(registrationsCalls.classArchive);
export const moveStudent = callFunction(registrationsCalls.studentMove);
export const issuePasswordSheet = callFunction(registrationsCalls.classPasswordSheet);
export const savePerson = callFunction(registrationsCalls.personSave);
export const setPersonActive = callFunction(registrationsCalls.personSetActive);
export const endPersonSessions = callFunction(registrationsCalls.personEndSessions);
export const resetPersonPassword = callFunction(registrationsCalls.personResetPassword);
export const linkGuardian = callFunction(registrationsCalls.guardianLink);
export const issuePairingCode = callFunction(registrationsCalls.guardianPairingCode);
export const pairGuardian = callFunction(registrationsCalls.guardianPair);
export const searchPeople = callFunction(registrationsCalls.personList);
export const renewSchoolJoinCode = callFunction(registrationsCalls.schoolJoinCodeRenew);
export const renewClassJoinCode = callFunction(registrationsCalls.classJoinCodeRenew);
export const joinWithCode = callFunction(registrationsCalls.joinByCode);
