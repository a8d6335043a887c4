import { beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "./db/seed/demo-seed.ts";
import { storeDemoFiles } from "./demo-files.ts";
import { testDialects } from "./test/dialects.ts";
import { useTestServer } from "./test/test-server.ts";

describe.each(testDialects())("the demo's delivered files on %s", (dialect) => {
  const server = useTestServer(dialect);

  beforeAll(async () => {
    await seedDemo(server.db);
  });

  it("stores a real PDF behind every delivered file of the demo, once", async () => {
    const stored = await storeDemoFiles(server.db, server.app.providers.storage);
    expect(stored).toBeGreaterThan(0);
    const files = await server.db.selectFrom("attempt_files").select(["object_key", "size"]).execute();
    expect(files).toHaveLength(stored);
    for (const file of files) {
      expect(file.object_key).toMatch(/^uploads\//);
      const bytes = await server.stored(file.object_key);
      expect(bytes?.subarray(0, 5).toString()).toBe("%PDF-");
      expect(bytes?.length).toBe(Number(file.size));
    }
    expect(await storeDemoFiles(server.db, server.app.providers.storage)).toBe(0);
  });
});
