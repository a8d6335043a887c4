import { useQuery } from "@tanstack/react-query";
import type { RosterImport } from "@trilha/contracts/roster.calls";
import * as rosterCalls from "@trilha/contracts/roster.calls";
import { apiCall } from "../../../lib/api.ts";
import { apiDownload } from "../../../lib/api-download.ts";
import { callMutation } from "../../../lib/call-hooks.ts";
import { useLanguage } from "../../../lib/i18n.ts";
import { apiQueryKey } from "../../../lib/use-api-query.ts";
import { useSession } from "../../../lib/use-session.ts";

/** How often the page asks how far an import is. */
const POLL_MS = 1000;

export const useRosterAnalyze = callMutation(rosterCalls.rosterAnalyze);
export const useRosterConfirm = callMutation(rosterCalls.rosterConfirm);

/** One import's state, asked again every second while it runs. */
export function useRosterImportState(id: number | null, initial: RosterImport | undefined) {
  const lang = useLanguage();
  const session = useSession();
  const token = session.status === "signed-out" ? null : session.token;
  return useQuery({
    queryKey: [...apiQueryKey(rosterCalls.rosterImportState, lang, token), id],
    queryFn: ({ signal }) =>
      apiCall(rosterCalls.rosterImportState, { query: { importacao_id: id ?? 0 }, signal }).then(
        (answer) => answer.importacao,
      ),
    enabled: id !== null && token !== null,
    initialData: initial,
    refetchInterval: (query) => (query.state.data?.situacao === "importando" ? POLL_MS : false),
  });
}

/** The registrations as OneRoster 1.2 CSV files in a ZIP: a network's, or the whole scope's. */
export function downloadRosterExport(networkId: number | undefined) {
  return apiDownload(rosterCalls.rosterExport, { query: networkId ? { rede_id: networkId } : {} });
}

export function downloadRosterTemplate(format: "csv" | "xlsx") {
  return apiDownload(rosterCalls.rosterTemplate, { query: { formato: format } });
}

/** Every error and warning of an import, as a CSV file. */
export function downloadRosterProblems(id: number) {
  return apiDownload(rosterCalls.rosterImportProblems, { query: { importacao_id: id } });
}
