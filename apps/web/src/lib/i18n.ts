import { defaultLanguage, isLanguage, LANGUAGES, type Language } from "@trilha/contracts/rules/languages";
import type ptBr from "@trilha/i18n/pt-br.json";
import i18next from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
import { readStorage, writeStorage } from "./local-storage.ts";

export type Catalogue = typeof ptBr;

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    // Keys are typed from pt-br, so a key missing from the catalogue does not compile.
    resources: { translation: Catalogue };
  }
}

/** Where the person's explicit language choice is kept. */
export const LANGUAGE_STORAGE_KEY = "idioma";

/** One chunk per language: only the one in use is downloaded. */
const catalogueLoaders: Record<Language, () => Promise<{ default: Catalogue }>> = {
  "pt-br": () => import("@trilha/i18n/pt-br.json"),
  "en-us": () => import("@trilha/i18n/en-us.json"),
  "es-es": () => import("@trilha/i18n/es-es.json"),
};

export const i18n = i18next.createInstance();
i18n.use(initReactI18next);
/** Our codes in the canonical BCP 47 casing that `lang` attributes use ("pt-br" → "pt-BR"). */
export function htmlLang(language: Language): string {
  const [base = language, region] = language.split("-");
  return region ? `${base}-${region.toUpperCase()}` : base;
}

i18n.on("languageChanged", (language) => {
  if (isLanguage(language)) document.documentElement.lang = htmlLang(language);
});

/** The stored choice, else the browser's preference (spec §5 "Default language"). */
export function preferredLanguage(): Language {
  const stored = readStorage(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  return defaultLanguage(browser);
}

async function ensureCatalogue(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, "translation")) return;
  const catalogue = (await catalogueLoaders[language]()).default;
  i18n.addResourceBundle(language, "translation", catalogue);
}

/** Loads the language's catalogue and starts i18next; call and await before the first render. */
export async function setupI18n(language: Language = preferredLanguage()): Promise<void> {
  if (i18n.isInitialized) {
    await ensureCatalogue(language);
    await i18n.changeLanguage(language);
    return;
  }
  const catalogue = (await catalogueLoaders[language]()).default;
  await i18n.init({
    lng: language,
    supportedLngs: [...LANGUAGES],
    // Our codes are lowercase ("pt-br"); keep them so instead of i18next's "pt-BR".
    lowerCaseLng: true,
    load: "currentOnly",
    // The three catalogues have the same keys (checked by the i18n tests), so no fallback download.
    fallbackLng: false,
    resources: { [language]: { translation: catalogue } },
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  document.documentElement.lang = htmlLang(language);
}

/** Switches the UI language at once (no reload) and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureCatalogue(language);
  await i18n.changeLanguage(language);
  writeStorage(LANGUAGE_STORAGE_KEY, language);
}

export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  const current = instance.resolvedLanguage ?? instance.language;
  return isLanguage(current) ? current : LANGUAGES[0];
}
