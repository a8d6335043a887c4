import { describe, expect, it } from "vitest";
import { changeLanguage, i18n, LANGUAGE_STORAGE_KEY, preferredLanguage, setupI18n } from "./i18n.ts";

describe("preferred language", () => {
  it("uses the stored choice first", () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "es-es");
    expect(preferredLanguage()).toBe("es-es");
  });

  it("ignores an unknown stored value and follows the browser", () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "fr-fr");
    Object.defineProperty(window.navigator, "languages", { value: ["es-MX", "en-US"], configurable: true });
    expect(preferredLanguage()).toBe("es-es");
  });
});

describe("translation", () => {
  it("fills placeholders with numbers and strings, and follows a language change", async () => {
    await setupI18n("pt-br");
    expect(i18n.t("textInput.counter", { count: 3, max: 80 })).toBe("3 de 80 caracteres");
    await changeLanguage("en-us");
    expect(i18n.language).toBe("en-us");
    expect(i18n.t("textInput.counter", { count: 3, max: 80 })).toBe("3 of 80 characters");
    expect(document.documentElement.lang).toBe("en-US");
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en-us");
  });
});
