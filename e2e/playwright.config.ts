import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium.ts";
import { VLIBRAS_TEST_URL } from "./tests/fixtures.ts";

const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database per run, so every run starts from the demo data alone. Workers load this file
// again: the environment carries the one directory to them (tests read the mail outbox there).
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "trilha-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;

/** Specs that change what every sign-in meets (the terms of use), run once every other spec has run. */
const AFTER_EVERY_OTHER_SPEC = /terms-publish\.spec\.ts$/;

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    // The cookie notice was already accepted on every demo host, so it never covers what a test clicks;
    // cookie-notice.spec.ts starts from empty storage instead.
    storageState: {
      cookies: [],
      origins: [
        "localhost",
        "escola-azul.localhost",
        "sul-norte.localhost",
        "sul-leste.localhost",
        "fechada.localhost",
      ].map((host) => ({
        origin: `http://${host}:${port}`,
        localStorage: [{ name: "read-privacy", value: "1" }],
      })),
    },
    locale: "pt-BR",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "chromium", use: { browserName: "chromium" }, testIgnore: AFTER_EVERY_OTHER_SPEC },
    // Publishing a new version of the terms of use asks everyone to accept it at their next sign-in, which
    // would stop every later spec at the terms' dialog: these specs run alone, after every spec of the
    // project above (a plain `playwright test`, as CI runs, runs both). To run one of them by itself, add
    // `--no-deps`, or the whole project above runs first.
    {
      name: "after-every-other-spec",
      use: { browserName: "chromium" },
      testMatch: AFTER_EVERY_OTHER_SPEC,
      dependencies: ["chromium"],
    },
  ],
  webServer: {
    command: "npx tsx ../apps/server/src/demo.ts",
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // The sign-language widget on a loopback port nothing listens on: tests never reach the internet, and
      // floating-options.spec.ts serves a stand-in there when it needs one.
      VLIBRAS_URL: VLIBRAS_TEST_URL,
    },
  },
});
