import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSecretBox, SecretBoxError } from "./secret-box.ts";

describe("the secret box", () => {
  const box = createSecretBox(randomBytes(32));
  const seed = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

  it("opens what it sealed, for the same context, and never shows the plain text", () => {
    const sealed = box.seal(seed, "two_factor_totp:tenant:1:7");
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(sealed).not.toContain(seed);
    expect(box.open(sealed, "two_factor_totp:tenant:1:7")).toBe(seed);
  });

  it("seals the same text differently each time", () => {
    expect(box.seal(seed, "c")).not.toBe(box.seal(seed, "c"));
  });

  it("refuses another key, another context, a changed byte or a malformed value", () => {
    const sealed = box.seal(seed, "two_factor_totp:tenant:1:7");
    const other = createSecretBox(randomBytes(32));
    expect(() => other.open(sealed, "two_factor_totp:tenant:1:7")).toThrow(SecretBoxError);
    expect(() => box.open(sealed, "two_factor_totp:tenant:1:8")).toThrow(SecretBoxError);
    const [version, nonce, data, tag] = sealed.split(".");
    const flipped = `${data?.[0] === "A" ? "B" : "A"}${data?.slice(1)}`;
    expect(() => box.open([version, nonce, flipped, tag].join("."), "two_factor_totp:tenant:1:7")).toThrow(
      SecretBoxError,
    );
    expect(() => box.open(seed, "two_factor_totp:tenant:1:7")).toThrow("not a sealed value");
    expect(() => box.open("v1..x.y", "c")).toThrow("not a sealed value");
    // A nonce or a tag of the wrong length, as anyone may type in a link.
    expect(() => box.open("v1.abc.def.ghi", "c")).toThrow(SecretBoxError);
    expect(() => box.open([version, nonce, data, "AAAA"].join("."), "two_factor_totp:tenant:1:7")).toThrow(
      SecretBoxError,
    );
  });

  it("takes a 32-byte key only", () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow("a secret box key has 32 bytes");
  });
});
