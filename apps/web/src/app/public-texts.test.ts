import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import texts from "../../../../packages/i18n/catalogue.json";
import { PUBLIC_NAMESPACES } from "../lib/catalogue-parts.ts";
import { layoutOf, publicLayouts } from "./page-layout.ts";
import { pageModuleFile } from "./router.tsx";

const appDir = path.dirname(fileURLToPath(import.meta.url));
const contractsDir = path.resolve(appDir, "../../../../packages/contracts/src");
const namespaces = Object.keys(texts);
/** A message key written in the code: a quoted namespace, a dot, a name ("login.title", `errors.${code}`). */
const keyPattern = new RegExp(`["'\`](${namespaces.join("|")})\\.[A-Za-z]`, "g");
/**
 * Our imports, static or dynamic: what a module brings onto the page, now or on a click. Relative ones, and the
 * shared contracts, whose rules name message keys too (a password rule's "password.mismatch").
 */
const importPattern =
  /(?:import|export)\s[^;]*?from\s+["']((?:\.|@trilha\/contracts\/)[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;

function resolveImport(file: string, specifier: string): string {
  if (specifier.startsWith("@trilha/contracts/"))
    return path.join(contractsDir, `${specifier.slice("@trilha/contracts/".length)}.ts`);
  return path.resolve(path.dirname(file), specifier);
}

/** The namespaces the modules reachable from `roots` name; the router's own lazy imports are the signed-in areas. */
function namespacesReachedFrom(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const used = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, "utf8");
    for (const [, namespace] of source.matchAll(keyPattern)) used.add(namespace as string);
    if (file === path.join(appDir, "router.tsx")) return;
    for (const [, from, lazily] of source.matchAll(importPattern))
      visit(resolveImport(file, (from ?? lazily) as string));
  };
  for (const root of roots) visit(root);
  return used;
}

describe("the catalogue's public part", () => {
  const publicPages = Object.entries(webPaths)
    .filter(([, { pattern }]) => publicLayouts.includes(layoutOf(pattern)))
    .map(([name]) => path.join(appDir, pageModuleFile(name)))
    .filter((file) => fs.existsSync(file));
  const used = namespacesReachedFrom([
    path.join(appDir, "root.tsx"),
    path.join(appDir, "routes/error-page.tsx"),
    path.join(appDir, "layouts/standard-layout.tsx"),
    path.join(appDir, "layouts/home-layout.tsx"),
    ...publicPages,
  ]);

  it("holds every namespace the public pages and the chrome name, so none shows a bare key", () => {
    expect(publicPages.map((file) => path.basename(file))).toEqual(
      expect.arrayContaining(["login.page.tsx", "reset-password.page.tsx", "privacy.page.tsx"]),
    );
    expect([...used].filter((namespace) => !PUBLIC_NAMESPACES.includes(namespace))).toEqual([]);
  });

  it("holds nothing they do not name, so the sign-in page downloads no signed-in texts", () => {
    expect(PUBLIC_NAMESPACES.filter((namespace) => !used.has(namespace))).toEqual([]);
    expect(PUBLIC_NAMESPACES.every((namespace) => namespaces.includes(namespace))).toBe(true);
  });
});
