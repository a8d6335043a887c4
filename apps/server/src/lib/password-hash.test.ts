import { describe, expect, it } from "vitest";
import { hashParameters, hashPassword, needsRehash, verifyPassword } from "./password-hash.ts";

describe("password hashes", () => {
  it("are argon2id at OWASP's parameters (19 MiB, 2 passes, 1 lane)", async () => {
    const stored = await hashPassword("uma-senha-boa");
    expect(hashParameters(stored)).toEqual({ algorithm: "argon2id", version: 19, m: 19_456, t: 2, p: 1 });
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPassword(stored, "uma-senha-boa")).toBe(true);
    expect(await verifyPassword(stored, "outra")).toBe(false);
  });

  it.each([
    "$argon2id$v=19$m=4096,t=1,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo",
    "$argon2id$v=19$m=19456,t=1,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo",
    "$argon2id$v=19$m=19456,t=2,p=2$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo",
    "$argon2id$v=16$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo",
    "$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo",
    "$scrypt$ln=17,r=8,p=1$c2FsdA$aGFzaA",
    "not a PHC string",
  ])("ask for a new hash when made otherwise: %s", (stored) => {
    expect(needsRehash(stored)).toBe(true);
  });
});
