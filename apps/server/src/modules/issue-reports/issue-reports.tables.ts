import type { ColumnType, Generated } from "kysely";

export interface IssueReportTable {
  id: Generated<number>;
  scope: string;
  tenant_id: number;
  user_id: number;
  category_id: number;
  rota: string;
  descricao: string;
  print_path: string | null;
  pro_codigo: string | null;
  /** The platform administrator who sent it while visiting the user's account. */
  visitor_id: number | null;
  created_at: string;
  /** new, in_progress or resolved (ISSUE_REPORT_STATUSES). */
  status: ColumnType<string, string | undefined, string>;
  /** The platform administrator who handles it. */
  assignee_id: number | null;
  /** 1 when the sender asked to be told by e-mail once it is resolved. */
  notify_sender: ColumnType<number, number | undefined, number>;
  resolved_at: string | null;
  /** The language the report was sent in, for the e-mail that tells its sender it is resolved. */
  sender_lang: string | null;
}

/** An administrator's note on a problem report. */
export interface IssueReportNoteTable {
  id: Generated<number>;
  scope: string;
  report_id: number;
  author_id: number;
  body: string;
  created_at: string;
}

declare module "../../db/schema.ts" {
  interface Database {
    issue_reports: IssueReportTable;
    issue_report_notes: IssueReportNoteTable;
  }
}
