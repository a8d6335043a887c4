import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  termsAccept,
  termsAcceptances,
  termsCurrent,
  termsPublish,
  termsVersions,
} from "@trilha/contracts/terms.calls";
import { apiCall } from "../../../lib/api.ts";
import { callMutation, callQuery } from "../../../lib/call-hooks.ts";
import { useLanguage } from "../../../lib/i18n.ts";
import { apiQueryKey } from "../../../lib/use-api-query.ts";
import { useSession } from "../../../lib/use-session.ts";

export const useTermsCurrent = callQuery(termsCurrent);
export const useTermsAccept = callMutation(termsAccept);

export const useTermsVersions = callQuery(termsVersions);
const usePublishCall = callMutation(termsPublish);

/** Publishing refreshes the versions and the current terms, which everyone must now accept. */
export function useTermsPublish() {
  const queryClient = useQueryClient();
  return usePublishCall({
    onSuccess: () =>
      Promise.all(
        [termsVersions, termsCurrent].map((call) =>
          queryClient.invalidateQueries({ queryKey: [call.method, call.path] }),
        ),
      ),
  });
}

/** Who of the platform accepted one version, a page at a time; nothing is asked until a version is chosen. */
export function useTermsAcceptances(versao: number | null, pagina: number) {
  const lang = useLanguage();
  const session = useSession();
  const token = session.status === "signed-out" ? null : session.token;
  return useQuery({
    queryKey: [...apiQueryKey(termsAcceptances, lang, token), versao, pagina],
    queryFn: ({ signal }) =>
      apiCall(termsAcceptances, {
        signal,
        query: { versao: versao ?? 1, pagina },
        unauthorized: "keep-session",
      }),
    enabled: token !== null && versao !== null,
  });
}
