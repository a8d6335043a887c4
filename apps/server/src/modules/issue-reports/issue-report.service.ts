import type { IssueReportSummary } from "@trilha/contracts/issue-reports.calls";
import { isDescriptionRequired } from "@trilha/contracts/rules/issue-report";
import type { Language } from "@trilha/contracts/rules/languages";
import { HttpError } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { findIssueCategory } from "./issue-category.repository.ts";
import { categoryTitle } from "./issue-category.ts";
import {
  countIssueReports,
  findIssueReportPrintKey,
  insertIssueReport,
  listIssueReports,
} from "./issue-report.repository.ts";
import { contentTypeOfPrintName, decodeScreenshot, newPrintName } from "./issue-report-print.ts";

type IssueReportContext = Pick<RequestContext, "db" | "scope" | "providers">;

export interface IssueReportInput {
  rota: string;
  print: string;
  descricao: string;
  categoria: number;
  pro_codigo?: string | undefined;
}

/**
 * Spec §5 "Issue report", checked again here whatever the form did: the category must exist, 'Outros.' needs a
 * description, and the screenshot (optional: a capture can fail in the browser) must be a sane image. The file
 * is stored first and removed again if the row cannot be written, so no report points at a missing file.
 */
export async function createIssueReport(
  context: IssueReportContext,
  sender: { userId: number; visitorId: number | null },
  input: IssueReportInput,
  now: Date = new Date(),
): Promise<number> {
  const category = await findIssueCategory(context.db, input.categoria);
  if (!category) throw new HttpError(400, "issueReports.categoryNotFound");
  const descricao = input.descricao.trim();
  // The stored title is the canonical pt-br one ('Outros.'), whatever language the form showed.
  if (isDescriptionRequired(category.titulo) && descricao === "") {
    throw new HttpError(400, "issueReports.descriptionRequired");
  }
  const screenshot = input.print === "" ? null : await decodeScreenshot(input.print);
  const proCodigo = input.pro_codigo?.trim() || null;

  const prints = printsOf(context);
  const printName = screenshot ? newPrintName(screenshot.type) : null;
  if (screenshot && printName) await prints.put(printName, screenshot.data);
  const printKey = printName === null ? null : prints.keyOf(printName);
  try {
    return await insertIssueReport(context.db, context.scope, {
      ...sender,
      categoryId: category.id,
      rota: input.rota,
      descricao,
      proCodigo,
      printKey,
      createdAt: now.toISOString(),
    });
  } catch (error) {
    if (printName) await prints.delete(printName);
    throw error;
  }
}

export async function listReports(
  context: IssueReportContext,
  lang: Language,
  page: { pagina: number; limite: number },
): Promise<{ relatos: IssueReportSummary[]; total: number }> {
  const [rows, total] = await Promise.all([
    listIssueReports(context.db, context.scope, {
      limit: page.limite,
      offset: (page.pagina - 1) * page.limite,
    }),
    countIssueReports(context.db, context.scope),
  ]);
  return {
    total,
    relatos: rows.map((row) => ({
      id: row.id,
      criado_em: row.created_at,
      usuario: { id: row.user_id, nome: row.user_nome, usuario: row.user_usuario },
      visitante:
        row.visitor_id === null || row.visitor_nome === null || row.visitor_usuario === null
          ? null
          : { id: row.visitor_id, nome: row.visitor_nome, usuario: row.visitor_usuario },
      rota: row.rota,
      categoria: {
        id: row.category_id,
        titulo: categoryTitle(lang, { chave: row.category_chave, titulo: row.category_titulo }),
      },
      descricao: row.descricao,
      pro_codigo: row.pro_codigo,
      tem_print: row.print_path !== null,
    })),
  };
}

/** The screenshot of one of the scope's reports with its content type, or null (none, another scope's, gone). */
export async function readReportPrint(
  context: IssueReportContext,
  id: number,
): Promise<{ data: Buffer; contentType: string } | null> {
  const key = await findIssueReportPrintKey(context.db, context.scope, id);
  const prints = printsOf(context);
  const name = key === null ? null : prints.nameOf(key);
  const contentType = name === null ? null : contentTypeOfPrintName(name);
  if (name === null || contentType === null) return null;
  const data = await prints.read(name);
  return data === null ? null : { data, contentType };
}

/** The scope's screenshots in storage; the table records each one's full key. */
function printsOf(context: IssueReportContext) {
  return context.providers.storage.folder(context.scope, "issue-reports");
}
