// Gzip bytes of the JavaScript each page loads, read from the chunks `npm run build` lists:
// the entry and its static imports, plus the page's lazy route modules and theirs (the budgeted figure), and
// the same in brotli, which is what the server sends (the build's .br copies, made at quality 11).
// Beside it, the pt-br texts the page waits for before it renders: the catalogue parts it loads.
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** A chunk of the build, as `apps/web/vite-chunks.ts` lists them: its file, static imports and modules. */
interface BuiltChunk {
  file: string;
  entry: boolean;
  imports: string[];
  modules: string[];
}

const dist = path.resolve(import.meta.dirname, "../apps/web/dist");
const chunksFile = path.join(dist, ".vite/chunks.json");

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
  if (!fs.existsSync(chunksFile)) throw new Error("No build found: run `npm run build` first.");
  const chunks: BuiltChunk[] = JSON.parse(fs.readFileSync(chunksFile, "utf8"));
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const chunkOf = (module: string) => chunks.find((chunk) => chunk.modules.includes(module))?.file;
  function closure(files: string[], seen = new Set<string>()): Set<string> {
    for (const file of files) {
      if (seen.has(file) || !byFile.has(file)) continue;
      seen.add(file);
      closure(byFile.get(file)?.imports ?? [], seen);
    }
    return seen;
  }
  const entry = chunks.filter((chunk) => chunk.entry).map((chunk) => chunk.file);
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
    const missing = [...modules, ...catalogues].filter((module) => !chunkOf(module));
    if (missing.length > 0) throw new Error(`${page}: in no chunk of the build: ${missing.join(", ")}`);
    const files = [...closure([...entry, ...modules.map((module) => chunkOf(module) as string)])];
    const kib = gzipKiB(files);
    return {
      page,
      files: files.length,
      gzipKiB: Number(kib.toFixed(1)),
      budgetKiB,
      brotliKiB: Number(brotliKiB(files).toFixed(1)),
      withinBudget: kib <= budgetKiB,
      textsKiB: Number(gzipKiB(catalogues.map((module) => chunkOf(module) as string)).toFixed(1)),
    };
  });
  return rows;
}
