import type { Db } from "../../db/database.ts";
import { insertScoped, scoped } from "../../db/scoped.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

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
}

export async function insertIssueReport(db: Db, scope: TenantScope, report: NewIssueReport): Promise<number> {
  const row = await insertScoped(db, scope, "issue_reports")
    .values({
      user_id: report.userId,
      visitor_id: report.visitorId,
      category_id: report.categoryId,
      rota: report.rota,
      descricao: report.descricao,
      print_path: report.printKey,
      pro_codigo: report.proCodigo,
      created_at: report.createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The scope's reports, newest first, with who sent them (and the visiting administrator) and their category. */
export function listIssueReports(db: Db, scope: TenantScope, page: { limit: number; offset: number }) {
  return scoped(db, scope)
    .selectFrom("issue_reports")
    .innerJoin("users", "users.id", "issue_reports.user_id")
    .leftJoin("users as visitors", "visitors.id", "issue_reports.visitor_id")
    .innerJoin("issue_categories", "issue_categories.id", "issue_reports.category_id")
    .select([
      "issue_reports.id",
      "issue_reports.created_at",
      "issue_reports.rota",
      "issue_reports.descricao",
      "issue_reports.pro_codigo",
      "issue_reports.print_path",
      "users.id as user_id",
      "users.nome as user_nome",
      "users.usuario as user_usuario",
      "visitors.id as visitor_id",
      "visitors.nome as visitor_nome",
      "visitors.usuario as visitor_usuario",
      "issue_categories.id as category_id",
      "issue_categories.chave as category_chave",
      "issue_categories.titulo as category_titulo",
    ])
    .orderBy("issue_reports.created_at", "desc")
    .orderBy("issue_reports.id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countIssueReports(db: Db, scope: TenantScope): Promise<number> {
  const row = await scoped(db, scope)
    .selectFrom("issue_reports")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Where one of the scope's reports keeps its screenshot; null when there is no such report or no screenshot. */
export async function findIssueReportPrintKey(
  db: Db,
  scope: TenantScope,
  id: number,
): Promise<string | null> {
  const row = await scoped(db, scope)
    .selectFrom("issue_reports")
    .select("print_path")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.print_path ?? null;
}
