import { defaultLanguage, isLanguage, LANGUAGES, type Language } from "@trilha/contracts/rules/languages";
import {
  type Catalogue,
  fillPlaceholders,
  lookupMessage,
  type MessageKey,
  type MessageValues,
} from "@trilha/i18n/messages";
import { useSyncExternalStore } from "react";
import { readStorage, writeStorage } from "./local-storage.ts";

export type { Catalogue, MessageKey } from "@trilha/i18n/messages";

/** Looks a message up in the current language and fills its `{{name}}` placeholders. */
export type TFunction = (key: MessageKey, values?: MessageValues) => string;

/** Where the person's explicit language choice is kept. */
export const LANGUAGE_STORAGE_KEY = "idioma";

/** One chunk per language: only the one in use is downloaded. */
const catalogueLoaders: Record<Language, () => Promise<{ default: Catalogue }>> = {
  "pt-br": () => import("virtual:catalogue/pt-br"),
  "en-us": () => import("virtual:catalogue/en-us"),
  "es-es": () => import("virtual:catalogue/es-es"),
};

const catalogues = new Map<Language, Catalogue>();

function translatorFor(language: Language): TFunction {
  return (key, values) => {
    // The three catalogues have the same keys (checked by the i18n tests); an unknown key shows as itself.
    const message = lookupMessage(catalogues.get(language), key) ?? key;
    return values === undefined ? message : fillPlaceholders(message, values);
  };
}

interface TranslationState {
  readonly language: Language;
  readonly t: TFunction;
}

let state: TranslationState = { language: LANGUAGES[0], t: translatorFor(LANGUAGES[0]) };
let initialized = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Our codes in the canonical BCP 47 casing that `lang` attributes use ("pt-br" → "pt-BR"). */
export function htmlLang(language: Language): string {
  const [base = language, region] = language.split("-");
  return region ? `${base}-${region.toUpperCase()}` : base;
}

async function ensureCatalogue(language: Language): Promise<void> {
  if (catalogues.has(language)) return;
  catalogues.set(language, (await catalogueLoaders[language]()).default);
}

function switchTo(language: Language): void {
  initialized = true;
  // A new `t` each time, so components that depend on it render again.
  state = { language, t: translatorFor(language) };
  document.documentElement.lang = htmlLang(language);
  for (const listener of listeners) listener();
}

/** The translation state outside React: the current language and its `t`. */
export const i18n = {
  get language(): Language {
    return state.language;
  },
  get isInitialized(): boolean {
    return initialized;
  },
  t: ((key, values) => state.t(key, values)) as TFunction,
};

/** The stored choice, else the browser's preference (spec §5 "Default language"). */
export function preferredLanguage(): Language {
  const stored = readStorage(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  return defaultLanguage(browser);
}

/** Loads the language's catalogue and makes it current; call and await before the first render. */
export async function setupI18n(language: Language = preferredLanguage()): Promise<void> {
  await ensureCatalogue(language);
  switchTo(language);
}

/** Switches the UI language at once (no reload) and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureCatalogue(language);
  switchTo(language);
  writeStorage(LANGUAGE_STORAGE_KEY, language);
}

function currentState(): TranslationState {
  return state;
}

/** The current language's `t`; the component renders again when the language changes. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const { t } = useSyncExternalStore(subscribe, currentState, currentState);
  return { t, i18n };
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentState, currentState).language;
}
