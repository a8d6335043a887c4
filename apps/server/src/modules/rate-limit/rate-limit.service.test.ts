import { describe, expect, it } from "vitest";
import { scopedDb } from "../../db/scoped-db.ts";
import { HttpError } from "../../http/http-error.ts";
import { testDialects } from "../../test/dialects.ts";
import { useTenantDatabase } from "../../test/tenant-database.ts";
import { deleteExpiredCounters } from "./rate-limit.repository.ts";
import { enforceRateLimit, enforceRateLimits, tooManyRequests } from "./rate-limit.service.ts";

const MINUTE = 60_000;
/** A moment 10 s into a one-minute window. */
const t0 = 29_000_000 * MINUTE + 10_000;

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe.each(testDialects())("enforceRateLimit on %s", (dialect) => {
  const t = useTenantDatabase(dialect, { other: [] });

  const rule = (key: string, limit = 3) => ({ key, limit, windowMs: MINUTE });

  it("lets the limit through and refuses the next hit with 429 and retry-after", async () => {
    for (let i = 0; i < 3; i++) await enforceRateLimit(t.data, rule("a"), t0 + i);
    const error = await refusal(enforceRateLimit(t.data, rule("a"), t0 + 10));
    expect(error.statusCode).toBe(429);
    // Window ends in 50 s; there 3 hits fade below 2 more at a third of the next window: 70 s.
    expect(error.headers["retry-after"]).toBe("70");
    expect(error.messageKey).toBe("rateLimit.retryInMinutes");
    expect(error.vars).toEqual({ minutes: "2" });
  });

  it("does not count refused hits, so hammering does not lengthen the block", async () => {
    for (let i = 0; i < 3; i++) await enforceRateLimit(t.data, rule("b"), t0);
    for (let i = 0; i < 5; i++) await refusal(enforceRateLimit(t.data, rule("b"), t0));
    const row = await t.db
      .selectFrom("rate_limit_counters")
      .select("hits")
      .where("scope", "=", t.scope.key)
      .where("key", "=", "b")
      .executeTakeFirstOrThrow();
    expect(Number(row.hits)).toBe(3);
  });

  it("gives a refunded hit back", async () => {
    for (let i = 0; i < 3; i++) {
      const hit = await enforceRateLimit(t.data, rule("c"), t0);
      await hit.refund();
      await hit.refund(); // twice is once
    }
    for (let i = 0; i < 3; i++) await enforceRateLimit(t.data, rule("c"), t0);
    await refusal(enforceRateLimit(t.data, rule("c"), t0));
  });

  it("keeps keys and scopes apart", async () => {
    for (let i = 0; i < 3; i++) await enforceRateLimit(t.data, rule("d"), t0);
    await refusal(enforceRateLimit(t.data, rule("d"), t0));
    await enforceRateLimit(t.data, rule("e"), t0);
    await enforceRateLimit(scopedDb(t.db, t.other.scope), rule("d"), t0);
  });

  it("still counts the previous window's hits early in the next one, and forgets them later", async () => {
    for (let i = 0; i < 3; i++) await enforceRateLimit(t.data, rule("f"), t0 + 45_000);
    // 5 s into the next window: 3 × 11/12 of the previous hits still count.
    await refusal(enforceRateLimit(t.data, rule("f"), t0 + 55_000));
    // 40 s in: 3 × 1/3 = 1 remains, so two more fit.
    await enforceRateLimit(t.data, rule("f"), t0 + 90_000);
    await enforceRateLimit(t.data, rule("f"), t0 + 90_000);
    await refusal(enforceRateLimit(t.data, rule("f"), t0 + 90_000));
  });

  it("lets exactly the limit through when many requests race", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, () => enforceRateLimit(t.data, rule("g", 10), t0)),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(10);
    expect(results.filter((result) => result.status === "rejected")).toHaveLength(15);
  });

  it("counts several rules all or none: a refusal by a later one gives the earlier hits back", async () => {
    for (let i = 0; i < 3; i++) await enforceRateLimit(t.data, rule("j2"), t0);
    for (let i = 0; i < 4; i++) {
      await refusal(enforceRateLimits(t.data, [rule("j1"), rule("j2")], t0));
    }
    // j1 took no hit from the refused requests: all three of its own still fit.
    const both = await enforceRateLimits(t.data, [rule("j1"), rule("j3")], t0);
    await both.refund();
    for (let i = 0; i < 3; i++) await enforceRateLimits(t.data, [rule("j1"), rule("j3")], t0);
    await refusal(enforceRateLimits(t.data, [rule("j3")], t0));
  });

  it("sweeps counters no estimate can read any more, in its own scope only", async () => {
    await enforceRateLimit(t.data, rule("h"), t0);
    await enforceRateLimit(scopedDb(t.db, t.other.scope), rule("h"), t0);
    await deleteExpiredCounters(t.data, new Date(t0 + 3 * MINUTE).toISOString());
    const left = await t.db
      .selectFrom("rate_limit_counters")
      .select("scope")
      .where("key", "=", "h")
      .execute();
    expect(left.map((row) => row.scope)).toEqual([t.other.scope.key]);
  });
});

describe("tooManyRequests", () => {
  it("says a minute for short waits and rounds longer ones up to minutes", () => {
    expect(tooManyRequests(12_300).headers).toEqual({ "retry-after": "13" });
    expect(tooManyRequests(60_000).messageKey).toBe("rateLimit.retrySoon");
    const long = tooManyRequests(14 * MINUTE + 1_000);
    expect(long.messageKey).toBe("rateLimit.retryInMinutes");
    expect(long.vars).toEqual({ minutes: "15" });
    expect(long.headers).toEqual({ "retry-after": "841" });
  });
});
