// Gzip bytes of the JavaScript each page loads, read from the Vite manifest of `npm run build`:
// the entry and its static imports, plus the page's lazy route modules and theirs (the budgeted figure), and
// the same in brotli, which is what the server sends (the build's .br copies, made at quality 11).
// Beside it, the pt-br texts the page waits for before it renders: the catalogue parts it loads.
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const dist = path.resolve(import.meta.dirname, "../apps/web/dist");
const manifestFile = path.join(dist, ".vite/manifest.json");

type CataloguePart = "sign-in" | "public" | "signed-in";

/** Each page: the lazy modules its route loads (layout and screen), by source path, and its texts. */
const pages: { page: string; modules: string[]; texts: CataloguePart[]; budgetKiB: number }[] = [
  { page: "/login", modules: ["src/app/routes/login.page.tsx"], texts: ["sign-in"], budgetKiB: 125 },
  {
    page: "/logado",
    // The signed-in header, notices and modals are a chunk of their own that every signed-in page loads, and
    // the cache of loaded calls comes with the signed-in layout.
    modules: [
      "src/lib/query-client.tsx",
      "src/app/layouts/student-layout.tsx",
      "src/app/routes/signed-in.page.tsx",
      "src/app/layouts/signed-in-parts.ts",
    ],
    texts: ["sign-in", "public", "signed-in"],
    budgetKiB: 200,
  },
  {
    page: "/logado/conteudo/:atribuicao",
    // The lesson page brings DOMPurify with it; nothing else of the signed-in area pays for it.
    modules: [
      "src/lib/query-client.tsx",
      "src/app/layouts/student-layout.tsx",
      "src/app/routes/lesson.page.tsx",
      "src/app/layouts/signed-in-parts.ts",
    ],
    texts: ["sign-in", "public", "signed-in"],
    budgetKiB: 200,
  },
];

export function measureBundles() {
  if (!fs.existsSync(manifestFile)) throw new Error("No build found: run `npm run build` first.");
  const manifest: Record<string, ManifestChunk> = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
  function closure(keys: string[], seen = new Set<string>()): Set<string> {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  }
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const gzipKiB = (files: string[]) =>
    files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(dist, file))).length, 0) / 1024;
  const brotliKiB = (files: string[]) =>
    files.reduce((sum, file) => {
      const source = fs.readFileSync(path.join(dist, file));
      const quality = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
      return sum + brotliCompressSync(source, quality).length;
    }, 0) / 1024;
  const rows = pages.map(({ page, modules, texts, budgetKiB }) => {
    const catalogues = texts.map((part) => `virtual:catalogue/pt-br-${part}`);
    const missing = [...modules, ...catalogues].filter((module) => !manifest[module]);
    if (missing.length > 0) throw new Error(`${page}: not in the manifest: ${missing.join(", ")}`);
    const files = [...closure([...entry, ...modules])].map((key) => manifest[key]?.file as string);
    const kib = gzipKiB(files);
    return {
      page,
      files: files.length,
      gzipKiB: Number(kib.toFixed(1)),
      budgetKiB,
      brotliKiB: Number(brotliKiB(files).toFixed(1)),
      withinBudget: kib <= budgetKiB,
      textsKiB: Number(gzipKiB(catalogues.map((key) => manifest[key]?.file as string)).toFixed(1)),
    };
  });
  return rows;
}
