import { describe, expect, it } from "vitest";
import { matchTotpStep, newTotpSecret, totpCodeAt, totpUri } from "./totp.ts";
import {
  CODE_TTL_MINUTES,
  codeMatches,
  codeState,
  generateCode,
  hashCode,
  loginFactors,
  MAX_CODE_ATTEMPTS,
} from "./two-factor-rules.ts";

describe("codes", () => {
  it("are six digits, zero-padded", () => {
    expect(generateCode(() => 42)).toBe("000042");
    expect(generateCode(() => 999_999)).toBe("999999");
    expect(generateCode()).toMatch(/^\d{6}$/);
  });

  it("are stored as salted hashes and compared in constant time", () => {
    const hash = hashCode("123456", "sal");
    expect(hash).not.toContain("123456");
    expect(hashCode("123456", "outro-sal")).not.toBe(hash);
    expect(codeMatches("123456", "sal", hash)).toBe(true);
    expect(codeMatches("123457", "sal", hash)).toBe(false);
    expect(codeMatches("123456", "outro-sal", hash)).toBe(false);
  });

  it("are active until used, expired or out of tries", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const later = new Date(now.getTime() + CODE_TTL_MINUTES * 60_000).toISOString();
    const active = { used_at: null, expires_at: later, attempts: 0 };
    expect(codeState(active, now)).toBe("active");
    expect(codeState({ ...active, attempts: MAX_CODE_ATTEMPTS - 1 }, now)).toBe("active");
    expect(codeState({ ...active, attempts: MAX_CODE_ATTEMPTS }, now)).toBe("locked");
    expect(codeState({ ...active, used_at: now.toISOString() }, now)).toBe("used");
    expect(codeState(active, new Date(later))).toBe("expired");
  });
});

describe("login factors", () => {
  const email = { fator: "email", destino: "a@b.example" };
  const app = { fator: "autenticador", destino: "" };

  it("lists e-mail and an enrolled app", () => {
    expect(loginFactors({ factors: [email, app], totpConfirmed: true })).toEqual([
      { fator: "email", destino: "a@b.example" },
      { fator: "autenticador", destino: "", configurado: true },
    ]);
  });

  it("offers enrolment of an app only when it is the only factor", () => {
    expect(loginFactors({ factors: [app], totpConfirmed: false })).toEqual([
      { fator: "autenticador", destino: "", configurado: false },
    ]);
    expect(loginFactors({ factors: [email, app], totpConfirmed: false })).toEqual([
      { fator: "email", destino: "a@b.example" },
    ]);
  });

  it("ignores factors it does not know and a secret without a factor", () => {
    expect(loginFactors({ factors: [{ fator: "sms", destino: "1" }], totpConfirmed: true })).toEqual([]);
  });
});

describe("TOTP", () => {
  it("makes an otpauth URI with the issuer, the login and the secret", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = totpUri(secret, "Escola Azul", "1001");
    expect(uri).toMatch(/^otpauth:\/\/totp\/Escola%20Azul:1001\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain("period=30");
    expect(uri).toContain("digits=6");
  });

  it("matches a code to its time step, one step either side", () => {
    const secret = newTotpSecret();
    const now = new Date("2026-11-25T12:00:10Z");
    const step = Math.floor(now.getTime() / 30_000);
    expect(matchTotpStep(secret, totpCodeAt(secret, now), now)).toBe(step);
    expect(matchTotpStep(secret, totpCodeAt(secret, new Date(now.getTime() - 30_000)), now)).toBe(step - 1);
    expect(matchTotpStep(secret, totpCodeAt(secret, new Date(now.getTime() + 30_000)), now)).toBe(step + 1);
    expect(matchTotpStep(secret, totpCodeAt(secret, new Date(now.getTime() + 90_000)), now)).toBeNull();
  });
});
