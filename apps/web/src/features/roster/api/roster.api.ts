import * as rosterCalls from "@trilha/contracts/roster.calls";
import { apiDownload } from "../../../lib/api-download.ts";
import { callMutation, callQueryWith } from "../../../lib/call-hooks.ts";

/** How often the page asks how far an import is. */
const POLL_MS = 1000;

export const useRosterAnalyze = callMutation(rosterCalls.rosterAnalyze);
export const useRosterConfirm = callMutation(rosterCalls.rosterConfirm);

/** One import's state (nothing asked while there is none), asked again every second while it runs. */
export const useRosterImportState = callQueryWith(
  rosterCalls.rosterImportState,
  (id: number | null) => ({ query: { importacao_id: id ?? 0 } }),
  {
    enabled: (id) => id !== null,
    unauthorized: "end-session",
    refetchEvery: (answer) => (answer?.importacao.situacao === "importando" ? POLL_MS : false),
  },
);

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
