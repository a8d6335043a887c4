import type { Db } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { sweepOldPrints } from "../issue-reports/issue-report.service.ts";
import { sweepOldRosterImports } from "../roster/roster.service.ts";
import { sweepExpiredUploads } from "../uploads/upload.service.ts";
import { deleteOlderThan } from "./retention.repository.ts";

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
