import type { GlobalDb } from "../../db/scoped-db.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { claimJob, insertJob } from "./job.repository.ts";
import { type JobHandler, runClaimedJob } from "./job-runner.ts";

/**
 * Queues a job, in the caller's transaction when `db` is one: it exists exactly when what caused it was written.
 * The runner of any instance does it once (`job-runner.ts`); a `uniqueKey` already queued queues nothing
 * (undefined). Answers the job's id.
 */
export async function enqueueJob(
  db: GlobalDb,
  job: { kind: string; payload: unknown; scope: TenantScope | null; uniqueKey?: string; runAt?: Date },
  now: Date,
): Promise<number | undefined> {
  return insertJob(db, {
    kind: job.kind,
    scope: job.scope?.key ?? null,
    payload: JSON.stringify(job.payload),
    uniqueKey: job.uniqueKey ?? null,
    runAt: (job.runAt ?? now).toISOString(),
    now: now.toISOString(),
  });
}

/**
 * Does a queued job now, in this process, when nobody has taken it yet (a mail the person waits for): a failure
 * leaves it to the runners, which try again later, as they would have done it at all.
 */
export async function runJobNow(
  db: GlobalDb,
  id: number,
  handler: JobHandler,
  log: { warn(fields: object, message: string): void },
): Promise<void> {
  const now = new Date();
  const job = await claimJob(db, id, now.toISOString(), new Date(now.getTime() + 10 * 60_000).toISOString());
  if (job) await runClaimedJob(db, job, handler, { log });
}
