import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { findFiles, importFound } from "./import-found.ts";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "import-found-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(relative: string, text = "export const name = 'x';\n") {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

write("modules/b/b.routes.ts", "export default 'b';\n");
write("modules/a/a.routes.ts", "export default 'a';\n");
write("modules/a/a.routes.test.ts");
write("modules/a/a.service.ts");
write("modules/c.routes.ts");
write("migrations/2026-01-02-010-second.ts");
write("migrations/2026-01-01-001-first.ts");
write("migrations/migration-provider.ts");

describe("findFiles", () => {
  it("names the files a pattern matches, one folder level per segment, in sorted order", () => {
    expect(findFiles(root, "./modules/*/*.routes.ts")).toEqual([
      "./modules/a/a.routes.ts",
      "./modules/b/b.routes.ts",
    ]);
    expect(findFiles(root, "./migrations/20*-*.ts")).toEqual([
      "./migrations/2026-01-01-001-first.ts",
      "./migrations/2026-01-02-010-second.ts",
    ]);
  });

  it("keeps a pattern's leading folders, upward ones included, in the paths it returns", () => {
    expect(findFiles(path.join(root, "migrations"), "../modules/*/a.*.ts")).toEqual([
      "../modules/a/a.routes.test.ts",
      "../modules/a/a.routes.ts",
      "../modules/a/a.service.ts",
    ]);
  });

  it("takes every other character of a segment literally", () => {
    expect(findFiles(root, "./modules/a/a.routes.t?")).toEqual([]);
    expect(findFiles(root, "./modules/(a)/*.ts")).toEqual([]);
  });
});

describe("importFound", () => {
  it("imports each file relative to the asking file", async () => {
    const asking = pathToFileURL(path.join(root, "app.ts")).href;
    const found = await importFound<{ default: string }>(asking, "./modules/*/*.routes.ts");
    expect(found.map(({ path, module }) => [path, module.default])).toEqual([
      ["./modules/a/a.routes.ts", "a"],
      ["./modules/b/b.routes.ts", "b"],
    ]);
  });
});
