import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach } from "vitest";

/**
 * Fresh temporary folders for a suite's tests, each removed after the test that made it. Call it inside
 * `describe`; the function it returns makes one (`trilha-<name>-…`).
 */
export function useTempDirs(name: string): () => string {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `trilha-${name}-`));
    made.push(dir);
    return dir;
  };
}
