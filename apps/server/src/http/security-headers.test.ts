import { API_DOCS_PATHS } from "@trilha/contracts/api-docs-paths";
import { callPath } from "@trilha/contracts/call";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { testDialects } from "../test/dialects.ts";
import { createTenant } from "../test/factories.ts";
import { useTenantServer } from "../test/tenant-server.ts";
import { INDEX_HTML, type TestResponse } from "../test/test-server.ts";
import { allCalls } from "./all-calls.ts";

function expectNotStored(response: TestResponse, what: string) {
  expect(response.headers["cache-control"], `${what} → ${response.status}`).toBe("no-store");
}

describe.each(testDialects())("security headers on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    indexHtml: INDEX_HTML,
    users: [{ usuario: "admin", platformAdmin: true }],
  });

  /** Every call of the contracts, so a new one is covered without touching this test. */
  const calls = Object.entries(allCalls);

  it("never lets an API answer be cached, with or without a session, whatever the status", async () => {
    let token = await t.signIn("admin");
    for (const [name, call] of calls) {
      const url = callPath(call, "pt-br");
      const body = call.method === "POST" ? {} : undefined;
      expectNotStored(await t.request(call.method, url, { token, body }), `${name} signed in`);
      expectNotStored(await t.request(call.method, url, { body }), `${name} anonymous`);
      // A call may end or change the session it was made with: start another for the next one.
      const still = await t.request("GET", "/conta/pt-br/grupos/ativos", { token });
      if (still.status !== 200) token = await t.signIn("admin");
    }
  });

  it("does not cache successful answers that carry personal data", async () => {
    const token = await t.signIn("admin");
    for (const url of [
      "/conta/pt-br/grupos/ativos",
      "/tenant/pt-br/tenant/listar",
      "/projeto/pt-br/responsaveis",
    ]) {
      const response = await t.request("GET", url, { token });
      expect(response.status, url).toBe(200);
      expectNotStored(response, url);
    }
    const devices = await t.request("POST", "/conta/pt-br/dispositivo/listar", {
      token,
      body: {},
    });
    expect(devices.status).toBe(200);
    expectNotStored(devices, "dispositivo/listar");
  });

  it("does not cache the API's own refusals: unknown paths, bad media types, an inactive tenant", async () => {
    expectNotStored(await t.request("GET", "/conta/pt-br/nao-existe"), "unknown call");
    expectNotStored(
      await t.request("POST", "/conta/pt-br/logar/padrao", {
        rawBody: "usuario=1",
        headers: { "content-type": "text/plain" },
      }),
      "415",
    );
    const inactive = await createTenant(t.server.db, { status: 0 });
    const refused = await t.request("GET", "/conta/pt-br/grupos/ativos", { host: inactive.dominio });
    expect(refused.status).toBe(403);
    expectNotStored(refused, "inactive tenant");
  });

  it("sends no referrer from any page, and says so explicitly on the reset-link page", async () => {
    const reset = await t.request("GET", webPaths.resetPassword.build("um-token-qualquer"));
    expect(reset.status).toBe(200);
    expect(reset.headers["referrer-policy"]).toBe("no-referrer");
    expectNotStored(reset, "reset page");
    const login = await t.request("GET", webPaths.login.build());
    expect(login.headers["referrer-policy"]).toBe("no-referrer");
    const api = await t.request("POST", "/conta/pt-br/redefinir/senha/verificar", {
      body: { token: "um-token-qualquer" },
    });
    expect(api.headers["referrer-policy"]).toBe("no-referrer");
    expectNotStored(api, "redefinir/senha/verificar");
  });

  it("sends no HSTS when nothing says the connection is HTTPS", async () => {
    const response = await t.request("GET", webPaths.login.build());
    expect(response.headers["strict-transport-security"]).toBeUndefined();
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe.each(testDialects())("reached over HTTPS (PUBLIC_URL_SCHEME=https) on %s", (dialect) => {
  const t = useTenantServer(dialect, { env: { PUBLIC_URL_SCHEME: "https" } });

  it("asks browsers to use HTTPS only, on pages and API answers alike", async () => {
    for (const [method, url] of [
      ["GET", "/healthz"],
      ["GET", "/conta/pt-br/grupos/ativos"],
      ["GET", API_DOCS_PATHS.page],
    ] as const) {
      const response = await t.request(method, url);
      expect(response.headers["strict-transport-security"], url).toMatch(
        /^max-age=\d{7,}; includeSubDomains$/,
      );
    }
  });
});
