import type { Kysely } from "kysely";
import { addColumn, createIndex, createTable, dropColumn, dropIndex, dropTables } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// The administrators' inbox of problem reports: each report moves from new to in progress to resolved, may be
// assigned to one administrator, gathers their notes, and tells its sender when resolved if they asked.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await addColumn(db, "issue_reports", "status text not null default 'new'");
  await addColumn(db, "issue_reports", "assignee_id integer");
  await addColumn(db, "issue_reports", "notify_sender integer not null default 0");
  await addColumn(db, "issue_reports", "resolved_at text");
  // The language the sender wrote in, for the e-mail that tells them it is resolved.
  await addColumn(db, "issue_reports", "sender_lang text");
  await createIndex(db, "issue_reports", "index issue_reports_scope_status_idx (scope, status, created_at)");
  await createTable(db, "issue_report_notes", [
    "id integer identity",
    "scope text not null",
    "report_id integer not null references issue_reports.id on delete cascade",
    "author_id integer not null references users.id",
    "body text not null",
    "created_at text not null",
    "index issue_report_notes_scope_report_idx (scope, report_id)",
  ]);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ["issue_report_notes"]);
  await dropIndex(db, "issue_reports_scope_status_idx");
  for (const column of ["sender_lang", "resolved_at", "notify_sender", "assignee_id", "status"])
    await dropColumn(db, "issue_reports", column);
}
