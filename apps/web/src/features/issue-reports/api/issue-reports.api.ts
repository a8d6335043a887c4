import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { issueCategories, issueReport, issueReportList } from "@trilha/contracts/issue-reports.calls";
import { ISSUE_REPORTS_PAGE_SIZE } from "@trilha/contracts/limits";
import { apiCall } from "../../../lib/api.ts";
import { callMutation, callQuery } from "../../../lib/call-hooks.ts";
import { useLanguage } from "../../../lib/i18n.ts";
import { apiQueryKey } from "../../../lib/use-api-query.ts";
import { useSession } from "../../../lib/use-session.ts";

export const useIssueCategories = callQuery(issueCategories);

// Spec §8: a report that fails, a 401 included, shows the server's message in the dialog and ends nothing.
export const useIssueReport = callMutation(issueReport, { unauthorized: "keep-session" });

/** One page of the problems reported on the platform in use (administrators only; the server checks). */
export function useIssueReports(page: number) {
  const lang = useLanguage();
  const session = useSession();
  const token = session.status === "signed-out" ? null : session.token;
  return useQuery({
    queryKey: [...apiQueryKey(issueReportList, lang, token), page],
    queryFn: ({ signal }) =>
      apiCall(issueReportList, {
        signal,
        query: { pagina: page, limite: ISSUE_REPORTS_PAGE_SIZE },
        // Spec §8: the page's 401 goes to /logado, which `QueryContent` does, so the session is not ended here.
        unauthorized: "keep-session",
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
