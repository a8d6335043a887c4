import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** One file a pattern named: its path relative to the pattern's base, and what it exports. */
export interface Found<T> {
  path: string;
  module: T;
}

/**
 * Imports every file a pattern names, relative to the file that asks (`import.meta.url`), in the order of their
 * paths. In a pattern, `*` stands for any part of one file or folder name: `./modules/*\/*.routes.ts`.
 * A module is then wired by the names of its files instead of a list edited by hand. The server bundle replaces
 * each such call with the imports found at build time (`scripts/found-imports.ts`), so the pattern must be a
 * string literal.
 */
export async function importFound<T>(base: string, pattern: string): Promise<Found<T>[]> {
  const dir = path.dirname(fileURLToPath(base));
  return Promise.all(
    findFiles(dir, pattern).map(async (relative) => ({
      path: relative,
      module: (await import(pathToFileURL(path.join(dir, relative)).href)) as T,
    })),
  );
}

/** The files below `dir` that `pattern` names, as `./`-relative paths in sorted order. */
export function findFiles(dir: string, pattern: string): string[] {
  const segments = pattern.split("/").filter((segment) => segment !== "." && segment !== "");
  const ups = segments.findIndex((segment) => segment !== "..");
  const root = path.join(dir, ...segments.slice(0, ups));
  const prefix = segments.slice(0, ups).join("/");
  const found: string[] = [];
  const walk = (at: string, rest: string[], relative: string[]) => {
    const [segment, ...after] = rest;
    if (segment === undefined) return;
    const matches = segmentMatcher(segment);
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      if (!matches(entry.name)) continue;
      if (after.length === 0 && entry.isFile()) found.push([...relative, entry.name].join("/"));
      else if (after.length > 0 && entry.isDirectory())
        walk(path.join(at, entry.name), after, [...relative, entry.name]);
    }
  };
  walk(root, segments.slice(ups), []);
  return found.sort().map((relative) => (prefix ? `${prefix}/${relative}` : `./${relative}`));
}

function segmentMatcher(segment: string): (name: string) => boolean {
  const escaped = segment.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replaceAll("*", "[^/]*");
  const pattern = new RegExp(`^${escaped}$`);
  return (name) => pattern.test(name);
}
