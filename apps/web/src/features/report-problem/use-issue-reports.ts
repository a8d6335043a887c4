import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { issueReportList } from "@trilha/contracts/issue-report.calls";
import { ISSUE_REPORTS_PAGE_SIZE } from "@trilha/contracts/limits";
import { callApi } from "../../lib/api-client.ts";
import { useLanguage } from "../../lib/i18n.ts";
import { apiQueryKey } from "../../lib/use-api-query.ts";
import { useSession } from "../../lib/use-session.ts";

/** One page of the problems reported on the platform in use (administrators only; the server checks). */
export function useIssueReports(page: number) {
  const lang = useLanguage();
  const session = useSession();
  const token = session.status === "signed-out" ? null : session.token;
  return useQuery({
    queryKey: [...apiQueryKey(issueReportList, lang, token), page],
    queryFn: ({ signal }) =>
      callApi(issueReportList, {
        lang,
        token,
        signal,
        query: { pagina: page, limite: ISSUE_REPORTS_PAGE_SIZE },
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
