import type { UserRow } from "../../db/schema.ts";
import type { ScopedDb } from "../../db/scoped-db.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { requireCaptchaWhenOwed } from "../captcha/captcha.service.ts";
import { type BrowserProof, isKnownBrowser } from "../known-browsers/known-browser.service.ts";
import { failureStreak } from "../login-attempts/login-attempt.service.ts";
import { enforceRateLimit, enforceRateLimits, type RateLimitHit } from "../rate-limit/rate-limit.service.ts";
import { LOGIN_SLOWDOWN, rateLimits } from "../rate-limit/rate-limit-rules.ts";
import { hashToken } from "../sessions/session-token.ts";
import { isTrustedDevice } from "../two-factor/two-factor.service.ts";
import { findUserByLogin } from "../users/user.service.ts";
import { loginDelayMs } from "./login-delay.ts";

export interface PasswordAttempt {
  /** The account of the login, looked up once for the guard and the password check alike. */
  user: UserRow | undefined;
  /** The password was right: this attempt does not count against the account. */
  succeeded(): Promise<void>;
}

/**
 * What stands before a password check, built so that guessing is expensive but nobody can lock a student out:
 *
 * - every request counts towards the per-address flood guard;
 * - a browser that signed into this login before (known-browser cookie, or a 2FA saved device) has only its own
 *   failure counter, so whatever strangers do to the login or from the school's address, its right password
 *   gets in;
 * - any other browser: failures per (login, address) and per address are limited, and once the login's
 *   consecutive failures reach LOGIN_SLOWDOWN.afterFailures each attempt waits a growing delay, one attempt
 *   at a time; past NIST's 100 those browsers are refused until a known browser signs in or the password is
 *   reset;
 * - the captcha once the login has failed often enough (spec §4/§5), for every browser.
 *
 * Failures are counted up front, so parallel guesses cannot slip past a limit, and given back on success. A
 * refused captcha is no guess, so it costs nothing.
 */
export async function guardPasswordAttempt(
  context: Pick<RequestContext, "data" | "scope" | "origin" | "tenant" | "providers" | "config">,
  account: { login: string } | { user: UserRow },
  captcha: string | undefined,
  browser: BrowserProof = {},
): Promise<PasswordAttempt> {
  const { data, scope, tenant, providers, config } = context;
  const { ip } = context.origin;
  await enforceRateLimit(data, rateLimits.loginRequestsPerIp(ip));
  // Looked up only once the flood guard let the request through.
  const user = "user" in account ? account.user : await findUserByLogin(data, account.login);
  const login = "user" in account ? account.user.usuario : account.login;
  const knownHash = await knownBrowserHash(data, user, browser);
  const hit = knownHash
    ? await throttled(
        enforceRateLimits(data, [
          rateLimits.loginFailuresPerKnownBrowser(knownHash),
          rateLimits.loginFailuresPerKnownBrowserDaily(knownHash),
        ]),
        false,
      )
    : await guardUnknownBrowser(data, ip, login);
  try {
    const gate = { captchas: providers.captcha, attemptWindowMinutes: config.attemptWindowMinutes };
    await requireCaptchaWhenOwed({ data, scope, ip, tenant, ...gate }, login, captcha);
  } catch (error) {
    await hit.refund();
    throw error;
  }
  return { user, succeeded: () => hit.refund() };
}

async function guardUnknownBrowser(data: ScopedDb, ip: string, login: string): Promise<RateLimitHit> {
  const { failures, lastFailureAt } = await failureStreak(data, login);
  if (failures >= LOGIN_SLOWDOWN.refuseAfterFailures)
    throw new HttpError(429, "loginLimit.lockedForNewBrowsers");
  const rules = [rateLimits.loginFailuresPerAccountAndIp(login, ip), rateLimits.loginFailuresPerIp(ip)];
  if (failures >= LOGIN_SLOWDOWN.afterFailures && lastFailureAt) {
    const wait = Date.parse(lastFailureAt) + loginDelayMs(failures) - Date.now();
    if (wait > 0) throw slowedDown(wait);
    // One turn per failure: requests racing for it get the next failure's wait, whatever becomes of it.
    const turn = await enforceRateLimit(data, rateLimits.loginTurn(login, lastFailureAt)).catch(
      (error: unknown) => {
        throw error instanceof HttpError && error.statusCode === 429
          ? slowedDown(loginDelayMs(failures + 1))
          : error;
      },
    );
    return withTurn(turn, throttled(enforceRateLimits(data, rules), true));
  }
  return throttled(enforceRateLimits(data, rules), true);
}

/** The turn stays taken when the attempt goes ahead; a refusal gives it back. */
async function withTurn(turn: RateLimitHit, attempt: Promise<RateLimitHit>): Promise<RateLimitHit> {
  try {
    const hit = await attempt;
    return {
      refund: async () => {
        await hit.refund();
        await turn.refund();
      },
    };
  } catch (error) {
    await turn.refund();
    throw error;
  }
}

/** A rate limit's 429 in words that say what a person can do about it. */
async function throttled(hit: Promise<RateLimitHit>, newBrowser: boolean): Promise<RateLimitHit> {
  try {
    return await hit;
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
    const seconds = Number(error.headers["retry-after"] ?? "60");
    throw waitError(
      seconds * 1_000,
      newBrowser ? "loginLimit.throttledNewBrowser" : "loginLimit.throttledKnownBrowser",
    );
  }
}

function slowedDown(waitMs: number): HttpError {
  return waitError(waitMs, "loginLimit.slowedDown");
}

function waitError(
  waitMs: number,
  prefix: "loginLimit.slowedDown" | "loginLimit.throttledNewBrowser" | "loginLimit.throttledKnownBrowser",
): HttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1_000));
  const headers = { "retry-after": String(seconds) };
  return seconds < 60
    ? new HttpError(429, `${prefix}.seconds`, { seconds: String(seconds) }, headers)
    : new HttpError(429, `${prefix}.minutes`, { minutes: String(Math.ceil(seconds / 60)) }, headers);
}

/**
 * The hash the browser's own failure counter goes by when it has signed into this user before: its
 * known-browser cookie, else a 2FA saved device's token. Null for any other browser, and for a login nobody has.
 */
async function knownBrowserHash(
  data: ScopedDb,
  user: UserRow | undefined,
  browser: BrowserProof,
): Promise<string | null> {
  if (!user) return null;
  const now = new Date().toISOString();
  const proofs = [
    [browser.cookieToken, isKnownBrowser],
    [browser.trustedDeviceToken, isTrustedDevice],
  ] as const;
  for (const [token, isKnown] of proofs) {
    const hash = token ? hashToken(token) : null;
    if (hash && (await isKnown(data, hash, user.id, now))) return hash;
  }
  return null;
}
