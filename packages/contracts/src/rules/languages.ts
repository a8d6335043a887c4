export const LANGUAGES = ["pt-br", "en-us", "es-es"] as const;
export type Language = (typeof LANGUAGES)[number];

const FALLBACK_LANGUAGE: Language = "en-us";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

function baseOf(tag: string): string {
  return tag.split(/[-_]/)[0] ?? "";
}

/**
 * Browser entries are walked in preference order; for each one an exact tag match is tried before a
 * same-base match, so a user preferring "es-MX" over "en-US" gets Spanish.
 */
export function defaultLanguage(browserLanguages: readonly string[]): Language {
  for (const entry of browserLanguages) {
    // Browsers report "pt-BR" and some report "pt_BR"; our tags are lowercase with a hyphen.
    const tag = entry.trim().toLowerCase().replace(/_/g, "-");
    if (tag === "") continue;
    if (isLanguage(tag)) return tag;
    const base = baseOf(tag);
    const sameBase = LANGUAGES.find((language) => baseOf(language) === base);
    if (sameBase) return sameBase;
  }
  return FALLBACK_LANGUAGE;
}
