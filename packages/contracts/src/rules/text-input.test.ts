import { describe, expect, it } from "vitest";
import {
  isCounterVisible,
  normalizeTextInput,
  remainingCharacters,
  type TextInputOptions,
} from "./text-input.ts";

/** Each rule with the values it shows, as typed and as the field keeps them. */
function itNormalizes(options: TextInputOptions, rules: [string, Record<string, string>][]) {
  it.each(rules)("%s", (_rule, examples) => {
    for (const [typed, kept] of Object.entries(examples)) {
      expect(normalizeTextInput(typed, options), typed).toBe(kept);
    }
  });
}

describe("normalizeTextInput: default mode", () => {
  itNormalizes({}, [
    ["trims", { "  olá mundo  ": "olá mundo" }],
    ["collapses repeated spaces", { "a    b  c": "a b c" }],
    ["collapses any whitespace run into one space", { "a\t\tb\n\nc\u00a0 d": "a b c d" }],
    ["keeps every other character", { "R$ 10,00 - nº 5!": "R$ 10,00 - nº 5!" }],
    ["returns an empty string for blank input", { "": "", " \t\n ": "" }],
  ]);

  it("is idempotent", () => {
    const once = normalizeTextInput("  x   y  ", { maxLength: 3 });
    expect(normalizeTextInput(once, { maxLength: 3 })).toBe(once);
  });
});

describe("normalizeTextInput: lettersOnly", () => {
  itNormalizes({ lettersOnly: true }, [
    ["removes digits and punctuation", { "Ana123 Souza!": "Ana Souza" }],
    ["keeps letters of any script, with accents", { "José Ñandú Øre Ωμέγα": "José Ñandú Øre Ωμέγα" }],
    ["keeps combining accents of decomposed letters", { "Jose\u0301": "Jose\u0301" }],
    ["collapses the spaces left behind by removed characters", { "a 1 b": "a b", " 42 Ana ": "Ana" }],
    ["returns an empty string when nothing is a letter", { "123 !?": "" }],
  ]);
});

describe("normalizeTextInput: loginStyle", () => {
  itNormalizes({ loginStyle: true }, [
    ["removes all whitespace and lowercases", { "  Joao Silva ": "joaosilva" }],
    ["keeps letters, digits, dot, underscore and hyphen", { "Ana.Souza_01-x": "ana.souza_01-x" }],
    ["removes other characters", { "ana@souza#1!": "anasouza1" }],
    ["keeps leading zeros (login normalisation strips them later, on submit)", { "000123": "000123" }],
  ]);
  itNormalizes({ loginStyle: true, lettersOnly: true }, [
    ["combines with lettersOnly", { "Ana 1.Souza": "anasouza" }],
  ]);
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
