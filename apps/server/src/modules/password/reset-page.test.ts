import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { webPaths } from "@trilha/contracts/web-paths";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createTenant } from "../../test/factories.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";

describe.each(testDialects())("the reset page on %s", (dialect) => {
  let server: TestServer;
  let dist: string;
  let host: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "trilha-dist-"));
    fs.writeFileSync(
      path.join(dist, "index.html"),
      "<!doctype html><html><head><title>x</title><!--tenant-config--></head><body></body></html>",
    );
    server = await startTestServer(dialect, { webDistDir: dist });
    host = (await createTenant(server.db)).dominio;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("is a known page that sends no referrer and is not cached, so its token does not leak", async () => {
    const response = await server.request("GET", webPaths.resetPassword.build("abc-123"), { host });
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("serves the forgot-password page", async () => {
    const response = await server.request("GET", webPaths.forgotPassword.build(), { host });
    expect(response.status).toBe(200);
  });
});
