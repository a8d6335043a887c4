import { countRows } from "../../db/count.ts";
import { insertInto, type ScopedDb } from "../../db/scoped-db.ts";
import { startsWithText } from "../../db/text-match.ts";

export interface NewIssueReport {
  userId: number;
  /** The visiting platform administrator who sent it on the user's behalf, if any. */
  visitorId: number | null;
  categoryId: number;
  rota: string;
  descricao: string;
  proCodigo: string | null;
  printKey: string | null;
  createdAt: string;
  notifySender: boolean;
  senderLang: string;
}

export async function insertIssueReport(data: ScopedDb, report: NewIssueReport): Promise<number> {
  const row = await insertInto(data, "issue_reports")
    .values({
      user_id: report.userId,
      visitor_id: report.visitorId,
      category_id: report.categoryId,
      rota: report.rota,
      descricao: report.descricao,
      print_path: report.printKey,
      pro_codigo: report.proCodigo,
      created_at: report.createdAt,
      notify_sender: report.notifySender ? 1 : 0,
      sender_lang: report.senderLang,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The inbox's filters, in the table's own words (`status` is new, in_progress or resolved). */
export interface IssueReportFilters {
  status?: string | undefined;
  categoryId?: number | undefined;
  /** The route itself or any page below it. */
  route?: string | undefined;
}

function filtered(data: ScopedDb, filters: IssueReportFilters) {
  let query = data.selectFrom("issue_reports");
  if (filters.status !== undefined) query = query.where("issue_reports.status", "=", filters.status);
  if (filters.categoryId !== undefined)
    query = query.where("issue_reports.category_id", "=", filters.categoryId);
  if (filters.route !== undefined) {
    const route = filters.route.replace(/\/+$/, "");
    query = query.where((eb) =>
      eb.or([
        eb("issue_reports.rota", "=", route || "/"),
        startsWithText(eb, "issue_reports.rota", `${route}/`),
      ]),
    );
  }
  return query;
}

/**
 * The scope's reports the filters let through, newest first, with who sent them (and the visiting
 * administrator), their category, who handles them and how many notes they have.
 */
export function listIssueReports(
  data: ScopedDb,
  filters: IssueReportFilters,
  page: { limit: number; offset: number },
) {
  return filtered(data, filters)
    .innerJoin("users", "users.id", "issue_reports.user_id")
    .leftJoin("users as visitors", "visitors.id", "issue_reports.visitor_id")
    .leftJoin("users as assignees", "assignees.id", "issue_reports.assignee_id")
    .innerJoin("issue_categories", "issue_categories.id", "issue_reports.category_id")
    .select((eb) => [
      "issue_reports.id",
      "issue_reports.created_at",
      "issue_reports.rota",
      "issue_reports.descricao",
      "issue_reports.pro_codigo",
      "issue_reports.print_path",
      "issue_reports.status",
      "issue_reports.notify_sender",
      "issue_reports.resolved_at",
      "users.id as user_id",
      "users.nome as user_nome",
      "users.usuario as user_usuario",
      "visitors.id as visitor_id",
      "visitors.nome as visitor_nome",
      "visitors.usuario as visitor_usuario",
      "assignees.id as assignee_id",
      "assignees.nome as assignee_nome",
      "assignees.usuario as assignee_usuario",
      "issue_categories.id as category_id",
      "issue_categories.chave as category_chave",
      "issue_categories.titulo as category_titulo",
      eb
        .selectFrom("issue_report_notes")
        .select((count) => count.fn.countAll<number | string | bigint>().as("notes"))
        .whereRef("issue_report_notes.scope", "=", "issue_reports.scope")
        .whereRef("issue_report_notes.report_id", "=", "issue_reports.id")
        .as("notes"),
    ])
    .orderBy("issue_reports.created_at", "desc")
    .orderBy("issue_reports.id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countIssueReports(data: ScopedDb, filters: IssueReportFilters = {}): Promise<number> {
  return countRows(filtered(data, filters));
}

/** The routes the scope's reports name (the first 500 in order), for the inbox's route filter. */
export async function listReportedRoutes(data: ScopedDb): Promise<string[]> {
  const rows = await data
    .selectFrom("issue_reports")
    .select("rota")
    .distinct()
    .orderBy("rota")
    .limit(500)
    .execute();
  return rows.map((row) => row.rota);
}

/** Where one of the scope's reports keeps its screenshot; null when there is no such report or no screenshot. */
export async function findIssueReportPrintKey(data: ScopedDb, id: number): Promise<string | null> {
  const row = await data
    .selectFrom("issue_reports")
    .select("print_path")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.print_path ?? null;
}

/** One of the scope's reports as the inbox changes it, with its sender's e-mail for the resolution notice. */
export function findIssueReportState(data: ScopedDb, id: number) {
  return data
    .selectFrom("issue_reports")
    .innerJoin("users", "users.id", "issue_reports.user_id")
    .select([
      "issue_reports.id",
      "issue_reports.status",
      "issue_reports.assignee_id",
      "issue_reports.notify_sender",
      "issue_reports.sender_lang",
      "issue_reports.resolved_at",
      "issue_reports.rota",
      "issue_reports.created_at",
      "users.nome as sender_nome",
      "users.email as sender_email",
    ])
    .where("issue_reports.id", "=", id)
    .executeTakeFirst();
}

export async function updateIssueReportState(
  data: ScopedDb,
  id: number,
  state: { status: string; assigneeId: number | null; resolvedAt: string | null },
): Promise<void> {
  await data
    .updateTable("issue_reports")
    .set({ status: state.status, assignee_id: state.assigneeId, resolved_at: state.resolvedAt })
    .where("id", "=", id)
    .execute();
}

export async function insertIssueReportNote(
  data: ScopedDb,
  note: { reportId: number; authorId: number; body: string; createdAt: string },
): Promise<void> {
  await insertInto(data, "issue_report_notes")
    .values({
      report_id: note.reportId,
      author_id: note.authorId,
      body: note.body,
      created_at: note.createdAt,
    })
    .execute();
}

/** One report's notes, oldest first, with their authors. */
export function listIssueReportNotes(data: ScopedDb, reportId: number) {
  return data
    .selectFrom("issue_report_notes")
    .innerJoin("users", "users.id", "issue_report_notes.author_id")
    .select([
      "issue_report_notes.id",
      "issue_report_notes.body",
      "issue_report_notes.created_at",
      "users.id as author_id",
      "users.nome as author_nome",
      "users.usuario as author_usuario",
    ])
    .where("issue_report_notes.report_id", "=", reportId)
    .orderBy("issue_report_notes.created_at")
    .orderBy("issue_report_notes.id")
    .execute();
}
