import fs from "node:fs";
import path from "node:path";
import { findFiles } from "../lib/import-found.ts";

/** A relative import of one source file: `from "./x.ts"`, `import("../y.ts")`, `export … from`. */
const RELATIVE_IMPORT = /(?:from\s+|import\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g;

export interface ImportEdge {
  from: string;
  to: string;
}

/** Every `.ts` source file under `root` (tests and test helpers left out: they may import anything). */
export function sourceFiles(root: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
    // Test helpers, the crash and outage harnesses and this checker stand beside the house, not in it.
    const top = path.relative(root, file).split(path.sep)[0];
    if (top === "test" || top === "resilience" || top === "architecture") continue;
    files.push(file);
  }
  return files.sort();
}

/** The relative imports between source files under `root`, as paths relative to it. */
const IMPORT_FOUND = /importFound(?:<[^()]*?>)?\(\s*import\.meta\.url,\s*"([^"]+)"/g;

export function importEdges(root: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of sourceFiles(root)) {
    const text = fs.readFileSync(file, "utf8");
    const imported = [...text.matchAll(RELATIVE_IMPORT)].map((match) => match[1] ?? "");
    // Files found by name import as surely as those named in an import statement.
    const found = [...text.matchAll(IMPORT_FOUND)].flatMap((match) =>
      findFiles(path.dirname(file), match[1] ?? ""),
    );
    for (const relative of [...imported, ...found]) {
      const target = path.resolve(path.dirname(file), relative);
      if (target.startsWith(root))
        edges.push({ from: path.relative(root, file), to: path.relative(root, target) });
    }
  }
  return edges;
}

/** A name one import statement brings in: `imported` as the source exports it, `local` as the file calls it. */
export interface NamedImport {
  imported: string;
  local: string;
  source: string;
}

const NAMED_IMPORTS = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** The names a source text imports in braces (`import { a, type B, c as d } from "x"`), aliases resolved. */
export function namedImports(text: string): NamedImport[] {
  return [...text.matchAll(NAMED_IMPORTS)].flatMap(([, names = "", source = ""]) =>
    names
      .split(",")
      .map((name) => name.trim().replace(/^type\s+/, ""))
      .filter((name) => name !== "")
      .map((name) => {
        const [imported = "", local = imported] = name.split(/\s+as\s+/);
        return { imported, local, source };
      }),
  );
}

/** A namespace an import statement brings in: `import * as local from "source"`. */
export interface NamespaceImport {
  local: string;
  source: string;
}

const NAMESPACE_IMPORTS = /import\s+(?:type\s+)?\*\s+as\s+([\w$]+)\s+from\s*["']([^"']+)["']/g;

/** The namespaces a source text imports (`import * as x from "y"`). */
export function namespaceImports(text: string): NamespaceImport[] {
  return [...text.matchAll(NAMESPACE_IMPORTS)].map(([, local = "", source = ""]) => ({ local, source }));
}

/**
 * The floors of the server, bottom first: a file may import its own floor and the floors below it. `app` is
 * the top: `app.ts` wires everything, `server.ts` listens, and the commands (`demo.ts`, `create-admin.ts`, the
 * seed runner) start it.
 */
export const FLOORS = ["config", "lib", "db", "providers", "http", "modules", "plugins", "app"] as const;
export type Floor = (typeof FLOORS)[number];

export function floorOf(file: string): Floor {
  if (file === "config.ts") return "config";
  const top = file.split(path.sep)[0] ?? "";
  return (FLOORS as readonly string[]).includes(top) && file.includes(path.sep) ? (top as Floor) : "app";
}

/** The room of a file on the modules floor (`modules/login`), or null elsewhere. */
export function moduleOf(file: string): string | null {
  const parts = file.split(path.sep);
  return parts[0] === "modules" && parts.length > 2 ? `modules/${parts[1]}` : null;
}

/**
 * Groups of nodes that import each other round in a loop (strongly connected components of more than one
 * node), each sorted, the list sorted: Tarjan's algorithm over the edges given.
 */
export function importLoops(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (from === to) continue;
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)?.add(to);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) loops.push(group.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return loops.sort((a, b) => (a[0] ?? "").localeCompare(b[0] ?? ""));
}
