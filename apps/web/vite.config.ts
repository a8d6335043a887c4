import { execFileSync } from "node:child_process";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import packageJson from "./package.json" with { type: "json" };

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

export default defineConfig({
  plugins: [react()],
  define: { "import.meta.env.VITE_APP_VERSION": JSON.stringify(buildVersion()) },
  build: {
    outDir: "dist",
    manifest: true,
    sourcemap: false,
    target: "es2022",
  },
  server: {
    // The dev server forwards API calls to a running `npm run demo` (port 3000).
    proxy: {
      "^/(conta|tenant|projeto|licenciamento)/": "http://localhost:3000",
      "/mensagens.json": "http://localhost:3000",
      "/foto-perfil": "http://localhost:3000",
    },
  },
});
