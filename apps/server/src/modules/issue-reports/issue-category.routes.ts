import { issueCategories } from "@trilha/contracts/account.calls";
import { isDescriptionRequired } from "@trilha/contracts/rules/issue-report";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { listIssueCategories } from "./issue-category.repository.ts";
import { categoryTitle } from "./issue-category.ts";

export default async function issueCategoryRoutes(app: FastifyInstance) {
  registerCall(app, issueCategories, async ({ db, lang }) => {
    const rows = await listIssueCategories(db);
    return {
      categorias: rows.map((row) => ({
        id: row.id,
        titulo: categoryTitle(lang, row),
        // Decided on the stored (pt-br) title, so the rule holds whatever the language shown.
        exige_descricao: isDescriptionRequired(row.titulo),
      })),
    };
  });
}
