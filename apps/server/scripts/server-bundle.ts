// The server as production runs it: src/server.ts bundled into one ES module that node runs without tsx.
// Production then parses one file of plain JavaScript instead of transforming hundreds of TypeScript sources
// at every start (README, Performance: start time and memory of both).
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { foundImports } from "./found-imports.ts";

export const serverDir = path.resolve(import.meta.dirname, "..");
/** What `npm start` runs. */
export const serverBundle = path.join(serverDir, "dist/server.js");

/**
 * Left to node_modules at run time: native addons (a .node file cannot be bundled), pg's optional native
 * binding, and libraries that load files of their own by path. @zxcvbn-ts/language-common is read that way by
 * lib/common-passwords.ts (createRequire resolves it from dist/ just as from src/), so it only has to be
 * installed, which `dependencies` sees to. The AWS SDK is imported only when S3_BUCKET is set
 * (providers/storage/s3-storage.ts), so a server that keeps its files on the disk never parses its megabytes.
 */
const EXTERNAL = ["better-sqlite3", "@node-rs/argon2", "sharp", "pg", "pg-native", "@aws-sdk/client-s3"];

/**
 * Bundles the server into `outDir`, emptied first. `outDir` must sit two levels below the repository's `apps/`
 * as `dist/` does: config.ts finds the built web app relative to the running file (`../../web/dist`).
 * Returns the entry file.
 */
export async function buildServer(outDir = path.dirname(serverBundle)): Promise<string> {
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(serverDir, "src/server.ts")],
    outdir: outDir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // Positions only, without the sources, for a run with `node --enable-source-maps` when a stack trace must name
    // src/ lines: npm start does without, since decoding the map costs about 110 MiB (README, Production).
    sourcemap: true,
    sourcesContent: false,
    // No keepNames: it wraps every function expression in a call that defines its name, and the libraries'
    // per-request closures (Fastify's hook runners, its body reader) paid that on every request. Unminified,
    // esbuild renames only what collides, so a stack trace still names the functions as written.
    external: EXTERNAL,
    // What the server imports only when first needed (lib/on-first-use.ts) goes to chunks of its own, so a
    // server never reads the spreadsheet writer or the mailer until a request wants them.
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    plugins: [foundImports()],
    logLevel: "warning",
    // Bundled CommonJS packages (fastify's, nodemailer) call require() for node's own modules, which an ES
    // module has no binding for: one made from this file's URL resolves them as node would.
    banner: {
      js: 'import { createRequire as __trilhaCreateRequire } from "node:module"; const require = __trilhaCreateRequire(import.meta.url);',
    },
  });
  for (const file of fs.readdirSync(outDir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".js")) continue;
    const written = path.join(outDir, file);
    fs.writeFileSync(written, asciiOnly(fs.readFileSync(written, "utf8")));
  }
  return path.join(outDir, "server.js");
}

/**
 * V8 keeps every script's source in memory, one byte a character only while each is Latin-1: one em dash in a
 * comment would store the whole 8 MiB bundle at two bytes a character. esbuild already escapes strings, template
 * literals and regular expressions (its `charset` is ASCII), so what is left is in comments, where an escape
 * reads just as well.
 */
export function asciiOnly(code: string): string {
  return code.replace(/[\u0080-\u{10ffff}]/gu, (character) => {
    const point = character.codePointAt(0) ?? 0;
    return point > 0xffff ? `\\u{${point.toString(16)}}` : `\\u${point.toString(16).padStart(4, "0")}`;
  });
}
