import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../../db/database.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "../../test/dialects.ts";
import { listJobs } from "./job.repository.ts";
import { enqueueJob } from "./job.service.ts";
import { type JobContext, retryDelayMs, startJobRunner } from "./job-runner.ts";

const quiet = () => ({ info: vi.fn(), warn: vi.fn() });
const FAST = { pollMs: 10, backoffMs: 5 };

describe("retryDelayMs", () => {
  it("doubles from the base after each failure, at most an hour", () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(20, 30_000)).toBe(3_600_000);
  });
});

describe.each(testDialects())("the job runner on %s", (dialect) => {
  let database: TestDatabase | undefined;
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
    await database?.drop();
    database = undefined;
  });
  const open = async () => {
    database = await createTestDatabase(dialect);
    return database.db;
  };
  const enqueue = (db: Db, kind: string, payload: unknown, more: { uniqueKey?: string } = {}) =>
    enqueueJob(db, { kind, payload, scope: null, ...more }, new Date());

  it("runs each job once with its payload, and empties the payload once done", async () => {
    const db = await open();
    const seen: JobContext[] = [];
    for (const n of [1, 2, 3]) await enqueue(db, "count", { n });
    stops.push(
      startJobRunner({ db, handlers: { count: async (job) => void seen.push(job) }, log: quiet(), ...FAST }),
    );
    await vi.waitFor(async () =>
      expect((await listJobs(db, "count")).every((job) => job.state === "done")).toBe(true),
    );
    expect(seen.map((job) => job.payload)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(seen.every((job) => job.attempt === 1 && job.scope === null)).toBe(true);
    expect((await listJobs(db, "count")).map((job) => job.payload)).toEqual(["{}", "{}", "{}"]);
  });

  it("tries a failing job again after a wait, and marks it dead with its error after the last try", async () => {
    const db = await open();
    let calls = 0;
    await enqueue(db, "flaky", {});
    await enqueue(db, "broken", {});
    const log = quiet();
    stops.push(
      startJobRunner({
        db,
        handlers: {
          flaky: async () => {
            calls++;
            if (calls < 3) throw new Error("SMTP away");
          },
          broken: async () => {
            throw new Error("never works");
          },
        },
        log,
        maxAttempts: 4,
        ...FAST,
      }),
    );
    await vi.waitFor(async () => {
      const [flaky] = await listJobs(db, "flaky");
      const [broken] = await listJobs(db, "broken");
      expect(flaky).toMatchObject({ state: "done", attempts: 3 });
      expect(broken).toMatchObject({ state: "dead", attempts: 4, last_error: "never works" });
    });
    expect(calls).toBe(3);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ kind: "broken" }),
      expect.stringMatching(/dead/),
    );
  });

  it("takes back a job whose instance died holding it, once its lock has ended", async () => {
    const db = await open();
    await enqueue(db, "left", { n: 1 });
    const past = new Date(Date.now() - 60_000).toISOString();
    await db.updateTable("jobs").set({ state: "running", attempts: 1, locked_until: past }).execute();
    const seen: JobContext[] = [];
    stops.push(
      startJobRunner({ db, handlers: { left: async (job) => void seen.push(job) }, log: quiet(), ...FAST }),
    );
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.attempt).toBe(2);
  });

  it("runs every job once however many instances run, and a recurring job once per period", async () => {
    const db = await open();
    const again = (database as TestDatabase).connectAgain();
    const runs = new Map<number, number>();
    let recurring = 0;
    const handlers = {
      work: async (job: JobContext) => {
        const { n } = job.payload as { n: number };
        runs.set(n, (runs.get(n) ?? 0) + 1);
        // Long enough that the two instances overlap.
        await new Promise((resolve) => setTimeout(resolve, 2));
      },
      tick: async () => {
        recurring++;
      },
    };
    for (let n = 0; n < 40; n++) await enqueue(db, "work", { n });
    const every = { kind: "tick", everyMs: 3_600_000 };
    for (const handle of [db, again.db]) {
      stops.push(startJobRunner({ db: handle, handlers, recurring: [every], log: quiet(), ...FAST }));
    }
    stops.push(again.close);
    await vi.waitFor(
      async () => expect((await listJobs(db, "work")).every((job) => job.state === "done")).toBe(true),
      {
        timeout: 10_000,
      },
    );
    await vi.waitFor(() => expect(recurring).toBe(1));
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(await listJobs(db, "tick")).toHaveLength(1);
    // Queued again under the same key, nothing is added.
    const key = (await listJobs(db, "tick"))[0]?.unique_key ?? "";
    expect(await enqueue(db, "tick", {}, { uniqueKey: key })).toBeUndefined();
  });

  it("leaves jobs of kinds it has no handler for to the instances that have one", async () => {
    const db = await open();
    await enqueue(db, "elsewhere", {});
    stops.push(startJobRunner({ db, handlers: { other: async () => {} }, log: quiet(), ...FAST }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await listJobs(db, "elsewhere"))[0]).toMatchObject({ state: "pending", attempts: 0 });
  });
});
