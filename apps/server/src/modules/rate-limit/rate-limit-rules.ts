import { ipBucket } from "./rate-limit-window.ts";

const MINUTE = 60_000;

/**
 * Every rate limit of the server, in one place. Per-IP limits sit high, because a whole school signs in from
 * one NAT address at 7:30 — hundreds of distinct students in the same minute must all get through. No limit
 * that a stranger can fill may refuse an account's owner: per-account limits count per (account, address),
 * and the sign-in ones spare a browser that signed into the account before (modules/login/login-guard.ts).
 */
export const RATE_LIMITS = {
  /**
   * Wrong passwords for one login from one address, when the browser never signed into that user: a guesser at
   * one address gets 10 per 15 minutes, a student who mistypes a few times never meets it, and nobody at
   * another address is affected (the school's own NAT included).
   */
  loginFailuresPerAccountAndIp: { limit: 10, windowMs: 15 * MINUTE },
  /**
   * Wrong passwords from one address across all logins, from browsers that never signed into the login typed:
   * the hard ceiling for a script spraying guesses. A school's rush at 7:30 is hundreds of right passwords and
   * a few dozen typos; students on browsers where they signed in before do not count towards it.
   */
  loginFailuresPerIp: { limit: 100, windowMs: 60 * MINUTE },
  /**
   * Wrong passwords from one browser that signed into the login before (known-browser cookie or 2FA saved
   * device): it skips the limits above, so it has its own, and a stolen laptop cannot guess forever. A few
   * tries per quarter of an hour, and a daily ceiling well under NIST's 100.
   */
  loginFailuresPerKnownBrowser: { limit: 10, windowMs: 15 * MINUTE },
  loginFailuresPerKnownBrowserDaily: { limit: 30, windowMs: 24 * 60 * MINUTE },
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
  /**
   * "Forgot password" requests for one login from one address: a person who did not get the mail asks again a
   * couple of times. Counted per address so that a stranger elsewhere cannot use up the owner's requests.
   */
  resetRequestsPerAccountAndIp: { limit: 3, windowMs: 60 * MINUTE },
  /** "Forgot password" requests from one address across logins: a school's NAT, not a mail cannon. */
  resetRequestsPerIp: { limit: 30, windowMs: 60 * MINUTE },
  /**
   * "Forgot password" requests for one login from anywhere: only a ceiling on mail to one mailbox. A stranger
   * needs seven addresses to reach it, and the owner's link from an earlier mail still works.
   */
  resetRequestsPerAccount: { limit: 20, windowMs: 60 * MINUTE },
  /** Social sign-in nonces (each is a row): one per button press. */
  socialNoncesPerIp: { limit: 120, windowMs: MINUTE },
  /** Photo uploads of one user: each decodes and resizes an image, which costs CPU. */
  photoUploadsPerUser: { limit: 20, windowMs: 15 * MINUTE },
  /**
   * Problem reports of one user: each may carry a 4 MB screenshot kept in storage. A person reporting what they
   * see sends a few; this stops a loop or a script from filling the disk.
   */
  issueReportsPerUser: { limit: 10, windowMs: 15 * MINUTE },
  /**
   * Resumable uploads one user starts: each opens an upload in storage until finished or a day old. A student
   * delivering files starts a few per delivery, and again after a failure; this stops a script from opening
   * thousands.
   */
  uploadsPerUser: { limit: 60, windowMs: 60 * MINUTE },
  /**
   * Wrong join codes (of a class or a school) typed by one account that waits for a school: a person copying
   * the code from the board gets it wrong a few times, a guesser of 31⁸ codes gets nowhere. Right codes are
   * not counted.
   */
  joinCodeFailuresPerUser: { limit: 10, windowMs: 15 * MINUTE },
  /**
   * Wrong join codes from one address across accounts: a class joining from the school's NAT fits, a script
   * that makes accounts to guess with each one does not.
   */
  joinCodeFailuresPerIp: { limit: 100, windowMs: 60 * MINUTE },
  /** Wrong pairing codes typed by one guardian's account: as the join codes, a few slips pass, guessing does not. */
  pairingCodeFailuresPerUser: { limit: 10, windowMs: 15 * MINUTE },
  /** Wrong pairing codes from one address across guardians' accounts. */
  pairingCodeFailuresPerIp: { limit: 100, windowMs: 60 * MINUTE },
} as const;

