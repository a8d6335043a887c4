import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../../db/database.ts";
import { createTestDatabase, type TestDatabase } from "../../test/dialects.ts";
import { scheduleRetention } from "./retention.scheduler.ts";

const SETTINGS = { auditDays: 365, loginAttemptDays: 90 };
const TIMING = { firstDelayMs: 10, intervalMs: 40 };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  const rows = await db.selectFrom("login_attempts").select("id").execute();
  return rows.length;
}

describe("the retention timer", () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it("runs a first pass after its delay, then one each interval, and none once stopped", async () => {
    database = await createTestDatabase("sqlite");
    const { db } = database;
    const log = { info: vi.fn(), warn: vi.fn() };
    await addExpiredAttempt(db);
    const stop = scheduleRetention(db, SETTINGS, log, TIMING);
    await vi.waitFor(async () => expect(await attempts(db)).toBe(0));
    // The pass logs only after its last table (audit_events), which may still be under way.
    await vi.waitFor(() =>
      expect(log.info).toHaveBeenCalledWith({ deleted: { login_attempts: 1 } }, expect.any(String)),
    );

    await addExpiredAttempt(db);
    await vi.waitFor(async () => expect(await attempts(db)).toBe(0));

    await stop();
    await addExpiredAttempt(db);
    await wait(TIMING.intervalMs * 3);
    expect(await attempts(db)).toBe(1);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("logs a failed pass and tries again at the next one", async () => {
    database = await createTestDatabase("sqlite");
    const { db } = database;
    await db.schema.alterTable("login_attempts").renameTo("login_attempts_away").execute();
    const log = { info: vi.fn(), warn: vi.fn() };
    const stop = scheduleRetention(db, SETTINGS, log, TIMING);
    // A slow machine may fit several failed passes in before the check: at least one is what matters.
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalled());

    await db.schema.alterTable("login_attempts_away").renameTo("login_attempts").execute();
    await addExpiredAttempt(db);
    await vi.waitFor(async () => expect(await attempts(db)).toBe(0));
    await stop();
  });
});
