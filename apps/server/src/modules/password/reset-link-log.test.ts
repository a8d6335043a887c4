import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createTenant } from "../../test/factories.ts";
import { INDEX_HTML, useTestServer } from "../../test/test-server.ts";

const TOKEN = "Zq9xTokenQueNaoPodeVazar_0123456789abcdefgh";

/**
 * The outside test opened a reset link with another letter case and found the token in the request log. Every
 * form of the address that still reaches the page (the browser's router ignores case) is logged without the
 * token and answered without referrer or cache.
 */
describe.each(testDialects())("reset links in the request log on %s", (dialect) => {
  const lines: string[] = [];
  const server = useTestServer(dialect, { indexHtml: INDEX_HTML, logLines: lines });
  let host: string;

  beforeAll(async () => {
    host = (await createTenant(server.db)).dominio;
  });

  it.each([
    `/usuario/redefinir-senha/${TOKEN}`,
    `/Usuario/redefinir-senha/${TOKEN}`,
    `/USUARIO/Redefinir-Senha/${TOKEN}`,
    `//usuario/redefinir-senha/${TOKEN}`,
    `/usuario//redefinir-senha/${TOKEN}`,
    `/%75suario/redefinir%2Dsenha/${TOKEN}`,
    `/%55suario/redefinir-senha/${TOKEN}?utm=mail`,
  ])("keeps the token of %s out of every log line, with no referrer and no cache", async (url) => {
    lines.length = 0;
    const response = await server.request("GET", url, { host });
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["cache-control"]).toBe("no-store");
    // The request was logged (so the check below means something), and no line holds the token.
    expect(lines.some((line) => line.includes("/usuario/redefinir-senha/[token]"))).toBe(true);
    expect(lines.filter((line) => line.includes(TOKEN))).toEqual([]);
  });
});
