import { isDescriptionRequired } from "@trilha/contracts/rules/issue-report";
import type { RequestContext } from "../../http/request-context.ts";
import { listIssueCategories } from "./issue-category.repository.ts";
import { categoryTitle } from "./issue-category.ts";

/** Spec §7 reportar-erro/categorias, each title in the request's language. */
export async function issueCategoriesIn(context: Pick<RequestContext, "shared" | "lang">) {
  const rows = await listIssueCategories(context.shared);
  return rows.map((row) => ({
    id: row.id,
    titulo: categoryTitle(context.lang, row),
    // Decided on the stored (pt-br) title, so the rule holds whatever the language shown.
    exige_descricao: isDescriptionRequired(row.titulo),
  }));
}
