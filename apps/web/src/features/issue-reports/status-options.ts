import { ISSUE_REPORT_STATUSES } from "@trilha/contracts/issue-reports.calls";
import type { TFunction } from "../../lib/i18n.ts";

/** A report's statuses in the catalogue's words, as a select's options (the inbox's filter, a report's state). */
export function statusOptions(t: TFunction) {
  return ISSUE_REPORT_STATUSES.map((value) => ({ value, label: t(`issueReports.statuses.${value}`) }));
}
