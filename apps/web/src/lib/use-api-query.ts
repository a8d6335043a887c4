import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { CallContract, CallResponse } from "@trilha/contracts/call";
import { apiCall } from "./api.ts";
import { useLanguage } from "./i18n.ts";
import { useSessionToken } from "./use-session.ts";

/** Calls that a page can simply load: no body, no query string. */
type LoadableCall = CallContract & { body?: undefined; query?: undefined };

export function apiQueryKey(contract: CallContract, lang: string, token: string | null) {
  return [contract.method, contract.path, lang, token] as const;
}

/**
 * Loads a signed-in call with the current session and language. The language is part of the key because the
 * server answers in it; the token too, so one user's data never shows for another.
 */
export function useApiQuery<C extends LoadableCall>(contract: C): UseQueryResult<CallResponse<C>> {
  const lang = useLanguage();
  const token = useSessionToken();
  return useQuery({
    queryKey: apiQueryKey(contract, lang, token),
    queryFn: ({ signal }) =>
      apiCall<LoadableCall>(contract, {
        signal,
        // A loaded list's 401 is the page's to decide (spec §8: the network, platform and student lists go to
        // /logado, others end the session): `QueryContent` and `PanelQuery` do it by the page's policy.
        unauthorized: "keep-session",
      }) as Promise<CallResponse<C>>,
    enabled: token !== null,
  });
}
