import { PostgresAdapter } from "kysely";
import type { GlobalDb } from "../../db/scoped-db.ts";

/** A job an instance holds: what its handler is given. */
export type ClaimedJob = NonNullable<Awaited<ReturnType<typeof claimNextJob>>>;

export async function insertJob(
  db: GlobalDb,
  job: {
    kind: string;
    scope: string | null;
    payload: string;
    uniqueKey: string | null;
    runAt: string;
    now: string;
  },
): Promise<number | undefined> {
  const inserted = await db
    .insertInto("jobs")
    .values({
      kind: job.kind,
      job_scope: job.scope,
      payload: job.payload,
      unique_key: job.uniqueKey,
      state: "pending",
      run_at: job.runAt,
      locked_until: null,
      last_error: null,
      created_at: job.now,
      updated_at: job.now,
    })
    .onConflict((conflict) => conflict.column("unique_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted?.id;
}

/**
 * The next job due, marked running until `lockedUntil` with one more attempt, or undefined. A job left running
 * past its lock (its instance died) is due again. PostgreSQL skips rows another instance holds; SQLite has one
 * writer, so the select and the update in one transaction cannot interleave with another claim.
 */
export async function claimNextJob(db: GlobalDb, kinds: readonly string[], now: string, lockedUntil: string) {
  if (kinds.length === 0) return undefined;
  return db.transaction().execute(async (trx) => {
    let next = trx
      .selectFrom("jobs")
      .select("id")
      .where("kind", "in", kinds)
      .where((eb) =>
        eb.or([
          eb.and([eb("state", "=", "pending"), eb("run_at", "<=", now)]),
          eb.and([eb("state", "=", "running"), eb("locked_until", "<", now)]),
        ]),
      )
      .orderBy("run_at")
      .orderBy("id")
      .limit(1);
    if (trx.getExecutor().adapter instanceof PostgresAdapter) next = next.forUpdate().skipLocked();
    const found = await next.executeTakeFirst();
    return found ? markRunning(trx, found.id, now, lockedUntil).executeTakeFirstOrThrow() : undefined;
  });
}

/** The update that holds a job for one instance until `lockedUntil`, counting one more try. */
function markRunning(db: GlobalDb, id: number, now: string, lockedUntil: string) {
  return db
    .updateTable("jobs")
    .set((eb) => ({
      state: "running",
      attempts: eb("attempts", "+", 1),
      locked_until: lockedUntil,
      updated_at: now,
    }))
    .where("id", "=", id)
    .returning(["id", "kind", "job_scope as scope", "payload", "attempts"]);
}

/** This job, if it is still waiting: claimed as `claimNextJob` claims one (another instance may have it). */
export async function claimJob(db: GlobalDb, id: number, now: string, lockedUntil: string) {
  return markRunning(db, id, now, lockedUntil).where("state", "=", "pending").executeTakeFirst();
}

/** Done: the payload is emptied, so what it carried (a mail's text) is not kept past its use. */
export async function finishJob(db: GlobalDb, id: number, now: string) {
  await db
    .updateTable("jobs")
    .set({ state: "done", payload: "{}", locked_until: null, last_error: null, updated_at: now })
    .where("id", "=", id)
    .execute();
}

/** Failed: tried again at `retryAt`, or dead (kept, with its error, for someone to look at) when null. */
export async function failJob(db: GlobalDb, id: number, error: string, retryAt: string | null, now: string) {
  await db
    .updateTable("jobs")
    .set({
      state: retryAt === null ? "dead" : "pending",
      run_at: retryAt ?? now,
      locked_until: null,
      last_error: error.slice(0, 2000),
      updated_at: now,
    })
    .where("id", "=", id)
    .execute();
}

/** Finished jobs older than `before` go: done ones, and dead ones once looked at long enough. */
export async function deleteFinishedJobs(db: GlobalDb, before: string) {
  const result = await db
    .deleteFrom("jobs")
    .where("state", "in", ["done", "dead"])
    .where("updated_at", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function listJobs(db: GlobalDb, kind: string) {
  return db.selectFrom("jobs").selectAll().where("kind", "=", kind).orderBy("id").execute();
}
