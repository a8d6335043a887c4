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

describe("the catalogue's three parts", () => {
  // A fresh copy of the module (a query makes it another module to Vite), leaving the one every other file
  // shares alone: the test setup has already asked that one for the signed-in texts.
  let copies = 0;
  async function freshI18n(): Promise<typeof import("./i18n.ts")> {
    copies += 1;
    return import(/* @vite-ignore */ `./i18n.ts?copy=${copies}`);
  }

  it("loads the sign-in texts first, the public and signed-in ones when asked, and all in a new language", async () => {
    const fresh = await freshI18n();
    await fresh.setupI18n("pt-br");
    expect(fresh.i18n.t("login.title")).toBe("Acesse sua conta");
    // Not downloaded yet: an unknown key shows as itself.
    expect(fresh.i18n.t("accessibility.title")).toBe("accessibility.title");
    expect(fresh.i18n.t("gradebook.title")).toBe("gradebook.title");
    await fresh.loadPublicTexts();
    expect(fresh.i18n.t("accessibility.title")).toBe("Acessibilidade");
    expect(fresh.i18n.t("gradebook.title")).toBe("gradebook.title");
    await fresh.loadSignedInTexts();
    expect(fresh.i18n.t("gradebook.title")).toBe("Notas");
    await fresh.changeLanguage("en-us");
    expect(fresh.i18n.t("login.title")).toBe("Sign in to your account");
    expect(fresh.i18n.t("gradebook.title")).toBe("Grades");
  });

  it("loads the signed-in texts in the preferred language when a signed-in page starts before the first render", async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "es-es");
    const fresh = await freshI18n();
    await Promise.all([fresh.loadSignedInTexts(), fresh.setupI18n()]);
    expect(fresh.i18n.language).toBe("es-es");
    expect(fresh.i18n.t("login.title")).toBe("Acceda a su cuenta");
    expect(fresh.i18n.t("gradebook.wholeYear", { year: 2026 })).toBe("Año completo (2026)");
  });
});
