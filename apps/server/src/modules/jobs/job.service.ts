import type { Db } from "../../db/database.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { insertJob } from "./job.repository.ts";

/**
 * Queues a job, in the caller's transaction when `db` is one: it exists exactly when what caused it was written.
 * The runner of any instance does it once (`job-runner.ts`); a `uniqueKey` already queued queues nothing.
 */
export async function enqueueJob(
  db: Db,
  job: { kind: string; payload: unknown; scope: TenantScope | null; uniqueKey?: string; runAt?: Date },
  now: Date,
): Promise<boolean> {
  return insertJob(db, {
    kind: job.kind,
    scope: job.scope?.key ?? null,
    payload: JSON.stringify(job.payload),
    uniqueKey: job.uniqueKey ?? null,
    runAt: (job.runAt ?? now).toISOString(),
    now: now.toISOString(),
  });
}
