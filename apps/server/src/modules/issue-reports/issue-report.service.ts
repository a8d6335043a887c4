import type {
  IssueReportNote,
  IssueReportStatus,
  IssueReportSummary,
} from "@trilha/contracts/issue-reports.calls";
import { isDescriptionRequired } from "@trilha/contracts/rules/issue-report";
import { isLanguage, type Language } from "@trilha/contracts/rules/languages";
import { translate } from "@trilha/i18n/translate";
import { inTransaction } from "../../db/scoped-db.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import type { Outbox } from "../mail/mail-outbox.service.ts";
import { isPlatformAdmin } from "../users/user.policy.ts";
import { findUserById, listPlatformAdmins } from "../users/user.service.ts";
import { findIssueCategory } from "./issue-category.repository.ts";
import { categoryTitle } from "./issue-category.ts";
import {
  countIssueReports,
  findIssueReportPrintKey,
  findIssueReportState,
  type IssueReportFilters,
  insertIssueReport,
  insertIssueReportNote,
  listIssueReportNotes,
  listIssueReports,
  listReportedRoutes,
  updateIssueReportState,
} from "./issue-report.repository.ts";
import { contentTypeOfPrintName, decodeScreenshot, newPrintName } from "./issue-report-print.ts";

type IssueReportContext = Pick<RequestContext, "shared" | "data" | "scope" | "providers">;

export interface IssueReportInput {
  rota: string;
  print: string;
  descricao: string;
  categoria: number;
  pro_codigo?: string | undefined;
  avisar_resolucao?: boolean | undefined;
}

/** The inbox's statuses as the wire names them, and as the table stores them. */
const STORED_STATUS: Record<IssueReportStatus, string> = {
  novo: "new",
  em_andamento: "in_progress",
  resolvido: "resolved",
};

function statusOf(stored: string): IssueReportStatus {
  const found = (Object.keys(STORED_STATUS) as IssueReportStatus[]).find(
    (key) => STORED_STATUS[key] === stored,
  );
  return found ?? "novo";
}

/**
 * Spec §5 "Issue report", checked again here whatever the form did: the category must exist, 'Outros.' needs a
 * description, and the screenshot (optional: a capture can fail in the browser) must be a sane image. The file
 * is stored first and removed again if the row cannot be written, so no report points at a missing file.
 */
export async function createIssueReport(
  context: IssueReportContext,
  sender: { userId: number; visitorId: number | null; email: string | null; lang: Language },
  input: IssueReportInput,
  now: Date = new Date(),
): Promise<number> {
  // Asking to be told by e-mail needs an address to tell.
  if (input.avisar_resolucao && !sender.email) throw new HttpError(400, "issueReports.notifyNeedsEmail");
  const category = await findIssueCategory(context.shared, input.categoria);
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
    return await insertIssueReport(context.data, {
      userId: sender.userId,
      visitorId: sender.visitorId,
      notifySender: input.avisar_resolucao === true,
      senderLang: sender.lang,
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

export interface ReportQuery {
  pagina: number;
  limite: number;
  situacao?: IssueReportStatus | undefined;
  categoria?: number | undefined;
  rota?: string | undefined;
}

export async function listReports(
  context: IssueReportContext,
  lang: Language,
  query: ReportQuery,
): Promise<{ relatos: IssueReportSummary[]; total: number; rotas: string[] }> {
  const filters: IssueReportFilters = {
    status: query.situacao === undefined ? undefined : STORED_STATUS[query.situacao],
    categoryId: query.categoria,
    route: query.rota,
  };
  const [rows, total, rotas] = await Promise.all([
    listIssueReports(context.data, filters, {
      limit: query.limite,
      offset: (query.pagina - 1) * query.limite,
    }),
    countIssueReports(context.data, filters),
    listReportedRoutes(context.data),
  ]);
  return {
    total,
    rotas,
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
      situacao: statusOf(row.status),
      atribuido_a:
        row.assignee_id === null || row.assignee_nome === null || row.assignee_usuario === null
          ? null
          : { id: row.assignee_id, nome: row.assignee_nome, usuario: row.assignee_usuario },
      avisar_resolucao: row.notify_sender === 1,
      resolvido_em: row.resolved_at,
      notas: Number(row.notes ?? 0),
    })),
  };
}

