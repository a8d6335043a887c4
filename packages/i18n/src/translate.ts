import enUs from "../en-us.json" with { type: "json" };
import esEs from "../es-es.json" with { type: "json" };
import ptBr from "../pt-br.json" with { type: "json" };

export type Catalogue = typeof ptBr;
export type CatalogueLanguage = "pt-br" | "en-us" | "es-es";

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every message key, typed from the pt-br catalogue so an unknown key does not compile. */
export type MessageKey = Leaves<Catalogue>;

export const catalogues: Record<CatalogueLanguage, Catalogue> = {
  "pt-br": ptBr,
  "en-us": enUs,
  "es-es": esEs,
};

/** Server-side lookup with i18next-style `{{name}}` interpolation. */
export function translate(
  lang: CatalogueLanguage,
  key: MessageKey,
  vars: Record<string, string> = {},
): string {
  const found = lookup(catalogues[lang], key) ?? lookup(ptBr, key) ?? key;
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? "");
}

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}
