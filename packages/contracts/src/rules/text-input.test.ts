import { describe, expect, it } from "vitest";
import { isCounterVisible, normalizeTextInput, remainingCharacters } from "./text-input.ts";

describe("normalizeTextInput: default mode", () => {
  it("trims", () => {
    expect(normalizeTextInput("  olá mundo  ")).toBe("olá mundo");
  });

  it("collapses repeated spaces", () => {
    expect(normalizeTextInput("a    b  c")).toBe("a b c");
  });

  it("collapses any whitespace run into one space", () => {
    expect(normalizeTextInput("a\t\tb\n\nc\u00a0 d")).toBe("a b c d");
  });

  it("keeps every other character", () => {
    expect(normalizeTextInput("R$ 10,00 - nº 5!")).toBe("R$ 10,00 - nº 5!");
  });

  it("returns an empty string for blank input", () => {
    expect(normalizeTextInput("")).toBe("");
    expect(normalizeTextInput(" \t\n ")).toBe("");
  });

  it("is idempotent", () => {
    const once = normalizeTextInput("  x   y  ", { maxLength: 3 });
    expect(normalizeTextInput(once, { maxLength: 3 })).toBe(once);
  });
});

describe("normalizeTextInput: lettersOnly", () => {
  it("removes digits and punctuation", () => {
    expect(normalizeTextInput("Ana123 Souza!", { lettersOnly: true })).toBe("Ana Souza");
  });

  it("keeps letters of any script, with accents", () => {
    expect(normalizeTextInput("José Ñandú Øre Ωμέγα", { lettersOnly: true })).toBe("José Ñandú Øre Ωμέγα");
  });

  it("keeps combining accents of decomposed letters", () => {
    const decomposed = "Jose\u0301";
    expect(normalizeTextInput(decomposed, { lettersOnly: true })).toBe(decomposed);
  });

  it("collapses the spaces left behind by removed characters", () => {
    expect(normalizeTextInput("a 1 b", { lettersOnly: true })).toBe("a b");
    expect(normalizeTextInput(" 42 Ana ", { lettersOnly: true })).toBe("Ana");
  });

  it("returns an empty string when nothing is a letter", () => {
    expect(normalizeTextInput("123 !?", { lettersOnly: true })).toBe("");
  });
});

describe("normalizeTextInput: loginStyle", () => {
  it("removes all whitespace and lowercases", () => {
    expect(normalizeTextInput("  Joao Silva ", { loginStyle: true })).toBe("joaosilva");
  });

  it("keeps letters, digits, dot, underscore and hyphen", () => {
    expect(normalizeTextInput("Ana.Souza_01-x", { loginStyle: true })).toBe("ana.souza_01-x");
  });

  it("removes other characters", () => {
    expect(normalizeTextInput("ana@souza#1!", { loginStyle: true })).toBe("anasouza1");
  });

  it("keeps leading zeros (login normalisation strips them later, on submit)", () => {
    expect(normalizeTextInput("000123", { loginStyle: true })).toBe("000123");
  });

  it("combines with lettersOnly", () => {
    expect(normalizeTextInput("Ana 1.Souza", { loginStyle: true, lettersOnly: true })).toBe("anasouza");
  });
});

describe("normalizeTextInput: maxLength", () => {
  it("cuts to the limit after normalisation", () => {
    expect(normalizeTextInput("   abcdef   ", { maxLength: 4 })).toBe("abcd");
    expect(normalizeTextInput("a     b     c", { maxLength: 5 })).toBe("a b c");
  });

  it("leaves shorter values alone", () => {
    expect(normalizeTextInput("abc", { maxLength: 3 })).toBe("abc");
    expect(normalizeTextInput("abc", { maxLength: 10 })).toBe("abc");
  });

  it("counts code points, never splitting a surrogate pair", () => {
    expect(normalizeTextInput("😀😀😀", { maxLength: 2 })).toBe("😀😀");
  });

  it("does not leave a trailing space after cutting", () => {
    expect(normalizeTextInput("abc def", { maxLength: 4 })).toBe("abc");
  });

  it("applies after the mode filters", () => {
    expect(normalizeTextInput("a1b2c3d4", { lettersOnly: true, maxLength: 3 })).toBe("abc");
  });

  it("treats zero as an empty allowance and ignores a non-finite limit", () => {
    expect(normalizeTextInput("abc", { maxLength: 0 })).toBe("");
    expect(normalizeTextInput("abc", { maxLength: Number.NaN })).toBe("abc");
    expect(normalizeTextInput("abc", { maxLength: Number.POSITIVE_INFINITY })).toBe("abc");
  });
});

describe("isCounterVisible", () => {
  it("is hidden without a limit", () => {
    expect(isCounterVisible(1000, undefined)).toBe(false);
  });

  it("appears only strictly beyond half the limit", () => {
    expect(isCounterVisible(50, 100)).toBe(false);
    expect(isCounterVisible(51, 100)).toBe(true);
    expect(isCounterVisible(0, 100)).toBe(false);
  });

  it("handles odd limits", () => {
    expect(isCounterVisible(2, 5)).toBe(false);
    expect(isCounterVisible(3, 5)).toBe(true);
  });

  it("stays visible at and past the limit", () => {
    expect(isCounterVisible(100, 100)).toBe(true);
    expect(isCounterVisible(120, 100)).toBe(true);
  });

  it("is hidden for a limit that is not a positive number", () => {
    expect(isCounterVisible(1, 0)).toBe(false);
    expect(isCounterVisible(1, -10)).toBe(false);
    expect(isCounterVisible(1, Number.NaN)).toBe(false);
  });
});

describe("remainingCharacters", () => {
  it("subtracts the length from the limit", () => {
    expect(remainingCharacters(30, 100)).toBe(70);
    expect(remainingCharacters(0, 100)).toBe(100);
  });

  it("is zero at the limit and never negative", () => {
    expect(remainingCharacters(100, 100)).toBe(0);
    expect(remainingCharacters(130, 100)).toBe(0);
  });
});
