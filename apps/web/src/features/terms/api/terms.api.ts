import * as termsCalls from "@trilha/contracts/terms.calls";
import { callMutation, callQuery, callQueryWith, callRefresh, callUpdate } from "../../../lib/call-hooks.ts";

export const useTermsCurrent = callQuery(termsCalls.termsCurrent);
export const useTermsAccept = callMutation(termsCalls.termsAccept);
/** The current terms marked accepted at once, once the server took the acceptance; then loaded again. */
export const useUpdateTermsCurrent = callUpdate(termsCalls.termsCurrent);
export const useRefreshTermsCurrent = callRefresh(termsCalls.termsCurrent);

export const useTermsVersions = callQuery(termsCalls.termsVersions);
/** Publishing refreshes the versions and the current terms, which everyone must now accept. */
export const useTermsPublish = callMutation(termsCalls.termsPublish, {
  refreshes: [termsCalls.termsVersions, termsCalls.termsCurrent],
});

/** Who of the platform accepted one version, a page at a time; nothing is asked until a version is chosen. */
export const useTermsAcceptances = callQueryWith(
  termsCalls.termsAcceptances,
  (versao: number | null, pagina: number) => ({ query: { versao: versao ?? 1, pagina } }),
  { enabled: (versao) => versao !== null },
);
