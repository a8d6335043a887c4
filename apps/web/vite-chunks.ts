import path from "node:path";
import type { Plugin, Rolldown } from "vite";
import { SIGN_IN_PAGES } from "./src/lib/catalogue-parts.ts";

type CodeSplittingGroup = NonNullable<
  Exclude<NonNullable<Rolldown.OutputOptions["codeSplitting"]>, boolean>["groups"]
>[number];

/** Signed-in pages that share a module before it joins the core rather than a chunk of those pages alone. */
const CORE_SHARE = 3;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const signInPageFiles = SIGN_IN_PAGES.map((page) => `/src/app/routes/${kebab(page)}.page.tsx`);

interface Graph {
  staticOf(id: string): readonly string[];
  dynamicOf(id: string): readonly string[];
  entries: string[];
  ids: string[];
}

/**
 * The modules of each chunk group: `initial`, what the entry reaches; `signInPage`, what the sign-in page imports
 * beyond it; `core`, what every signed-in page loads (the call cache, the signed-in chrome's parts) and what at
 * least `CORE_SHARE` signed-in routes share, never a module the entry, the sign-in page or its later parts reach;
 * `shared`, what the core would hold but those later parts (the second-factor dialog, the captcha) need too.
 * Exported for its test.
 */
export function chunkGroups(graph: Graph): Record<"initial" | "signInPage" | "core" | "shared", Set<string>> {
  const closure = (
    starts: readonly string[],
    follow: (id: string) => readonly string[],
    stop: Set<string>,
  ) => {
    const seen = new Set<string>();
    const stack = [...starts];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id) || stop.has(id)) continue;
      seen.add(id);
      stack.push(...follow(id));
    }
    return seen;
  };
  const initial = closure(graph.entries, graph.staticOf, new Set());
  const router = graph.ids.find((id) => id.endsWith("/src/app/router.tsx"));
  const routed = router ? graph.dynamicOf(router) : [];
  const signedInParts = graph.ids.filter((id) => id.endsWith("/src/app/layouts/signed-in-parts.ts"));
  const coreRoots = [...routed.filter((id) => id.endsWith("/src/lib/query-client.tsx")), ...signedInParts];
  // The sign-in page, and every part the entry downloads later (dialogs, captcha, texts), but not the routes.
  const signInPages = routed.filter((id) => signInPageFiles.some((file) => id.endsWith(file)));
  const signInPage = closure(signInPages, graph.staticOf, initial);
  const publicStarts = [
    ...signInPages,
    ...[...initial].filter((id) => id !== router).flatMap((id) => graph.dynamicOf(id)),
  ].filter((id) => !signedInParts.includes(id));
  const publicSide = closure(
    publicStarts,
    (id) => [...graph.staticOf(id), ...graph.dynamicOf(id)],
    new Set([...initial, ...signedInParts]),
  );
  const core = closure(coreRoots, graph.staticOf, initial);
  const shares = new Map<string, number>();
  for (const root of routed.filter((id) => !publicSide.has(id)))
    for (const id of closure([root], graph.staticOf, initial)) shares.set(id, (shares.get(id) ?? 0) + 1);
  for (const [id, count] of shares) if (count >= CORE_SHARE) core.add(id);
  const shared = new Set([...core].filter((id) => publicSide.has(id) && !signInPage.has(id)));
  for (const id of core) if (publicSide.has(id)) core.delete(id);
  return { initial, signInPage, core, shared };
}

/**
 * The pages' code in few files. Left to itself the bundler makes one chunk per set of pages that share a module:
 * some seventy files, most under a kilobyte, for a student's home, each one a request on a slow network and a
 * task on a cheap phone's main thread. Each group of `chunkGroups` becomes one file; each page keeps what is its
 * own.
 */
export function pageChunks(): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  let parts = {
    initial: new Set<string>(),
    signInPage: new Set<string>(),
    core: new Set<string>(),
    shared: new Set<string>(),
  };
  return {
    plugin: {
      name: "trilha-signed-in-core",
      apply: "build",
      buildEnd() {
        const ids = [...this.getModuleIds()];
        const info = (id: string) => this.getModuleInfo(id);
        parts = chunkGroups({
          ids,
          entries: ids.filter((id) => info(id)?.isEntry),
          staticOf: (id) => info(id)?.importedIds ?? [],
          dynamicOf: (id) => info(id)?.dynamicallyImportedIds ?? [],
        });
      },
      // Vite's manifest names a chunk by its first module only; the bundle bench needs every module's chunk.
      generateBundle(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((chunk) =>
          chunk.type === "chunk"
            ? [
                {
                  file: chunk.fileName,
                  entry: chunk.isEntry,
                  imports: chunk.imports,
                  modules: chunk.moduleIds.map((id) =>
                    path.isAbsolute(id) ? path.relative(process.cwd(), id) : id.replace(/^\0/, ""),
                  ),
                },
              ]
            : [],
        );
        this.emitFile({ type: "asset", fileName: ".vite/chunks.json", source: JSON.stringify(chunks) });
      },
    },
    groups: [
      { name: "start", test: (id: string) => parts.initial.has(id), includeDependenciesRecursively: false },
      {
        name: "sign-in",
        test: (id: string) => parts.signInPage.has(id),
        includeDependenciesRecursively: false,
      },
      { name: "signed-in", test: (id: string) => parts.core.has(id), includeDependenciesRecursively: false },
      { name: "shared", test: (id: string) => parts.shared.has(id), includeDependenciesRecursively: false },
    ],
  };
}
