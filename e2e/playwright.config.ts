import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath, testBrowserPath } from "./chromium.ts";
import { siteDataDirOf, sitePort, sitePortOf, WORKERS } from "./site.ts";
import { VLIBRAS_TEST_URL } from "./tests/fixtures.ts";

// Fresh embedded databases per run, so every run starts from the demo data alone: one directory per worker
// under this one. Workers load this file again: the environment carries the one directory to them.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "trilha-e2e-"));

/** Specs that change what every sign-in meets (the terms of use), run once every other spec has run. */
const AFTER_EVERY_OTHER_SPEC = /terms-publish\.spec\.ts$/;
/** Specs that need what only the full browser has (its PDF reader), not the headless shell the others run in. */
const FULL_BROWSER_SPECS = /student-files\.spec\.ts$/;

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  // Specs in one file run in order; files are shared among the workers, each with a demo server of its own.
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // A test signs in and walks screens with axe: 10–25 s on an idle two-core machine, up to twice that when the
  // machine is busy. Longer flows set their own time in their file.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${sitePort}`,
    // The cookie notice was already accepted on every demo host of every worker's server, so it never covers
    // what a test clicks; cookie-notice.spec.ts starts from empty storage instead.
    storageState: {
      cookies: [],
      origins: [
        "localhost",
        "escola-azul.localhost",
        "sul-norte.localhost",
        "sul-leste.localhost",
        "fechada.localhost",
      ].flatMap((host) =>
        Array.from({ length: WORKERS }, (_, index) => ({
          origin: `http://${host}:${sitePortOf(index)}`,
          localStorage: [{ name: "read-privacy", value: "1" }],
        })),
      ),
    },
    locale: "pt-BR",
    launchOptions: { executablePath: testBrowserPath, args: chromiumArgs },
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: { browserName: "chromium" },
      testIgnore: [AFTER_EVERY_OTHER_SPEC, FULL_BROWSER_SPECS],
    },
    {
      name: "full-browser",
      use: { browserName: "chromium", launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
      testMatch: FULL_BROWSER_SPECS,
    },
    // Publishing a new version of the terms of use asks everyone to accept it at their next sign-in, which
    // would stop every later spec at the terms' dialog: these specs run alone, after every spec of the
    // project above (a plain `playwright test`, as CI runs, runs both). To run one of them by itself, add
    // `--no-deps`, or the whole project above runs first.
    {
      name: "after-every-other-spec",
      use: { browserName: "chromium" },
      testMatch: AFTER_EVERY_OTHER_SPEC,
      dependencies: ["chromium", "full-browser"],
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: "npx tsx ../apps/server/src/demo.ts",
    url: `http://localhost:${sitePortOf(index)}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(sitePortOf(index)),
      DATA_DIR: siteDataDirOf(index),
      LOG_LEVEL: "warn",
      // The sign-language widget on a loopback port nothing listens on: tests never reach the internet, and
      // floating-options.spec.ts serves a stand-in there when it needs one.
      VLIBRAS_URL: VLIBRAS_TEST_URL,
    },
  })),
});
