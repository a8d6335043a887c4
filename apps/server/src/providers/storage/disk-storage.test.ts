import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDiskStorage } from "./disk-storage.ts";
import { isValidStorageKey } from "./storage-provider.ts";

describe("disk storage", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "trilha-storage-"));
  const storage = createDiskStorage(root);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("stores, reads and deletes a file under its key", async () => {
    await storage.put("photos/abc/file.webp", Buffer.from("hello"));
    expect(fs.readFileSync(path.join(root, "photos", "abc", "file.webp"), "utf8")).toBe("hello");
    expect((await storage.get("photos/abc/file.webp"))?.toString()).toBe("hello");
    await storage.delete("photos/abc/file.webp");
    expect(await storage.get("photos/abc/file.webp")).toBeNull();
    await expect(storage.delete("photos/abc/file.webp")).resolves.toBeUndefined();
  });

  it("refuses keys that could leave the root", async () => {
    for (const key of ["../x", "photos/../../x", "/etc/passwd", "a//b", "a/.hidden/..", "a\\b", ""]) {
      expect(isValidStorageKey(key), key).toBe(false);
    }
    await expect(storage.get("../secret")).rejects.toThrow(/invalid storage key/);
  });
});
