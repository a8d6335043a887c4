// The bundle's half of lib/import-found.ts: a bundled server has no source files to list at run time, so each
// `importFound(import.meta.url, "<pattern>")` is replaced at build time by static imports of the files the
// pattern names, listed by the same function the sources use.
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "esbuild";
import { findFiles } from "../src/lib/import-found.ts";

const CALL = /importFound(?:<[^()]*?>)?\(\s*import\.meta\.url,\s*"([^"]+)"\s*,?\s*\)/g;

export function foundImports(): Plugin {
  return {
    name: "found-imports",
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        const source = fs.readFileSync(args.path, "utf8");
        if (!source.includes("importFound") || args.path.endsWith(path.join("lib", "import-found.ts")))
          return undefined;
        const imports: string[] = [];
        const contents = source.replace(CALL, (_call, pattern: string) => {
          const entries = findFiles(path.dirname(args.path), pattern).map((relative) => {
            const name = `__found${imports.length}`;
            imports.push(`import * as ${name} from ${JSON.stringify(relative)};`);
            return `{ path: ${JSON.stringify(relative)}, module: ${name} }`;
          });
          return `Promise.resolve([${entries.join(", ")}])`;
        });
        return { contents: `${imports.join("\n")}\n${contents}`, loader: "ts" };
      });
    },
  };
}
