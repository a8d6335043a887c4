import enUs from "../en-us.json" with { type: "json" };
import esEs from "../es-es.json" with { type: "json" };
import ptBr from "../pt-br.json" with { type: "json" };
import {
  type Catalogue,
  fillPlaceholders,
  lookupMessage,
  type MessageKey,
  type MessageValues,
} from "./messages.ts";

export type { Catalogue, MessageKey } from "./messages.ts";
export type CatalogueLanguage = "pt-br" | "en-us" | "es-es";

export const catalogues: Record<CatalogueLanguage, Catalogue> = {
  "pt-br": ptBr,
  "en-us": enUs,
  "es-es": esEs,
};

/**
 * Server-side lookup with every catalogue loaded; the web app loads one catalogue at a time and shares the
 * lookup and the placeholder rule through `messages.ts`.
 */
export function translate(lang: CatalogueLanguage, key: MessageKey, vars: MessageValues = {}): string {
  const found = lookupMessage(catalogues[lang], key) ?? lookupMessage(ptBr, key) ?? key;
  return fillPlaceholders(found, vars);
}
