import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The suites share one module graph per worker (`isolate: false` in vitest.config.ts), so a module replaced
 * with `vi.mock` in one file would stay replaced for whichever file runs next in that worker, and tests would
 * pass or fail by the order they happen to run in. A test hands its fake in instead (a parameter, a provider).
 */
const ROOTS = ["apps/server/src", "apps/web/src", "packages/contracts/src", "packages/i18n/src"];
const MODULE_MOCK = /\bvi\.(?:mock|doMock|unmock|doUnmock|resetModules)\(/;

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("test files", () => {
  it("never replace a module, which would leak into the next file of the same worker", () => {
    const repo = path.resolve(import.meta.dirname, "../../../..");
    const files = ROOTS.flatMap((root) => testFiles(path.join(repo, root)));
    expect(files.length).toBeGreaterThan(200);
    const mocking = files
      .filter((file) => file !== import.meta.filename && MODULE_MOCK.test(fs.readFileSync(file, "utf8")))
      .map((file) => path.relative(repo, file));
    expect(mocking).toEqual([]);
  });
});
