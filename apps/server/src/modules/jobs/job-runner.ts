import { randomUUID } from "node:crypto";
import type { GlobalDb } from "../../db/scoped-db.ts";
import {
  type ClaimedJob,
  claimNextJob,
  deleteFinishedJobs,
  failJob,
  finishJob,
  insertJob,
} from "./job.repository.ts";

/** What a handler is given: its payload, the scope it works in (null: across scopes), and which try this is. */
export interface JobContext {
  payload: unknown;
  scope: string | null;
  attempt: number;
}

/** Does the work of one job; a throw is a failure, tried again later until the job's tries run out. */
export type JobHandler = (job: JobContext) => Promise<void>;

/** A job every `everyMs`, scheduled by every instance and run by one (`unique_key` is the kind and its period). */
export interface RecurringJob {
  kind: string;
  everyMs: number;
  /** The first period waits this long after start, so start-up and health checks go first. */
  firstDelayMs?: number;
}

export interface JobRunnerOptions {
  db: GlobalDb;
  handlers: Readonly<Record<string, JobHandler>>;
  recurring?: readonly RecurringJob[];
  log: { info(fields: object, message: string): void; warn(fields: object, message: string): void };
  /** How long an idle runner waits before looking again. */
  pollMs?: number;
  /** How long a claim holds a job: a job still running after it is taken back by any instance. */
  lockMs?: number;
  /** Tries before a job is dead. */
  maxAttempts?: number;
  /** The wait before try n + 1: doubling from this, at most an hour. */
  backoffMs?: number;
  now?: () => Date;
}

export const JOB_MAX_ATTEMPTS = 8;
const JOB_BACKOFF_MS = 30_000;
/** Done and dead jobs are kept a week, for whoever looks into what happened. */
const FINISHED_KEPT_MS = 7 * 86_400_000;

/** When a job that failed `attempt` times is tried again: doubling from `baseMs`, at most an hour. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

/** Runs a job this instance claimed: done when its handler resolves, else tried again later or dead. */
export async function runClaimedJob(
  db: GlobalDb,
  job: ClaimedJob,
  handler: JobHandler,
  options: Pick<JobRunnerOptions, "maxAttempts" | "backoffMs" | "now"> & {
    log: { warn(fields: object, message: string): void };
  },
): Promise<void> {
  const now = options.now ?? (() => new Date());
  const maxAttempts = options.maxAttempts ?? JOB_MAX_ATTEMPTS;
  try {
    await handler({ payload: JSON.parse(job.payload) as unknown, scope: job.scope, attempt: job.attempts });
    await finishJob(db, job.id, now().toISOString());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const last = job.attempts >= maxAttempts;
    const wait = retryDelayMs(job.attempts, options.backoffMs ?? JOB_BACKOFF_MS);
    const retryAt = last ? null : new Date(now().getTime() + wait).toISOString();
    await failJob(db, job.id, message, retryAt, now().toISOString());
    options.log.warn(
      { job: job.id, kind: job.kind, attempt: job.attempts, err: error },
      last ? "job failed for the last time: dead" : "job failed: tried again later",
    );
  }
}

/**
 * Runs jobs in this process, one at a time, as long as there are some due, then polls. Every instance runs one:
 * a job is claimed by one of them (`claimNextJob`), and one whose instance died is taken back once its lock ends.
 * Answers a function that stops it and resolves once the job under way has finished, so the database is never
 * closed beneath one.
 */
export function startJobRunner(options: JobRunnerOptions): () => Promise<void> {
  const { db, handlers, log } = options;
  const pollMs = options.pollMs ?? 2_000;
  const lockMs = options.lockMs ?? 10 * 60_000;
  const now = options.now ?? (() => new Date());
  const kinds = Object.keys(handlers);
  const recurring = options.recurring ?? [];
  const started = now().getTime();
  const runner = randomUUID().slice(0, 8);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let loop: Promise<void> | undefined;
  let lastSweep = 0;
  // The period each recurring job was last queued for: one insert a period, not one a poll.
  const queuedPeriod = new Map<string, number>();

  async function schedule(at: Date) {
    for (const job of recurring) {
      if (at.getTime() < started + (job.firstDelayMs ?? 0)) continue;
      const period = Math.floor(at.getTime() / job.everyMs);
      if (queuedPeriod.get(job.kind) === period) continue;
      await insertJob(db, {
        kind: job.kind,
        scope: null,
        payload: "{}",
        uniqueKey: `${job.kind}:${period}`,
        runAt: at.toISOString(),
        now: at.toISOString(),
      });
      queuedPeriod.set(job.kind, period);
    }
    if (at.getTime() - lastSweep > 3_600_000) {
      lastSweep = at.getTime();
      await deleteFinishedJobs(db, new Date(at.getTime() - FINISHED_KEPT_MS).toISOString());
    }
  }

  async function runOne(): Promise<boolean> {
    const at = now();
    const job = await claimNextJob(
      db,
      kinds,
      at.toISOString(),
      new Date(at.getTime() + lockMs).toISOString(),
    );
    if (!job) return false;
    await runClaimedJob(db, job, handlers[job.kind] as JobHandler, options);
    return true;
  }

  async function work(): Promise<void> {
    try {
      await schedule(now());
      while (!stopped && (await runOne())) {}
    } catch (error) {
      // The database away: the next turn tries again.
      log.warn({ err: error, runner }, "jobs: turn failed, trying again at the next one");
    }
  }

  function turn(): void {
    if (stopped) return;
    loop = work().finally(() => {
      loop = undefined;
      if (!stopped) {
        timer = setTimeout(turn, pollMs);
        timer.unref();
      }
    });
  }

  timer = setTimeout(turn, 0);
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await loop;
  };
}
