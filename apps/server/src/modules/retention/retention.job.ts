import type { Db } from "../../db/database.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import type { JobHandler, RecurringJob } from "../jobs/job-runner.ts";
import { purgeExpired, purgeExpiredRows, type RetentionSettings } from "./retention.service.ts";

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
