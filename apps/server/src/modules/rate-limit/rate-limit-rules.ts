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
  /** A 6-digit 2FA code allows 5 tries per 15 minutes (the two-factor module also locks each code). */
  twoFactorChecksPerUser: { limit: 5, windowMs: 15 * MINUTE },
  /** Reset tokens presented from one address (checked or used): they are unguessable, this stops scanning. */
  resetTokenChecksPerIp: { limit: 30, windowMs: 15 * MINUTE },
  /** Social sign-in nonces (each is a row): one per button press. */
  socialNoncesPerIp: { limit: 120, windowMs: MINUTE },
  /** Photo uploads of one user: each decodes and resizes an image, which costs CPU. */
  photoUploadsPerUser: { limit: 20, windowMs: 15 * MINUTE },
  /**
   * Problem reports of one user: each may carry a 4 MB screenshot kept in storage. A person reporting what they
   * see sends a few; this stops a loop or a script from filling the disk.
   */
  issueReportsPerUser: { limit: 10, windowMs: 15 * MINUTE },
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
  socialNoncesPerIp: (ip: string) => ({
    key: `social-nonce-ip:${ipBucket(ip)}`,
    ...RATE_LIMITS.socialNoncesPerIp,
  }),
  photoUploadsPerUser: (userId: number) => ({
    key: `photo-user:${userId}`,
    ...RATE_LIMITS.photoUploadsPerUser,
  }),
  issueReportsPerUser: (userId: number) => ({
    key: `issue-report-user:${userId}`,
    ...RATE_LIMITS.issueReportsPerUser,
  }),
};
