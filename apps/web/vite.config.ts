import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import packageJson from "./package.json" with { type: "json" };
import { languageCatalogues } from "./vite-catalogues.ts";
import { pageChunks } from "./vite-chunks.ts";

/** Shown by the `versao` command: APP_VERSION when the release sets it, else the package version and commit. */
function buildVersion(): string {
  if (process.env.APP_VERSION) return process.env.APP_VERSION;
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      stdio: ["ignore", "pipe", "ignore"],
    })
      .toString()
      .trim();
    return `${packageJson.version}+${commit}`;
  } catch {
    return packageJson.version;
  }
}

/**
 * Brotli and gzip copies of every script and stylesheet, made once at build time at the highest levels, so the
 * server sends a cheap phone a fifth of the bytes without compressing on each request (@fastify/static
 * `preCompressed` picks the copy the browser accepts).
 */
function precompress(): Plugin {
  return {
    name: "trilha-precompress",
    apply: "build",
    writeBundle(options, bundle) {
      const dir = options.dir ?? "dist";
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(file)) continue;
        const source = fs.readFileSync(path.join(dir, file));
        if (source.length < 1024) continue;
        const brotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
        fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(source, brotli));
        fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(source, { level: 9 }));
      }
    },
  };
}

const chunks = pageChunks();

export default defineConfig({
  plugins: [react(), languageCatalogues(), precompress(), chunks.plugin],
  define: { "import.meta.env.VITE_APP_VERSION": JSON.stringify(buildVersion()) },
  build: {
    outDir: "dist",
    manifest: true,
    sourcemap: false,
    target: "es2022",
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
  server: {
    // The dev server forwards API calls to a running `npm run demo` (port 3000).
    proxy: {
      "^/(conta|tenant|projeto|licenciamento|pedagogico)/": "http://localhost:3000",
      "/mensagens.json": "http://localhost:3000",
      "/foto-perfil": "http://localhost:3000",
    },
  },
});
