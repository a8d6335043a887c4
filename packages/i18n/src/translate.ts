import texts from "../catalogue.json" with { type: "json" };
import {
  type Catalogue,
  type CatalogueLanguage,
  catalogueIn,
  fillPlaceholders,
  lookupMessage,
  type MessageKey,
  type MessageValues,
} from "./messages.ts";

export type { Catalogue, CatalogueLanguage, MessageKey } from "./messages.ts";

export const catalogues: Record<CatalogueLanguage, Catalogue> = {
  "pt-br": catalogueIn(texts, "pt-br"),
  "en-us": catalogueIn(texts, "en-us"),
  "es-es": catalogueIn(texts, "es-es"),
};
const ptBr = catalogues["pt-br"];

/**
 * Server-side lookup with every catalogue loaded; the web app loads one catalogue at a time and shares the
 * lookup and the placeholder rule through `messages.ts`.
 */
export function translate(lang: CatalogueLanguage, key: MessageKey, vars: MessageValues = {}): string {
  const found = lookupMessage(catalogues[lang], key) ?? lookupMessage(ptBr, key) ?? key;
  return fillPlaceholders(found, vars);
}
