import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import texts from "../../../../packages/i18n/catalogue.json";
import { PUBLIC_NAMESPACES, SIGN_IN_NAMESPACES, SIGN_IN_PAGES } from "../lib/catalogue-parts.ts";
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
/** What a module brings at once: static imports that are not type-only. */
const staticImportPattern =
  /(?:import|export)\s(?!type\s)[^;]*?from\s+["']((?:\.|@trilha\/contracts\/)[^"']+)["']/g;
const dynamicImportPattern = /import\(\s*["'](\.[^"']+)["']\s*\)/g;

function resolveImport(file: string, specifier: string): string {
  if (specifier.startsWith("@trilha/contracts/"))
    return path.join(contractsDir, `${specifier.slice("@trilha/contracts/".length)}.ts`);
  return path.resolve(path.dirname(file), specifier);
}

/**
 * The namespaces the modules reachable from `roots` name; the router's own lazy imports are the signed-in areas.
 * `atOnce`: through static imports only, what shows before anything is opened; the dynamic imports met on the
 * way are listed, each with the source before it.
 */
function namespacesReachedFrom(roots: string[], { atOnce = false } = {}) {
  const seen = new Set<string>();
  const used = new Set<string>();
  const deferred: { file: string; target: string; before: string }[] = [];
  const visit = (file: string) => {
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, "utf8");
    for (const [, namespace] of source.matchAll(keyPattern)) used.add(namespace as string);
    if (file === path.join(appDir, "router.tsx")) return;
    if (!atOnce) {
      for (const [, from, lazily] of source.matchAll(importPattern))
        visit(resolveImport(file, (from ?? lazily) as string));
      return;
    }
    for (const [, from] of source.matchAll(staticImportPattern)) visit(resolveImport(file, from as string));
    for (const match of source.matchAll(dynamicImportPattern)) {
      const before = source.slice(Math.max(0, match.index - 80), match.index);
      deferred.push({ file, target: resolveImport(file, match[1] as string), before });
    }
  };
  for (const root of roots) visit(root);
  return { used, deferred };
}

describe("the catalogue's public part", () => {
  const publicPages = Object.entries(webPaths)
    .filter(([, { pattern }]) => publicLayouts.includes(layoutOf(pattern)))
    .map(([name]) => path.join(appDir, pageModuleFile(name)))
    .filter((file) => fs.existsSync(file));
  const chrome = [
    path.join(appDir, "root.tsx"),
    path.join(appDir, "routes/error-page.tsx"),
    path.join(appDir, "layouts/standard-layout.tsx"),
    path.join(appDir, "layouts/home-layout.tsx"),
  ];
  const { used } = namespacesReachedFrom([...chrome, ...publicPages]);
  const publicParts = [...SIGN_IN_NAMESPACES, ...PUBLIC_NAMESPACES];

  it("holds every namespace the public pages and the chrome name, so none shows a bare key", () => {
    expect(publicPages.map((file) => path.basename(file))).toEqual(
      expect.arrayContaining(["login.page.tsx", "reset-password.page.tsx", "privacy.page.tsx"]),
    );
    expect([...used].filter((namespace) => !publicParts.includes(namespace))).toEqual([]);
  });

  it("holds nothing they do not name, so the sign-in page downloads no signed-in texts", () => {
    expect(publicParts.filter((namespace) => !used.has(namespace))).toEqual([]);
    expect(publicParts.every((namespace) => namespaces.includes(namespace))).toBe(true);
    expect(SIGN_IN_NAMESPACES.filter((namespace) => PUBLIC_NAMESPACES.includes(namespace))).toEqual([]);
  });
});

describe("the catalogue's sign-in part", () => {
  const signInPages = SIGN_IN_PAGES.map((name) => path.join(appDir, pageModuleFile(name)));
  const chrome = [
    "root.tsx",
    "routes/error-page.tsx",
    "layouts/standard-layout.tsx",
    "layouts/home-layout.tsx",
  ];
  const { used, deferred } = namespacesReachedFrom(
    [...chrome.map((file) => path.join(appDir, file)), ...signInPages],
    {
      atOnce: true,
    },
  );

  it("is what the sign-in page and the chrome name before anything is opened, and only that", () => {
    expect(signInPages.every((file) => fs.existsSync(file))).toBe(true);
    expect([...used].sort()).toEqual([...SIGN_IN_NAMESPACES].sort());
  });

  it("leaves the rest to parts downloaded with their texts (lazyPart)", () => {
    const needingTexts = deferred.filter(({ target }) => {
      const later = namespacesReachedFrom([fs.existsSync(target) ? target : `${target}.ts`]).used;
      return [...later].some((namespace) => !SIGN_IN_NAMESPACES.includes(namespace));
    });
    expect(needingTexts.length).toBeGreaterThan(3);
    // The signed-in chrome's parts are each a lazyPart over one loader, which a stored session starts early.
    const sharedLoader = path.join(appDir, "layouts/signed-in-chrome.tsx");
    const withoutTexts = needingTexts.filter(
      ({ file, before }) => !before.includes("lazyPart(") && file !== sharedLoader,
    );
    expect(
      withoutTexts.map(({ file, target }) => `${path.basename(file)} → ${path.basename(target)}`),
    ).toEqual([]);
  });
});
