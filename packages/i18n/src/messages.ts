import type texts from "../catalogue.json";

/**
 * `catalogue.json` holds every text of the platform by namespace (a module, a page), each namespace in the three
 * languages side by side, so a module's texts are written in one place. Each language's catalogue is drawn from
 * it: the server keeps all three, the web app downloads only the one in use (its build draws it).
 */
export type Texts = typeof texts;
export type CatalogueLanguage = "pt-br" | "en-us" | "es-es";

/** A catalogue's shape, taken from pt-br: the other two have exactly its keys (checked by the catalogue tests). */
export type Catalogue = { [Namespace in keyof Texts]: Texts[Namespace]["pt-br"] };

/** One language's catalogue: every namespace's texts in that language. */
export function catalogueIn(all: Texts, language: CatalogueLanguage): Catalogue {
  return Object.fromEntries(
    Object.entries(all).map(([namespace, languages]) => [namespace, languages[language]]),
  ) as Catalogue;
}

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every message key, typed from the pt-br catalogue so an unknown key does not compile. */
export type MessageKey = Leaves<Catalogue>;

/** Values for a message's placeholders; a missing one renders as nothing. */
export type MessageValues = Readonly<Record<string, string | number | undefined>>;

/**
 * The one placeholder rule of the platform, server and web alike: `{{name}}`, a word without spaces; and for a
 * word that agrees with a number, `{{name|singular|plural}}`, the singular when the value is 1 ('1 aluno',
 * '2 alunos', '0 alunos'; the three languages agree on that).
 */
const PLACEHOLDER = /\{\{(\w+)(?:\|([^|}]*)\|([^}]*))?\}\}/g;

/** The message at a dotted key, or undefined when the catalogue has none there. */
export function lookupMessage(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

export function fillPlaceholders(message: string, values: MessageValues = {}): string {
  return message.replace(PLACEHOLDER, (_, name: string, one?: string, other?: string) => {
    const value = values[name];
    if (one !== undefined) return Number(value) === 1 ? one : (other ?? "");
    return value === undefined ? "" : String(value);
  });
}
