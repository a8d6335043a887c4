import type { Db } from "../../db/database.ts";
import { sweepInBatches, sweptRowsOf } from "../../db/sweep.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { ISSUE_REPORT_PRINT_KEEP_DAYS, ISSUE_REPORT_PRINT_MAX_DAYS } from "./issue-report.service.ts";

// Cross-scope maintenance (the retention pass's share), so it reads the database whole: files named *.sweep.ts
// are the only ones in modules/ given it.

/**
 * A screenshot shows whatever was on a person's screen, a child's data among it: it is kept while its report
 * is worked on and ISSUE_REPORT_PRINT_KEEP_DAYS after it is resolved, and never longer than a year; then the
 * retention pass deletes the file, and the report keeps its words. Answers how many went.
 */
export async function sweepOldPrints(db: Db, storage: StorageProvider, now: Date): Promise<number> {
  const day = 86_400_000;
  const resolvedBefore = new Date(now.getTime() - ISSUE_REPORT_PRINT_KEEP_DAYS * day).toISOString();
  const madeBefore = new Date(now.getTime() - ISSUE_REPORT_PRINT_MAX_DAYS * day).toISOString();
  return sweepInBatches(
    500,
    (limit) => listOldPrints(db, resolvedBefore, madeBefore, limit),
    async (row, storedIn) => {
      if (storedIn && row.print_path !== null) {
        const prints = storage.folder(storedIn, "issue-reports");
        const name = prints.nameOf(row.print_path);
        if (name !== null) await prints.delete(name);
      }
      await forgetPrint(db, row.id);
      return true;
    },
  );
}

/**
 * Screenshots past their keeping, in every scope at once (maintenance by age): of reports resolved before
 * `resolvedBefore`, and of any report made before `madeBefore`; with what it takes to reach their files.
 */
export function listOldPrints(db: Db, resolvedBefore: string, madeBefore: string, limit: number) {
  return sweptRowsOf(db, "issue_reports")
    .select("issue_reports.print_path")
    .where("issue_reports.print_path", "is not", null)
    .where((eb) =>
      eb.or([
        eb("issue_reports.resolved_at", "<", resolvedBefore),
        eb("issue_reports.created_at", "<", madeBefore),
      ]),
    )
    .limit(limit)
    .execute();
}

/** The report stays, its words and its history; only the screenshot goes. */
export async function forgetPrint(db: Db, id: number) {
  await db.updateTable("issue_reports").set({ print_path: null }).where("id", "=", id).execute();
}
