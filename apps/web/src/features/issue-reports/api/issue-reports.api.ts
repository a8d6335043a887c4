import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type IssueReportStatus,
  issueCategories,
  issueReport,
  issueReportAddNote,
  issueReportAssignees,
  issueReportList,
  issueReportNotes,
  issueReportUpdate,
} from "@trilha/contracts/issue-reports.calls";
import { ISSUE_REPORTS_PAGE_SIZE } from "@trilha/contracts/limits";
import { apiCall } from "../../../lib/api.ts";
import { callMutation, callQuery } from "../../../lib/call-hooks.ts";
import { useLanguage } from "../../../lib/i18n.ts";
import { apiQueryKey } from "../../../lib/use-api-query.ts";
import { useSession } from "../../../lib/use-session.ts";

export const useIssueCategories = callQuery(issueCategories);

// Spec §8: a report that fails, a 401 included, shows the server's message in the dialog and ends nothing.
export const useIssueReport = callMutation(issueReport, { unauthorized: "keep-session" });

/** The inbox's filters, as the list call takes them; absent means every value. */
export interface IssueReportFilters {
  situacao?: IssueReportStatus | undefined;
  categoria?: number | undefined;
  rota?: string | undefined;
}

function useToken(): string | null {
  const session = useSession();
  return session.status === "signed-out" ? null : session.token;
}

/** One page of the problems reported on the platform in use (administrators only; the server checks). */
export function useIssueReports(page: number, filters: IssueReportFilters = {}) {
  const lang = useLanguage();
  const token = useToken();
  return useQuery({
    queryKey: [...apiQueryKey(issueReportList, lang, token), page, filters],
    queryFn: ({ signal }) =>
      apiCall(issueReportList, {
        signal,
        query: { pagina: page, limite: ISSUE_REPORTS_PAGE_SIZE, ...filters },
        // Spec §8: the page's 401 goes to /logado, which `QueryContent` does, so the session is not ended here.
        unauthorized: "keep-session",
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** The administrators' notes on one report. */
export function useIssueReportNotes(id: number) {
  const lang = useLanguage();
  const token = useToken();
  return useQuery({
    queryKey: [...apiQueryKey(issueReportNotes, lang, token), id],
    queryFn: ({ signal }) =>
      apiCall(issueReportNotes, { signal, query: { id }, unauthorized: "keep-session" }),
    enabled: token !== null,
  });
}

export const useIssueReportAssignees = callQuery(issueReportAssignees);

const useUpdateCall = callMutation(issueReportUpdate, { unauthorized: "keep-session" });
const useAddNoteCall = callMutation(issueReportAddNote, { unauthorized: "keep-session" });

/** Refreshes the inbox's list and notes after a change, whatever page or filters they were loaded with. */
function useRefreshInbox() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [issueReportList, issueReportNotes].map((call) =>
        queryClient.invalidateQueries({ queryKey: [call.method, call.path] }),
      ),
    );
}

export function useIssueReportUpdate() {
  const refresh = useRefreshInbox();
  return useUpdateCall({ onSuccess: () => refresh() });
}

export function useIssueReportAddNote() {
  const refresh = useRefreshInbox();
  return useAddNoteCall({ onSuccess: () => refresh() });
}
