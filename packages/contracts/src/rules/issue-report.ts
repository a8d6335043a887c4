// Category titles come from the server ("Outros."), so the match is on a fragment, not an id.
const DESCRIPTION_REQUIRED_MARKER = "outros";

export function isDescriptionRequired(categoryTitle: string | null | undefined): boolean {
  return (categoryTitle ?? "").toLowerCase().includes(DESCRIPTION_REQUIRED_MARKER);
}

export type IssueReportProblem = "categoryRequired" | "descriptionRequired";

export const ISSUE_REPORT_MESSAGE_KEYS: Record<IssueReportProblem, string> = {
  categoryRequired: "issueReport.categoryRequired",
  descriptionRequired: "issueReport.descriptionRequired",
};

export function issueReportProblems(input: {
  categoria: number | null | undefined;
  categoryTitle: string | null | undefined;
  descricao: string | null | undefined;
}): IssueReportProblem[] {
  const problems: IssueReportProblem[] = [];
  // NaN is what an unparsed select value becomes, so it counts as no choice.
  if (input.categoria == null || Number.isNaN(input.categoria)) problems.push("categoryRequired");
  if (isDescriptionRequired(input.categoryTitle) && (input.descricao ?? "").trim() === "") {
    problems.push("descriptionRequired");
  }
  return problems;
}
