import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

const VERSION = "v1";
export const SECRET_KEY_BYTES = 32;

/**
 * Seals secrets the server must read back in clear (an authenticator app's seed) before they reach the
 * database, so a copy of the database alone (a backup, a dump, a stolen disk of the database server) does not
 * hold them. AES-256-GCM with a random nonce; `context` (which row the value belongs to) is authenticated
 * too, so a sealed value moved to another row does not open.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  /** Throws SecretBoxError when the key or the context is not the one it was sealed with. */
  open(sealed: string, context: string): string;
  /** Names the key without revealing it, so instances can tell whether they hold the same one. */
  readonly fingerprint: string;
}

export class SecretBoxError extends Error {}

// Sealed values read `v1.<nonce>.<ciphertext>.<tag>` (base64url parts).

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== SECRET_KEY_BYTES) throw new Error(`a secret box key has ${SECRET_KEY_BYTES} bytes`);
  return {
    fingerprint: createHmac("sha256", key).update("trilha secrets key check v1").digest("base64url"),
    seal(plain, context) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, nonce);
      cipher.setAAD(Buffer.from(context, "utf8"));
      const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, nonce, sealed, cipher.getAuthTag()]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(sealed, context) {
      const [version, nonce, data, tag] = sealed.split(".");
      if (version !== VERSION || !nonce || !data || !tag) throw new SecretBoxError("not a sealed value");
      // A nonce or tag of the wrong length throws too: a malformed value is refused like a wrong one.
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"));
        decipher.setAAD(Buffer.from(context, "utf8"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        throw new SecretBoxError("this key did not seal this value for this context");
      }
    },
  };
}
