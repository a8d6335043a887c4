import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "contracts", root: "packages/contracts", include: ["src/**/*.test.ts"] } },
      { test: { name: "i18n", root: "packages/i18n", include: ["src/**/*.test.ts"] } },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      "apps/web/vitest.config.ts",
    ],
  },
});
