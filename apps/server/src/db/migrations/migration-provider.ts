import type { Migration, MigrationProvider } from "kysely/migration";
import * as foundation from "./2026-11-25-001-foundation.ts";
import * as captchaRateLimit from "./2026-11-25-010-captcha-rate-limit.ts";
import * as twoFactor from "./2026-11-25-020-two-factor.ts";
import * as passwordsAndTerms from "./2026-11-25-030-passwords-and-terms.ts";
import * as socialDevicesVisits from "./2026-11-25-050-social-devices-visits.ts";
import * as noticesAnnouncements from "./2026-11-26-070-notices-announcements.ts";
import * as auditLog from "./2026-11-26-080-audit-log.ts";
import * as retentionIndexes from "./2026-11-26-090-retention-indexes.ts";
import * as keyChecks from "./2026-11-26-100-key-checks.ts";
import * as passwordExpiry from "./2026-11-26-110-password-expiry.ts";
import * as sessionReauthentication from "./2026-11-26-120-session-reauthentication.ts";
import * as emailSelfAsserted from "./2026-11-26-130-email-self-asserted.ts";
import * as socialConfirmations from "./2026-11-26-150-social-confirmations.ts";
import * as knownBrowsers from "./2026-11-26-160-known-browsers.ts";
import * as issueReportVisitor from "./2026-11-26-170-issue-report-visitor.ts";
import * as uploads from "./2026-11-26-190-uploads.ts";

/** Migrations in order; names are dated and never change once landed. */
const migrations: Record<string, Migration> = {
  "2026-11-25-001-foundation": foundation,
  "2026-11-25-010-captcha-rate-limit": captchaRateLimit,
  "2026-11-25-020-two-factor": twoFactor,
  "2026-11-25-030-passwords-and-terms": passwordsAndTerms,
  "2026-11-25-050-social-devices-visits": socialDevicesVisits,
  "2026-11-26-070-notices-announcements": noticesAnnouncements,
  "2026-11-26-080-audit-log": auditLog,
  "2026-11-26-090-retention-indexes": retentionIndexes,
  "2026-11-26-100-key-checks": keyChecks,
  "2026-11-26-110-password-expiry": passwordExpiry,
  "2026-11-26-120-session-reauthentication": sessionReauthentication,
  "2026-11-26-130-email-self-asserted": emailSelfAsserted,
  "2026-11-26-150-social-confirmations": socialConfirmations,
  "2026-11-26-160-known-browsers": knownBrowsers,
  "2026-11-26-170-issue-report-visitor": issueReportVisitor,
  "2026-11-26-190-uploads": uploads,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