/**
 * Consecutive wrong passwords of one login (since its last success, from anywhere) slow down browsers that
 * never signed into it, never refusing the right password for long: from the 10th on, each further attempt
 * waits `firstDelayMs`, doubling with every failure up to `maxDelayMs` (5 s, 10 s, 20 s … 10 min), captcha
 * still asked. At `refuseAfterFailures` (NIST SP 800-63B allows at most 100 consecutive failures) those
 * browsers are refused until a sign-in from a known browser or a password reset; known browsers never wait.
 */
export const LOGIN_SLOWDOWN = {
  afterFailures: 10,
  firstDelayMs: 5_000,
  maxDelayMs: 10 * MINUTE,
  refuseAfterFailures: 100,
} as const;

/** A rule of `RATE_LIMITS` counted under `key`. */
const rule = (name: keyof typeof RATE_LIMITS, key: string) => ({ key, ...RATE_LIMITS[name] });

/** The rules with their keys; call sites pick one, e.g. `rateLimits.loginFailuresPerIp(ip)`. */
export const rateLimits = {
  loginFailuresPerAccountAndIp: (login: string, ip: string) =>
    rule("loginFailuresPerAccountAndIp", `login-account-ip:${ipBucket(ip)}:${login}`),
  loginFailuresPerIp: (ip: string) => rule("loginFailuresPerIp", `login-failures-ip:${ipBucket(ip)}`),
  /** `browserHash`: the hash of the known-browser or saved-device token. */
  loginFailuresPerKnownBrowser: (browserHash: string) =>
    rule("loginFailuresPerKnownBrowser", `login-browser:${browserHash}`),
  loginFailuresPerKnownBrowserDaily: (browserHash: string) =>
    rule("loginFailuresPerKnownBrowserDaily", `login-browser-day:${browserHash}`),
  /**
   * One attempt at a time once a login is slowed down: the turn after the failure at `lastFailureAt`, so
   * parallel requests cannot all pass the same wait.
   */
  loginTurn: (login: string, lastFailureAt: string) => ({
    key: `login-turn:${login}:${lastFailureAt}`,
    limit: 1,
    windowMs: 60 * MINUTE,
  }),
  loginRequestsPerIp: (ip: string) => rule("loginRequestsPerIp", `login-ip:${ipBucket(ip)}`),
  attemptLookupsPerIp: (ip: string) => rule("attemptLookupsPerIp", `attempts-ip:${ipBucket(ip)}`),
  captchaChallengesPerIp: (ip: string) => rule("captchaChallengesPerIp", `captcha-ip:${ipBucket(ip)}`),
  twoFactorChecksPerUser: (userId: number) => rule("twoFactorChecksPerUser", `2fa-user:${userId}`),
  resetTokenChecksPerIp: (ip: string) => rule("resetTokenChecksPerIp", `reset-ip:${ipBucket(ip)}`),
  resetRequestsPerAccountAndIp: (login: string, ip: string) =>
    rule("resetRequestsPerAccountAndIp", `reset-request-account-ip:${ipBucket(ip)}:${login}`),
  resetRequestsPerIp: (ip: string) => rule("resetRequestsPerIp", `reset-request-ip:${ipBucket(ip)}`),
  resetRequestsPerAccount: (login: string) =>
    rule("resetRequestsPerAccount", `reset-request-account:${login}`),
  socialNoncesPerIp: (ip: string) => rule("socialNoncesPerIp", `social-nonce-ip:${ipBucket(ip)}`),
  photoUploadsPerUser: (userId: number) => rule("photoUploadsPerUser", `photo-user:${userId}`),
  issueReportsPerUser: (userId: number) => rule("issueReportsPerUser", `issue-report-user:${userId}`),
  uploadsPerUser: (userId: number) => rule("uploadsPerUser", `upload-user:${userId}`),
  joinCodeFailuresPerUser: (userId: number) => rule("joinCodeFailuresPerUser", `join-code-user:${userId}`),
  joinCodeFailuresPerIp: (ip: string) => rule("joinCodeFailuresPerIp", `join-code-ip:${ipBucket(ip)}`),
  pairingCodeFailuresPerUser: (userId: number) =>
    rule("pairingCodeFailuresPerUser", `pairing-code-user:${userId}`),
  pairingCodeFailuresPerIp: (ip: string) =>
    rule("pairingCodeFailuresPerIp", `pairing-code-ip:${ipBucket(ip)}`),
};
