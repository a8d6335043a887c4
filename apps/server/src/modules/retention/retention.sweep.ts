import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { sweepOldPrints } from "../issue-reports/issue-report.sweep.ts";
import type { JobHandler, RecurringJob } from "../jobs/job-runner.ts";
import { sweepOldRosterImports } from "../roster/roster.sweep.ts";
import { sweepExpiredUploads } from "../uploads/upload.sweep.ts";

// The retention pass reads and deletes across every scope (maintenance by age), so it is given the database
// whole: files named *.sweep.ts are the only ones in modules/ that are.

/** Rows removed per statement: short statements let requests run between them on the single SQLite writer. */
export const PURGE_BATCH = 500;

/**
 * Deletes the rows of `table` whose `column` is before `cutoff`, in every scope at once: this is maintenance by
 * age, not a read of anyone's data, and one pass serves every tenant. Tables with an integer id go in batches
 * (a plain index on `column` finds them); the short-lived ones without an id go in one statement.
 */
export async function deleteOlderThan(
  db: Db,
  table: keyof Database,
  column: string,
  cutoff: string,
  batched: boolean,
): Promise<number> {
  if (!batched) {
    const result = await sql`delete from ${sql.table(table)} where ${sql.ref(column)} < ${cutoff}`.execute(
      db,
    );
    return Number(result.numAffectedRows ?? 0);
  }
  let total = 0;
  for (;;) {
    const result = await sql`delete from ${sql.table(table)} where id in (
      select id from ${sql.table(table)} where ${sql.ref(column)} < ${cutoff} limit ${PURGE_BATCH}
    )`.execute(db);
    const deleted = Number(result.numAffectedRows ?? 0);
    total += deleted;
    if (deleted < PURGE_BATCH) return total;
    // Let waiting requests in before the next batch.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export interface RetentionSettings {
  /** Days the audit log keeps an event. */
  auditDays: number;
  /** Days a login attempt (login, address, outcome) is kept. */
  loginAttemptDays: number;
}

const DAY_MS = 86_400_000;
/** Password-flow events only feed limits of at most an hour; a day covers them with room. */
const PASSWORD_EVENT_DAYS = 1;

interface RetentionRule {
  table: keyof Database;
  column: string;
  /** Rows before this instant go. */
  cutoff: (now: Date, settings: RetentionSettings) => Date;
  batched: boolean;
}

const expired = (now: Date) => now;
const daysAgo = (days: number) => (now: Date) => new Date(now.getTime() - days * DAY_MS);

/**
 * What nothing reads any more, and is therefore deleted: expired credentials and challenges (a leaked
 * database then holds fewer of them) and personal data past the period it serves (addresses of login
 * attempts, the audit log). Issue reports (but their screenshots), visits, terms acceptances and accounts are
 * kept: people read them.
 */
export const RETENTION_RULES: readonly RetentionRule[] = [
  { table: "sessions", column: "expires_at", cutoff: expired, batched: true },
  { table: "password_reset_tokens", column: "expires_at", cutoff: expired, batched: true },
  { table: "guardian_pairing_codes", column: "expires_at", cutoff: expired, batched: true },
  // A challenge's codes go with it (on delete cascade); a code never outlives its challenge.
  { table: "two_factor_codes", column: "expires_at", cutoff: expired, batched: true },
  { table: "two_factor_challenges", column: "expires_at", cutoff: expired, batched: true },
  { table: "two_factor_trusted_devices", column: "expires_at", cutoff: expired, batched: true },
  { table: "known_browsers", column: "expires_at", cutoff: expired, batched: true },
  { table: "social_nonces", column: "expires_at", cutoff: expired, batched: true },
  { table: "social_confirmations", column: "expires_at", cutoff: expired, batched: true },
  { table: "captcha_challenges", column: "expires_at", cutoff: expired, batched: false },
  { table: "rate_limit_counters", column: "expires_at", cutoff: expired, batched: false },
  { table: "password_events", column: "created_at", cutoff: daysAgo(PASSWORD_EVENT_DAYS), batched: true },
  {
    table: "login_attempts",
    column: "created_at",
    cutoff: (now, settings) => daysAgo(settings.loginAttemptDays)(now),
    batched: true,
  },
  {
    table: "audit_events",
    column: "occurred_at",
    cutoff: (now, settings) => daysAgo(settings.auditDays)(now),
    batched: true,
  },
];

/** One pass over every rule; answers how many rows each table lost. */
export async function purgeExpiredRows(
  db: Db,
  settings: RetentionSettings,
  now: Date = new Date(),
): Promise<Partial<Record<keyof Database, number>>> {
  const deleted: Partial<Record<keyof Database, number>> = {};
  for (const rule of RETENTION_RULES) {
    const cutoff = rule.cutoff(now, settings).toISOString();
    const count = await deleteOlderThan(db, rule.table, rule.column, cutoff, rule.batched);
    if (count > 0) deleted[rule.table] = count;
  }
  return deleted;
}

/**
 * The hourly pass: expired rows, and unfinished uploads past their day with what they left in storage (the
 * uploads module forgets those, as only it knows their objects).
 */
export async function purgeExpired(
  db: Db,
  settings: RetentionSettings,
  storage: StorageProvider,
  now: Date = new Date(),
): Promise<Partial<Record<keyof Database, number>>> {
  const deleted = await purgeExpiredRows(db, settings, now);
  const uploads = await sweepExpiredUploads(db, storage, now);
  if (uploads > 0) deleted.uploads = uploads;
  // Roster files are kept 90 days for who sent them; then the files and their rows go.
  const rosterImports = await sweepOldRosterImports(db, storage, now);
  if (rosterImports > 0) deleted.roster_imports = rosterImports;
  // Problem reports stay; their screenshots go 90 days after they are resolved, or after a year.
  const prints = await sweepOldPrints(db, storage, now);
  if (prints > 0) deleted.issue_reports = prints;
  return deleted;
}

export const RETENTION_JOB = "retention.pass";

/**
 * The retention pass as a recurring job: an hour keeps each purge small, and the first waits a minute so start-up
 * and health checks go first. However many instances run, one does each hour's pass; a failed one (database
 * away) is tried again by the job runner.
 */
export const RETENTION_SCHEDULE: RecurringJob = {
  kind: RETENTION_JOB,
  everyMs: 60 * 60_000,
  firstDelayMs: 60_000,
};

export function retentionJob(
  db: Db,
  settings: RetentionSettings,
  log: { info(fields: object, message: string): void },
  /** Where uploads keep their bytes; without it, only rows are purged. */
  storage?: StorageProvider,
): JobHandler {
  return async () => {
    const deleted = storage
      ? await purgeExpired(db, settings, storage)
      : await purgeExpiredRows(db, settings);
    if (Object.keys(deleted).length > 0) log.info({ deleted }, "retention: expired rows deleted");
  };
}
