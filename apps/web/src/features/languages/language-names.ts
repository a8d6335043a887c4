import type { Language } from "@trilha/contracts/rules/languages";

/**
 * Each language is named in itself, whatever the current UI language, so a person who cannot read the
 * current one still finds their own. That is why these names are not in the catalogues.
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  "pt-br": "Português (Brasil)",
  "en-us": "English (US)",
  "es-es": "Español",
};
