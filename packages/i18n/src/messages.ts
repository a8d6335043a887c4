import type ptBr from "../pt-br.json";

/** A catalogue's shape, taken from pt-br: the other two have exactly its keys (checked by the catalogue tests). */
export type Catalogue = typeof ptBr;

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every message key, typed from the pt-br catalogue so an unknown key does not compile. */
export type MessageKey = Leaves<Catalogue>;

/** Values for a message's placeholders; a missing one renders as nothing. */
export type MessageValues = Readonly<Record<string, string | number | undefined>>;

/** The one placeholder rule of the platform, server and web alike: `{{name}}`, a word without spaces. */
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

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
  return message.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    return value === undefined ? "" : String(value);
  });
}
