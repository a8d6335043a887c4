import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { languageCatalogues } from "./vite-catalogues.ts";

export default defineProject({
  plugins: [react(), languageCatalogues()],
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "vite-*.test.ts"],
    setupFiles: ["src/test/setup.ts"],
    // One jsdom and one module graph per worker, not per file: see the root vitest.config.ts.
    isolate: false,
    // Above the 5 s a findBy may wait (src/test/setup.ts), so a slow machine fails on the finding, not the clock.
    testTimeout: 20_000,
  },
});
