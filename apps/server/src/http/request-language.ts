import { isLanguage, type Language } from "@trilha/contracts/rules/languages";

/** API paths are `/{module}/{lang}/…`; anything else (pages, assets) answers in pt-br. */
export function languageOfUrl(url: string): Language {
  const segment = url.split("?")[0]?.split("/")[2];
  return isLanguage(segment) ? segment : "pt-br";
}

export const API_PREFIXES = ["/conta/", "/tenant/", "/projeto/", "/licenciamento/", "/pedagogico/"] as const;

export function isApiUrl(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}
