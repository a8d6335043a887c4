import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { TWO_FACTOR_CODE_LENGTH, type TwoFactorFactorName } from "@trilha/contracts/two-factor.calls";

/** How long the pending-login proof from the password step lasts. */
export const CHALLENGE_TTL_MINUTES = 10;
/** How long an e-mailed code works. */
export const CODE_TTL_MINUTES = 5;
/** Wrong tries on one e-mailed code before it stops working (a new one must be requested). */
export const MAX_CODE_ATTEMPTS = 5;
/** Codes sent to one user per window, whatever the challenge. */
export const MAX_CODE_SENDS = 5;
export const CODE_SEND_WINDOW_MINUTES = 15;
/** Wrong authenticator codes with one challenge before it is dead (the user signs in again). */
export const MAX_TOTP_ATTEMPTS = 5;
/** Wrong authenticator codes of one user per window, across challenges. */
export const MAX_TOTP_FAILURES_PER_WINDOW = 10;
export const TOTP_FAILURE_WINDOW_MINUTES = 15;
/** A device saved at a 2FA step skips it for this long. */
export const TRUSTED_DEVICE_TTL_DAYS = 90;

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** Six random digits, zero-padded, from a uniform source (crypto.randomInt unless a test passes its own). */
export function generateCode(random: (max: number) => number = randomInt): string {
  const max = 10 ** TWO_FACTOR_CODE_LENGTH;
  return String(random(max)).padStart(TWO_FACTOR_CODE_LENGTH, "0");
}

export function newSalt(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * A code has only a million values, so its hash is salted per row; it lives minutes and locks after a few
 * wrong tries, which is what really protects it.
 */
export function hashCode(code: string, salt: string): string {
  return createHash("sha256").update(`${salt}:${code}`).digest("base64url");
}

export function codeMatches(code: string, salt: string, expectedHash: string): boolean {
  const actual = Buffer.from(hashCode(code, salt));
  const expected = Buffer.from(expectedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export type CodeState = "active" | "used" | "expired" | "locked";

/** Why a stored code can or cannot be checked now. */
export function codeState(
  code: { used_at: string | null; expires_at: string; attempts: number },
  now: Date,
): CodeState {
  if (code.used_at !== null) return "used";
  if (Date.parse(code.expires_at) <= now.getTime()) return "expired";
  if (code.attempts >= MAX_CODE_ATTEMPTS) return "locked";
  return "active";
}

export interface FactorFacts {
  /** Factor rows of the user (fator → stored destination). */
  factors: readonly { fator: string; destino: string }[];
  /** Whether the user's authenticator secret is confirmed. */
  totpConfirmed: boolean;
}

export interface LoginFactor {
  fator: TwoFactorFactorName;
  destino: string;
  configurado?: boolean;
}

/**
 * The factors a login may use. An authenticator not enrolled yet is offered (to enrol with a QR code) only
 * when it is the user's only factor: otherwise anyone holding the password could enrol their own app and so
 * step around the factor the user did set up.
 */
export function loginFactors(facts: FactorFacts): LoginFactor[] {
  const usable: LoginFactor[] = [];
  const email = facts.factors.find((factor) => factor.fator === "email");
  if (email) usable.push({ fator: "email", destino: email.destino });
  const app = facts.factors.find((factor) => factor.fator === "autenticador");
  if (app && facts.totpConfirmed) usable.push({ fator: "autenticador", destino: "", configurado: true });
  if (app && !facts.totpConfirmed && usable.length === 0) {
    usable.push({ fator: "autenticador", destino: "", configurado: false });
  }
  return usable;
}
