import { Secret, TOTP } from "otpauth";
import { onFirstUse } from "../../lib/on-first-use.ts";

const PERIOD_SECONDS = 30;
/** Codes one step early or late still count, for clocks that drift a little. */
const WINDOW = 1;

/** A fresh 160-bit secret in base32, as RFC 4226 recommends. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
  });
}

/** The otpauth:// URI authenticator apps read from the QR code. */
export function totpUri(secret: string, issuer: string, label: string): string {
  return totpOf(secret, issuer, label).toString();
}

/** The QR code maker, loaded with the first enrolment. */
const qrCodes = onFirstUse(() => import("qrcode").then((module) => module.default));

export async function qrCodeDataUrl(text: string): Promise<string> {
  return (await qrCodes()).toDataURL(text, { errorCorrectionLevel: "M", margin: 2, width: 240 });
}

/**
 * The time step a code belongs to, or null when it matches none near `now`. The caller refuses steps at or
 * before the last one accepted, so a code works once.
 */
export function matchTotpStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret, "", "x").validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The code an app would show at `now` (tests and the demo helper). */
export function totpCodeAt(secret: string, now: Date): string {
  return totpOf(secret, "", "x").generate({ timestamp: now.getTime() });
}
