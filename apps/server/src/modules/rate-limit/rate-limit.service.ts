import type { ScopedDb } from "../../db/scoped-db.ts";
import { HttpError } from "../../http/http-error.ts";
import { addHit, deleteExpiredCounters, hitsIn, removeHit } from "./rate-limit.repository.ts";
import { isOverLimit, retryAfterMs, windowStartOf } from "./rate-limit-window.ts";

/** What is counted (`key`, e.g. "login-account:1001"), and how many hits `windowMs` may hold. */
export interface RateLimitRule {
  key: string;
  limit: number;
  windowMs: number;
}

/** A hit that was counted; `refund` takes it back (e.g. a login that turned out to succeed). */
export interface RateLimitHit {
  refund(): Promise<void>;
}

/** Share of calls that also sweep the scope's dead counters: cheap, and the table stays small. */
const SWEEP_PROBABILITY = 0.01;

/**
 * Counts one hit of `rule.key` in the scope and lets it through while the sliding-window estimate stays within
 * `rule.limit`; beyond it, takes the hit back (so hammering does not lengthen the block) and throws 429 with
 * a translated message and `retry-after`. The counters live in the database, so every server instance shares
 * them; the increment is one atomic upsert, so concurrent requests cannot all slip under the limit.
 *
 * Other modules call it before the guessable step, e.g.
 * `const hit = await enforceRateLimit(db, scope, rateLimits.twoFactorChecksPerUser(userId));`
 * and `await hit.refund()` when only failures should count.
 */
export async function enforceRateLimit(
  data: ScopedDb,
  rule: RateLimitRule,
  nowMs: number = Date.now(),
): Promise<RateLimitHit> {
  const start = windowStartOf(nowMs, rule.windowMs);
  const current = { key: rule.key, windowStart: new Date(start).toISOString() };
  const previous = { key: rule.key, windowStart: new Date(start - rule.windowMs).toISOString() };
  const expiresAt = new Date(start + 2 * rule.windowMs).toISOString();

  const currentHits = await addHit(data, { ...current, expiresAt });
  const previousHits = await hitsIn(data, previous);
  if (Math.random() < SWEEP_PROBABILITY) {
    await deleteExpiredCounters(data, new Date(nowMs).toISOString());
  }
  if (isOverLimit({ previousHits, currentHits }, rule.limit, nowMs, rule.windowMs)) {
    await removeHit(data, current);
    throw tooManyRequests(
      retryAfterMs({ previousHits, currentHits: currentHits - 1 }, rule.limit, nowMs, rule.windowMs),
    );
  }
  let refunded = false;
  return {
    async refund() {
      if (refunded) return;
      refunded = true;
      await removeHit(data, current);
    },
  };
}

/**
 * Several rules for one request, all counted or none: when one refuses, the hits the earlier ones counted are
 * taken back, so a refused request costs no rule anything. The returned hit refunds them all.
 */
export async function enforceRateLimits(
  data: ScopedDb,
  rules: readonly RateLimitRule[],
  nowMs: number = Date.now(),
): Promise<RateLimitHit> {
  const hits: RateLimitHit[] = [];
  const refundAll = async () => {
    for (const hit of hits) await hit.refund();
  };
  try {
    for (const rule of rules) hits.push(await enforceRateLimit(data, rule, nowMs));
  } catch (error) {
    await refundAll();
    throw error;
  }
  return { refund: refundAll };
}

/** 429 saying roughly when to come back, in words and in `retry-after` (seconds). */
export function tooManyRequests(retryAfter: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfter / 1_000));
  const minutes = Math.ceil(seconds / 60);
  const headers = { "retry-after": String(seconds) };
  return minutes <= 1
    ? new HttpError(429, "rateLimit.retrySoon", {}, headers)
    : new HttpError(429, "rateLimit.retryInMinutes", { minutes: String(minutes) }, headers);
}
