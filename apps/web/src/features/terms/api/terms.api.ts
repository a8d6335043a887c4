import {
  termsAccept,
  termsAcceptances,
  termsCurrent,
  termsPublish,
  termsVersions,
} from "@trilha/contracts/terms.calls";
import { callMutation, callQuery, callQueryWith } from "../../../lib/call-hooks.ts";

export const useTermsCurrent = callQuery(termsCurrent);
export const useTermsAccept = callMutation(termsAccept);

export const useTermsVersions = callQuery(termsVersions);
/** Publishing refreshes the versions and the current terms, which everyone must now accept. */
export const useTermsPublish = callMutation(termsPublish, { refreshes: [termsVersions, termsCurrent] });

/** Who of the platform accepted one version, a page at a time; nothing is asked until a version is chosen. */
export const useTermsAcceptances = callQueryWith(
  termsAcceptances,
  (versao: number | null, pagina: number) => ({ query: { versao: versao ?? 1, pagina } }),
  { enabled: (versao) => versao !== null },
);
