import fs from "node:fs";
import { fileURLToPath } from "node:url";
import type { CatalogueLanguage } from "@trilha/i18n/messages";
import type { Plugin } from "vite";

const PREFIX = "virtual:catalogue/";
const LANGUAGES: readonly CatalogueLanguage[] = ["pt-br", "en-us", "es-es"];
const texts = fileURLToPath(new URL("../../packages/i18n/catalogue.json", import.meta.url));

/**
 * `import("virtual:catalogue/<language>")`: one language's catalogue drawn from `catalogue.json`, which holds
 * the three side by side, so the browser downloads only the language it shows (one chunk each).
 */
export function languageCatalogues(): Plugin {
  return {
    name: "trilha-language-catalogues",
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const language = LANGUAGES.find((known) => id === `\0${PREFIX}${known}`);
      if (!language)
        throw new Error(`No catalogue for ${id.slice(1)}: the languages are ${LANGUAGES.join(", ")}`);
      this.addWatchFile(texts);
      // As `catalogueIn` of @trilha/i18n/messages, which the config loader cannot import (node runs it as is).
      const all = JSON.parse(fs.readFileSync(texts, "utf8")) as Record<
        string,
        Record<CatalogueLanguage, unknown>
      >;
      const catalogue = Object.fromEntries(
        Object.entries(all).map(([name, byLanguage]) => [name, byLanguage[language]]),
      );
      // A string parsed once is faster to start than the same object as a literal (as Vite does for JSON).
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalogue))});`;
    },
  };
}
