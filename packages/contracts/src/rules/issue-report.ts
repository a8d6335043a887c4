// Category titles come from the server ("Outros."), so the match is on a fragment, not an id.
const DESCRIPTION_REQUIRED_MARKER = "outros";

export function isDescriptionRequired(categoryTitle: string | null | undefined): boolean {
  return (categoryTitle ?? "").toLowerCase().includes(DESCRIPTION_REQUIRED_MARKER);
}

export type IssueReportProblem = "categoryRequired" | "descriptionRequired";

export function issueReportProblems(input: {
  categoria: number | null | undefined;
  categoryTitle: string | null | undefined;
  descricao: string | null | undefined;
  /**
   * The category's `exige_descricao` as the server sent it. Titles are shown translated ("Other." in en-us),
   * so a form decides on this flag, which the server took from the canonical title; absent, the title decides.
   */
  descriptionRequired?: boolean | undefined;
}): IssueReportProblem[] {
  const problems: IssueReportProblem[] = [];
  // NaN is what an unparsed select value becomes, so it counts as no choice.
  if (input.categoria == null || Number.isNaN(input.categoria)) problems.push("categoryRequired");
  const required = input.descriptionRequired ?? isDescriptionRequired(input.categoryTitle);
  if (required && (input.descricao ?? "").trim() === "") {
    problems.push("descriptionRequired");
  }
  return problems;
}
