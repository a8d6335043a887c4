import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createTenant } from "../../test/factories.ts";
import { useTestServer } from "../../test/test-server.ts";

const TEMPLATE = `<!doctype html><html lang="pt-br" data-palette="default"><head><title>Trilha</title>
<meta name="description" content="x" /><!--tenant-config--></head><body><div id="root"></div></body></html>`;

function siteSettings(html: string): unknown {
  const json = html.match(/<script type="application\/json" id="site-settings">(.*?)<\/script>/)?.[1];
  return JSON.parse(json ?? "null");
}

function csp(headers: Record<string, unknown>): Map<string, string[]> {
  const header = String(headers["content-security-policy"] ?? "");
  return new Map(
    header
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = "", ...values]) => [name, values]),
  );
}

describe.each(testDialects())("the sign-language widget setting on %s", (dialect) => {
  const enabled = useTestServer(dialect, {
    indexHtml: TEMPLATE,
    env: { VLIBRAS_URL: "https://libras.escola.example/app" },
  });
  const disabled = useTestServer(dialect, { indexHtml: TEMPLATE, env: { VLIBRAS_URL: "" } });

  beforeAll(async () => {
    for (const server of [enabled, disabled]) {
      await createTenant(server.db, { slug: "principal", dominio: "localhost", principal: 1 });
    }
  });

  it("inlines the widget address and lets the page load it and its assets", async () => {
    const response = await enabled.request("GET", "/login");
    expect(siteSettings(response.text)).toEqual({ vlibras_url: "https://libras.escola.example/app" });
    const policy = csp(response.headers);
    expect(policy.get("script-src")).toContain("https://libras.escola.example");
    expect(policy.get("connect-src")).toContain("https://*.libras.escola.example");
    expect(policy.get("img-src")).toContain("https://libras.escola.example");
    expect(policy.get("media-src")).toContain("https://libras.escola.example");
    expect(policy.get("frame-src")).toContain("https://libras.escola.example");
  });

  it("hides the widget and keeps its origin out of the CSP when VLIBRAS_URL is empty", async () => {
    const response = await disabled.request("GET", "/login");
    expect(siteSettings(response.text)).toEqual({ vlibras_url: null });
    expect(String(response.headers["content-security-policy"])).not.toContain("libras");
    expect(csp(response.headers).get("script-src")).not.toContain("'wasm-unsafe-eval'");
  });
});
