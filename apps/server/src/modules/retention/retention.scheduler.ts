import type { Db } from "../../db/database.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { purgeExpired, purgeExpiredRows, type RetentionSettings } from "./retention.service.ts";

/** A pass an hour keeps each purge small; the first waits a minute so start-up and health checks go first. */
export const RETENTION_INTERVAL_MS = 60 * 60_000;
export const RETENTION_FIRST_DELAY_MS = 60_000;

interface RetentionLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/**
 * Runs the retention pass on a timer in the serving process. Several instances on one PostgreSQL database may
 * all run it: deleting what is already gone is harmless. A failed pass (database away) is logged and the next
 * one tries again. Answers a function that stops it and resolves once a pass under way has finished, so the
 * database is never closed beneath one.
 */
export function scheduleRetention(
  db: Db,
  settings: RetentionSettings,
  log: RetentionLog,
  timing: { firstDelayMs: number; intervalMs: number } = {
    firstDelayMs: RETENTION_FIRST_DELAY_MS,
    intervalMs: RETENTION_INTERVAL_MS,
  },
  /** Where uploads keep their bytes; without it, only rows are purged. */
  storage?: StorageProvider,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  let stopped = false;
  let interval: NodeJS.Timeout | undefined;

  async function purge(): Promise<void> {
    try {
      const deleted = storage
        ? await purgeExpired(db, settings, storage)
        : await purgeExpiredRows(db, settings);
      if (Object.keys(deleted).length > 0) log.info({ deleted }, "retention: expired rows deleted");
    } catch (error) {
      log.warn({ err: error }, "retention: pass failed, retrying at the next one");
    }
  }

  function pass(): void {
    if (running || stopped) return;
    running = purge().finally(() => {
      running = undefined;
    });
  }

  const first = setTimeout(() => {
    pass();
    interval = setInterval(pass, timing.intervalMs);
    interval.unref();
  }, timing.firstDelayMs);
  first.unref();

  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(interval);
    await running;
  };
}
