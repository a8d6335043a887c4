import { describe, expect, it } from "vitest";
import { commonPasswordCount, isCommonPassword } from "./common-passwords.ts";

describe("the common-password list", () => {
  it("holds at least the 10 000 most used passwords", () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it.each(["qwerty123", "iloveyou", "password1", "sunshine", "senha123", "flamengo"])("holds %s", (word) => {
    expect(isCommonPassword(word)).toBe(true);
  });

  it("matches whatever the case", () => {
    expect(isCommonPassword("QWERTY123")).toBe(true);
    expect(isCommonPassword("ILoveYou")).toBe(true);
  });

  it("matches whole passwords only", () => {
    expect(isCommonPassword("qwerty123-caderno")).toBe(false);
    expect(isCommonPassword("caderno-azul-3")).toBe(false);
    expect(isCommonPassword(" qwerty123")).toBe(false);
  });
});
