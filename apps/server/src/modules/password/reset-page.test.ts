import { webPaths } from "@trilha/contracts/web-paths";
import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createTenant } from "../../test/factories.ts";
import { INDEX_HTML, useTestServer } from "../../test/test-server.ts";

describe.each(testDialects())("the reset page on %s", (dialect) => {
  const server = useTestServer(dialect, { indexHtml: INDEX_HTML });
  let host: string;

  beforeAll(async () => {
    host = (await createTenant(server.db)).dominio;
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
