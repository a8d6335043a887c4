import type { Language } from "@trilha/contracts/rules/languages";
import { catalogues, type MessageKey, translate } from "@trilha/i18n/translate";

/** A category's title in the request's language; a category the catalogues do not know keeps its stored title. */
export function categoryTitle(lang: Language, row: { chave: string; titulo: string }): string {
  return row.chave in catalogues["pt-br"].issueReports.categories
    ? translate(lang, `issueReports.categories.${row.chave}` as MessageKey)
    : row.titulo;
}
