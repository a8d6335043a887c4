import { createHash, randomBytes } from "node:crypto";

/**
 * 256 random bits for any bearer secret (sessions, 2FA challenges, reset links, trusted devices, nonces); only its
 * hash is stored, so a leaked table cannot be replayed.
 */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

export function newDeviceHandle(): string {
  return randomBytes(16).toString("base64url");
}

/** A fast hash is enough: the token has full entropy, so nothing can be guessed from its digest. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export function bearerToken(authorization: string | undefined): string | null {
  const match = authorization?.match(/^Bearer\s+(\S{1,200})$/i);
  return match?.[1] ?? null;
}
