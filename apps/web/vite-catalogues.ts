import fs from "node:fs";
import { fileURLToPath } from "node:url";
import type { CatalogueLanguage } from "@trilha/i18n/messages";
import type { Plugin } from "vite";
import { CATALOGUE_PARTS, partOf } from "./src/lib/catalogue-parts.ts";

const PREFIX = "virtual:catalogue/";
const LANGUAGES: readonly CatalogueLanguage[] = ["pt-br", "en-us", "es-es"];
const texts = fileURLToPath(new URL("../../packages/i18n/catalogue.json", import.meta.url));

/**
 * `import("virtual:catalogue/<language>-<part>")`: one part of one language's catalogue, drawn from
 * `catalogue.json`, which holds the three languages side by side, so the browser downloads only the language it
 * shows, and only what the page needs of it (one chunk each, named after both).
 */
export function languageCatalogues(): Plugin {
  return {
    name: "trilha-language-catalogues",
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(`\0${PREFIX}`.length);
      const language = LANGUAGES.find((known) => name.startsWith(`${known}-`));
      const part = CATALOGUE_PARTS.find((known) => name === `${language}-${known}`);
      if (!language || !part)
        throw new Error(
          `No catalogue for ${id.slice(1)}: the languages are ${LANGUAGES.join(", ")}, the parts ${CATALOGUE_PARTS.join(", ")}`,
        );
      this.addWatchFile(texts);
      // As `catalogueIn` of @trilha/i18n/messages, which the config loader cannot import (node runs it as is).
      const all = JSON.parse(fs.readFileSync(texts, "utf8")) as Record<
        string,
        Record<CatalogueLanguage, unknown>
      >;
      const catalogue = Object.fromEntries(
        Object.entries(all)
          .filter(([namespace]) => partOf(namespace) === part)
          .map(([namespace, byLanguage]) => [namespace, byLanguage[language]]),
      );
      // A string parsed once is faster to start than the same object as a literal (as Vite does for JSON).
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalogue))});`;
    },
  };
}
