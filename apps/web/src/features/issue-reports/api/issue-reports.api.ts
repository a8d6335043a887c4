import type { IssueReportStatus } from "@trilha/contracts/issue-reports.calls";
import * as issueReportsCalls from "@trilha/contracts/issue-reports.calls";
import { ISSUE_REPORTS_PAGE_SIZE } from "@trilha/contracts/limits";
import { callMutation, callQuery, callQueryWith } from "../../../lib/call-hooks.ts";

export const useIssueCategories = callQuery(issueReportsCalls.issueCategories);

// Spec §8: a report that fails, a 401 included, shows the server's message in the dialog and ends nothing.
export const useIssueReport = callMutation(issueReportsCalls.issueReport, { unauthorized: "keep-session" });

/** The inbox's filters, as the list call takes them; absent means every value. */
export interface IssueReportFilters {
  situacao?: IssueReportStatus | undefined;
  categoria?: number | undefined;
  rota?: string | undefined;
}

/**
 * One page of the problems reported on the platform in use (administrators only; the server checks). Spec §8: the
 * page's 401 goes to /logado, which `QueryContent` does, so the session is not ended here.
 */
export const useIssueReports = callQueryWith(
  issueReportsCalls.issueReportList,
  (page: number, filters: IssueReportFilters = {}) => ({
    query: { pagina: page, limite: ISSUE_REPORTS_PAGE_SIZE, ...filters },
  }),
  { keepPrevious: true },
);

/** The administrators' notes on one report. */
export const useIssueReportNotes = callQueryWith(issueReportsCalls.issueReportNotes, (id: number) => ({
  query: { id },
}));

export const useIssueReportAssignees = callQuery(issueReportsCalls.issueReportAssignees);

// A change refreshes the inbox's list and notes, whatever page or filters they were loaded with.
const inbox = {
  unauthorized: "keep-session",
  refreshes: [issueReportsCalls.issueReportList, issueReportsCalls.issueReportNotes],
} as const;
export const useIssueReportUpdate = callMutation(issueReportsCalls.issueReportUpdate, inbox);
export const useIssueReportAddNote = callMutation(issueReportsCalls.issueReportAddNote, inbox);
