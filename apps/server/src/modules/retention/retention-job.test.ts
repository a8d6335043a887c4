import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../../db/database.ts";
import { createTestDatabase, type TestDatabase } from "../../test/dialects.ts";
import { listJobs } from "../jobs/job.repository.ts";
import { startJobRunner } from "../jobs/job-runner.ts";
import { RETENTION_JOB, RETENTION_SCHEDULE, retentionJob } from "./retention.sweep.ts";

const SETTINGS = { auditDays: 365, loginAttemptDays: 90 };

async function addExpiredAttempt(db: Db): Promise<void> {
  await db
    .insertInto("login_attempts")
    .values({
      scope: "tenant:1",
      usuario: "antigo",
      ip: "203.0.113.9",
      succeeded: 0,
      created_at: "2020-01-01T00:00:00.000Z",
    })
    .execute();
}

async function attempts(db: Db): Promise<number> {
  return (await db.selectFrom("login_attempts").select("id").execute()).length;
}

describe("the retention pass as a recurring job", () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it("is scheduled once an hour after its first delay, purges, and is tried again when the database fails it", async () => {
    database = await createTestDatabase("sqlite");
    const { db } = database;
    expect(RETENTION_SCHEDULE).toEqual({ kind: RETENTION_JOB, everyMs: 3_600_000, firstDelayMs: 60_000 });
    await addExpiredAttempt(db);
    // The table away: the first try fails, and the runner tries again after its backoff.
    await db.schema.alterTable("login_attempts").renameTo("login_attempts_away").execute();
    const log = { info: vi.fn(), warn: vi.fn() };
    const stop = startJobRunner({
      db,
      handlers: { [RETENTION_JOB]: retentionJob(db, SETTINGS, log) },
      recurring: [{ ...RETENTION_SCHEDULE, firstDelayMs: 0 }],
      log,
      pollMs: 10,
      backoffMs: 20,
    });
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalled());
    await db.schema.alterTable("login_attempts_away").renameTo("login_attempts").execute();
    await vi.waitFor(async () => expect(await attempts(db)).toBe(0));
    await vi.waitFor(() =>
      expect(log.info).toHaveBeenCalledWith({ deleted: { login_attempts: 1 } }, expect.any(String)),
    );
    await stop();
    const jobs = await listJobs(db, RETENTION_JOB);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.state).toBe("done");
  });
});
