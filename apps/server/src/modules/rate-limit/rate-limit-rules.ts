import { ipBucket } from "./rate-limit-window.ts";

const MINUTE = 60_000;

/**
 * Every rate limit of the server, in one place. Per-account limits stop guessing one account; per-IP limits
 * are only a flood guard and sit high, because a whole school signs in from one NAT address at 7:30 —
 * hundreds of distinct students in the same minute must all get through.
 */
export const RATE_LIMITS = {
  /**
   * Wrong passwords for one login (scope + normalised login); only failures count, so a student who keeps
   * signing in is never blocked. 10 per 15 minutes on top of the captcha after 3: about a thousand guesses
   * a day at most, while a person who mistypes a few times never meets it.
   */
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  /** Every standard login from one address: a school's rush fits, a password spray across accounts does not. */
  loginRequestsPerIp: { limit: 300, windowMs: MINUTE },
  /** recapth/tentativa: the login form asks once after each failure, so twice the login ceiling. */
  attemptLookupsPerIp: { limit: 600, windowMs: MINUTE },
  /** Built-in captcha challenges (each is a row): only people past 3 failures ask, one per try or refresh. */
  captchaChallengesPerIp: { limit: 300, windowMs: MINUTE },
  /**
   * For the lead to apply after the merge (not used by this module): checking a 2FA code of one user and
   * presenting password-reset tokens from one address. A 6-digit code allows 5 tries per 15 minutes.
   */
  twoFactorChecksPerUser: { limit: 5, windowMs: 15 * MINUTE },
  resetTokenChecksPerIp: { limit: 30, windowMs: 15 * MINUTE },
} as const;

/** The rules with their keys; call sites pick one, e.g. `rateLimits.loginFailuresPerAccount(login)`. */
export const rateLimits = {
  loginFailuresPerAccount: (login: string) => ({
    key: `login-account:${login}`,
    ...RATE_LIMITS.loginFailuresPerAccount,
  }),
  loginRequestsPerIp: (ip: string) => ({
    key: `login-ip:${ipBucket(ip)}`,
    ...RATE_LIMITS.loginRequestsPerIp,
  }),
  attemptLookupsPerIp: (ip: string) => ({
    key: `attempts-ip:${ipBucket(ip)}`,
    ...RATE_LIMITS.attemptLookupsPerIp,
  }),
  captchaChallengesPerIp: (ip: string) => ({
    key: `captcha-ip:${ipBucket(ip)}`,
    ...RATE_LIMITS.captchaChallengesPerIp,
  }),
  twoFactorChecksPerUser: (userId: number) => ({
    key: `2fa-user:${userId}`,
    ...RATE_LIMITS.twoFactorChecksPerUser,
  }),
  resetTokenChecksPerIp: (ip: string) => ({
    key: `reset-ip:${ipBucket(ip)}`,
    ...RATE_LIMITS.resetTokenChecksPerIp,
  }),
};
