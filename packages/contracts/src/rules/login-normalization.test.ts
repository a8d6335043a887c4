import { describe, expect, it } from "vitest";
import { normalizeLogin } from "./login-normalization.ts";

describe("normalizeLogin", () => {
  it("strips leading zeros of an RA", () => {
    expect(normalizeLogin("0001001")).toBe("1001");
  });

  it("keeps zeros that are not leading", () => {
    expect(normalizeLogin("1000100")).toBe("1000100");
  });

  it("leaves a login without leading zeros unchanged", () => {
    expect(normalizeLogin("admin")).toBe("admin");
  });

  it("strips leading zeros of non-numeric logins too", () => {
    expect(normalizeLogin("0abc")).toBe("abc");
    expect(normalizeLogin("00a0")).toBe("a0");
  });

  it("keeps a single zero for a login made only of zeros", () => {
    expect(normalizeLogin("000")).toBe("0");
    expect(normalizeLogin("0")).toBe("0");
  });

  it("trims surrounding whitespace before stripping", () => {
    expect(normalizeLogin("  00123\t\n")).toBe("123");
  });

  it("keeps inner whitespace and case", () => {
    expect(normalizeLogin("João Silva")).toBe("João Silva");
    expect(normalizeLogin("Admin")).toBe("Admin");
  });

  it("returns an empty string for empty or whitespace-only input", () => {
    expect(normalizeLogin("")).toBe("");
    expect(normalizeLogin("   ")).toBe("");
  });
});
