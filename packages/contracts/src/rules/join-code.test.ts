import { describe, expect, it } from "vitest";
import {
  formatJoinCode,
  isJoinCodeShape,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  normalizeJoinCode,
} from "./join-code.ts";

describe("join codes", () => {
  it("have no look-alike characters", () => {
    for (const character of "0O1IL") expect(JOIN_CODE_ALPHABET).not.toContain(character);
    expect(new Set(JOIN_CODE_ALPHABET).size).toBe(JOIN_CODE_ALPHABET.length);
  });

  it("read a code typed in any case, with spaces or the hyphen it is shown with", () => {
    expect(normalizeJoinCode(" k7qm-3xpa ")).toBe("K7QM3XPA");
    expect(normalizeJoinCode("K7QM 3XPA")).toBe("K7QM3XPA");
    expect(isJoinCodeShape(normalizeJoinCode("k7qm-3xpa"))).toBe(true);
  });

  it.each(["K7QM3XP", "K7QM3XPAA", "K7QM3XP0", "K7QM3XPÁ", ""])(
    "tell a text that cannot be a code: too short, too long, or with a character outside the alphabet (%j)",
    (text) => {
      expect(isJoinCodeShape(text)).toBe(false);
    },
  );

  it("are shown in two halves", () => {
    expect(formatJoinCode("K7QM3XPA")).toBe("K7QM-3XPA");
    expect(formatJoinCode("K7QM-3XPA".replace("-", "")).length).toBe(JOIN_CODE_LENGTH + 1);
    expect(formatJoinCode("ABC")).toBe("ABC");
  });
});
