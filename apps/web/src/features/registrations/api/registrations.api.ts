import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
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
import { type ApiCallOptions, apiCall } from "../../../lib/api.ts";
import { callFunction } from "../../../lib/call-hooks.ts";
import { useLanguage } from "../../../lib/i18n.ts";
import { apiQueryKey } from "../../../lib/use-api-query.ts";
import { useSession } from "../../../lib/use-session.ts";

/** A list the page loads with a body (filters, page): keyed by it, the previous page kept while the next loads. */
function useListQuery<C extends CallContract>(contract: C, body: CallBody<C>, enabled = true) {
  const lang = useLanguage();
  const session = useSession();
  const token = session.status === "signed-out" ? null : session.token;
  return useQuery({
    queryKey: [...apiQueryKey(contract, lang, token), body],
    queryFn: ({ signal }) =>
      // Spec §8: a list's 401 goes to /logado, which `QueryContent` does; the session stays.
      apiCall(contract, { signal, body, unauthorized: "keep-session" } as unknown as ApiCallOptions<C>),
    enabled: token !== null && enabled,
    placeholderData: keepPreviousData,
  });
}

export const useRegistrationsReach = (body: CallBody<typeof registrationsReach>) =>
  useListQuery(registrationsReach, body);
export const useSchools = (body: CallBody<typeof schoolList>) => useListQuery(schoolList, body);
export const useNetworks = (body: CallBody<typeof networkList>, enabled: boolean) =>
  useListQuery(networkList, body, enabled);
export const useClasses = (body: CallBody<typeof classList>) => useListQuery(classList, body);
export const usePeople = (body: CallBody<typeof personList>) => useListQuery(personList, body);
export const useGuardians = (body: CallBody<typeof guardianList>) => useListQuery(guardianList, body);

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
