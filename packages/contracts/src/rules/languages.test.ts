import { describe, expect, it } from "vitest";
import { defaultLanguage, isLanguage, LANGUAGES, type Language } from "./languages.ts";

describe("LANGUAGES", () => {
  it("lists the three interface languages", () => {
    expect(LANGUAGES).toEqual(["pt-br", "en-us", "es-es"]);
  });
});

describe("isLanguage", () => {
  it.each(LANGUAGES)("accepts %s", (language) => {
    expect(isLanguage(language)).toBe(true);
  });

  it.each([["pt-BR"], ["pt"], ["fr-fr"], [""], [" en-us"], [null], [undefined], [1], [{}]])(
    "rejects %j",
    (value) => {
      expect(isLanguage(value)).toBe(false);
    },
  );
});

describe("defaultLanguage", () => {
  const picks = (browser: readonly string[], expected: Language) => {
    expect(defaultLanguage(browser)).toBe(expected);
  };

  it.each([
    [["pt-BR"], "pt-br"],
    [["en-US"], "en-us"],
    [["es-ES"], "es-es"],
    [["EN-us"], "en-us"],
    [["pt_BR"], "pt-br"],
  ] as const)("matches %j exactly, ignoring case", picks);

  it.each([
    [["es"], "es-es"],
    [["es-MX"], "es-es"],
    [["es-419"], "es-es"],
    [["pt"], "pt-br"],
    [["pt-PT"], "pt-br"],
    [["en"], "en-us"],
    [["en-GB"], "en-us"],
  ] as const)("falls back to the same base language for %j", picks);

  it("falls back to en-us when nothing matches", () => {
    expect(defaultLanguage(["fr-FR", "de", "ja-JP"])).toBe("en-us");
  });

  it("falls back to en-us for an empty list", () => {
    expect(defaultLanguage([])).toBe("en-us");
  });

  it("walks entries in preference order, so an earlier base match beats a later exact match", () => {
    expect(defaultLanguage(["es-MX", "en-US"])).toBe("es-es");
    expect(defaultLanguage(["pt-PT", "es-ES"])).toBe("pt-br");
  });

  it("skips unsupported entries before the first supported one", () => {
    expect(defaultLanguage(["fr-FR", "de-DE", "pt-BR"])).toBe("pt-br");
    expect(defaultLanguage(["fr", "en-AU"])).toBe("en-us");
  });

  it("ignores blank entries and surrounding whitespace", () => {
    expect(defaultLanguage(["", "  ", " es-AR "])).toBe("es-es");
  });

  it("does not treat a language that merely starts with a supported base as a match", () => {
    expect(defaultLanguage(["esu", "ptx-YY"])).toBe("en-us");
  });
});
