import { issueCategories } from "@trilha/contracts/issue-reports.calls";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { issueCategoriesIn } from "./issue-category.service.ts";

export default async function issueCategoryRoutes(app: FastifyInstance) {
  registerCall(app, issueCategories, async (context) => ({ categorias: await issueCategoriesIn(context) }));
}
