import { describe, expect, it } from "vitest";
import { LANGUAGE_STORAGE_KEY, preferredLanguage } from "./i18n.ts";

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
