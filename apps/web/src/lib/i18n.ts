import { defaultLanguage, isLanguage, LANGUAGES, type Language } from "@trilha/contracts/rules/languages";
import {
  type Catalogue,
  fillPlaceholders,
  lookupMessage,
  type MessageKey,
  type MessageValues,
} from "@trilha/i18n/messages";
import { useSyncExternalStore } from "react";
import type { CataloguePart } from "./catalogue-parts.ts";
import { readStorage, writeStorage } from "./local-storage.ts";

export type { Catalogue, MessageKey } from "@trilha/i18n/messages";

/** Looks a message up in the current language and fills its `{{name}}` placeholders. */
export type TFunction = (key: MessageKey, values?: MessageValues) => string;

/** Where the person's explicit language choice is kept. */
export const LANGUAGE_STORAGE_KEY = "idioma";

/**
 * Each language's catalogue comes in three chunks (`vite-catalogues.ts`, `catalogue-parts.ts`): what the sign-in
 * page and the chrome say at first paint; what the other public pages and the parts opened from the chrome say;
 * the rest, for the signed-in pages. Only the language in use is downloaded, and each part only once a page or
 * a part that needs it is shown.
 */
const catalogueLoaders: Record<
  Language,
  Record<CataloguePart, () => Promise<{ default: Partial<Catalogue> }>>
> = {
  "pt-br": {
    "sign-in": () => import("virtual:catalogue/pt-br-sign-in"),
    public: () => import("virtual:catalogue/pt-br-public"),
    "signed-in": () => import("virtual:catalogue/pt-br-signed-in"),
  },
  "en-us": {
    "sign-in": () => import("virtual:catalogue/en-us-sign-in"),
    public: () => import("virtual:catalogue/en-us-public"),
    "signed-in": () => import("virtual:catalogue/en-us-signed-in"),
  },
  "es-es": {
    "sign-in": () => import("virtual:catalogue/es-es-sign-in"),
    public: () => import("virtual:catalogue/es-es-public"),
    "signed-in": () => import("virtual:catalogue/es-es-signed-in"),
  },
};

/** Each language's texts so far: the parts loaded, merged. */
const catalogues = new Map<Language, Partial<Catalogue>>();
/** Each part of each language, loading or loaded, so two callers never download it twice. */
const partLoads = new Map<string, Promise<void>>();
/** The parts the pages seen so far need; a change of language loads them all in the new language. */
const neededParts = new Set<CataloguePart>(["sign-in"]);

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

function loadPart(language: Language, part: CataloguePart): Promise<void> {
  const key = `${language}/${part}`;
  let load = partLoads.get(key);
  if (!load) {
    load = catalogueLoaders[language][part]().then(
      ({ default: texts }) => {
        catalogues.set(language, { ...catalogues.get(language), ...texts });
      },
      (error: unknown) => {
        // A failed download (a lost connection) is tried again by the next caller.
        partLoads.delete(key);
        throw error;
      },
    );
    partLoads.set(key, load);
  }
  return load;
}

async function ensureCatalogue(language: Language): Promise<void> {
  const parts = [...neededParts];
  await Promise.all(parts.map((part) => loadPart(language, part)));
  // A signed-in page asked for its texts meanwhile (during a change of language, say): those too.
  if (neededParts.size > parts.length) await ensureCatalogue(language);
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

/**
 * Loads the language's catalogue and makes it current; call and await before the first render. `signedIn`
 * loads every text (as `loadSignedInTexts`), for a render that starts on any page or part.
 */
export async function setupI18n(
  language: Language = preferredLanguage(),
  { signedIn = false }: { signedIn?: boolean } = {},
): Promise<void> {
  if (signedIn) neededParts.add("public").add("signed-in");
  await ensureCatalogue(language);
  switchTo(language);
}

/**
 * The texts of the public pages other than sign-in and of the parts opened from the chrome, in the language in
 * use (or about to be); awaited beside such a page's or part's code, so it never renders before its texts.
 */
export async function loadPublicTexts(): Promise<void> {
  neededParts.add("public");
  await ensureCatalogue(initialized ? state.language : preferredLanguage());
}

/** The signed-in pages' texts, and the public ones their chrome opens, as `loadPublicTexts`. */
export async function loadSignedInTexts(): Promise<void> {
  neededParts.add("public").add("signed-in");
  await ensureCatalogue(initialized ? state.language : preferredLanguage());
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
