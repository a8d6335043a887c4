import { defineConfig } from "vitest/config";

// Every project runs its files one after another in each worker without a fresh module graph per file
// (`isolate: false`): loading the server or the web app once per worker instead of once per file takes the
// suites from minutes to about one. It holds because no test replaces a module (`vi.mock`, which would
// leak into the next file; `apps/server/src/test/module-mocks.test.ts` refuses one) and every test that
// fakes the clock, globals or spies puts them back after itself.
export default defineConfig({
  test: {
    // The server tests mostly wait on sockets and databases: one worker more than the cores keeps both busy.
    maxWorkers: "150%",
    projects: [
      {
        test: {
          name: "contracts",
          root: "packages/contracts",
          include: ["src/**/*.test.ts"],
          isolate: false,
        },
      },
      { test: { name: "i18n", root: "packages/i18n", include: ["src/**/*.test.ts"], isolate: false } },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts"],
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      "apps/web/vitest.config.ts",
    ],
  },
});