/** The scope's platform administrators, whom a report can be assigned to. */
export async function reportAssignees(
  context: IssueReportContext,
): Promise<{ id: number; nome: string; usuario: string }[]> {
  const admins = await listPlatformAdmins(context.data);
  return admins.map(({ id, nome, usuario }) => ({ id, nome, usuario }));
}

/**
 * Moves one of the scope's reports to a status and an assignee (a platform administrator of the scope, or
 * nobody). Resolving it sends its sender the e-mail they asked for, in the language they reported in, queued
 * with the change and sent once it is written; a mail server that fails never fails the change.
 */
export async function updateReport(
  context: IssueReportContext,
  change: { id: number; situacao: IssueReportStatus; atribuido_a: number | null },
  mail: { tenantName: string; outbox: Outbox },
  now: Date = new Date(),
): Promise<void> {
  const report = await findIssueReportState(context.data, change.id);
  if (!report) throw notFound();
  if (change.atribuido_a !== null) {
    const assignee = await findUserById(context.data, change.atribuido_a);
    if (!assignee || !isPlatformAdmin(assignee)) throw new HttpError(400, "issueReports.assigneeNotAdmin");
  }
  const status = STORED_STATUS[change.situacao];
  const resolving = status === "resolved" && report.status !== "resolved";
  const notice = await inTransaction(context.data, async (trx) => {
    await updateIssueReportState(trx, change.id, {
      status,
      assigneeId: change.atribuido_a,
      resolvedAt: status !== "resolved" ? null : resolving ? now.toISOString() : report.resolved_at,
    });
    if (!resolving || report.notify_sender !== 1 || !report.sender_email) return null;
    const lang = isLanguage(report.sender_lang) ? report.sender_lang : "pt-br";
    const vars = { nome: report.sender_nome, rota: report.rota, tenant: mail.tenantName };
    return mail.outbox.queue(trx, {
      to: report.sender_email,
      subject: translate(lang, "issueReports.resolvedMailSubject", vars),
      text: translate(lang, "issueReports.resolvedMailText", vars),
    });
  });
  if (notice !== null) mail.outbox.sendSoon(notice);
}

/** One of the scope's reports' notes; null when the scope has no such report. */
export async function reportNotes(
  context: IssueReportContext,
  id: number,
): Promise<IssueReportNote[] | null> {
  if (!(await findIssueReportState(context.data, id))) return null;
  const rows = await listIssueReportNotes(context.data, id);
  return rows.map((row) => ({
    id: row.id,
    texto: row.body,
    criado_em: row.created_at,
    autor: { id: row.author_id, nome: row.author_nome, usuario: row.author_usuario },
  }));
}

export async function addReportNote(
  context: IssueReportContext,
  note: { id: number; texto: string; authorId: number },
  now: Date = new Date(),
): Promise<void> {
  if (!(await findIssueReportState(context.data, note.id))) throw notFound();
  await insertIssueReportNote(context.data, {
    reportId: note.id,
    authorId: note.authorId,
    body: note.texto,
    createdAt: now.toISOString(),
  });
}

/** The screenshot of one of the scope's reports with its content type, or null (none, another scope's, gone). */
export async function readReportPrint(
  context: IssueReportContext,
  id: number,
): Promise<{ data: Buffer; contentType: string } | null> {
  const key = await findIssueReportPrintKey(context.data, id);
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

/** Days a report's screenshot is kept after the report is resolved, and at most after it was made. */
export const ISSUE_REPORT_PRINT_KEEP_DAYS = 90;
export const ISSUE_REPORT_PRINT_MAX_DAYS = 365;
