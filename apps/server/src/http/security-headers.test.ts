import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { API_DOCS_PATHS } from "@trilha/contracts/api-docs-paths";
import { callPath } from "@trilha/contracts/call";
import { webPaths } from "@trilha/contracts/web-paths";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../test/dialects.ts";
import { createTenant, createUser } from "../test/factories.ts";
import { signIn } from "../test/sessions.ts";
import { useTenantServer } from "../test/tenant-server.ts";
import { startTestServer, type TestResponse, type TestServer } from "../test/test-server.ts";
import { allCalls } from "./all-calls.ts";

const INDEX_HTML =
  "<!doctype html><html><head><title>app</title><!--tenant-config--></head><body></body></html>";

function expectNotStored(response: TestResponse, what: string) {
  expect(response.headers["cache-control"], `${what} → ${response.status}`).toBe("no-store");
}

describe.each(testDialects())("security headers on %s", (dialect) => {
  let server: TestServer;
  let dist: string;
  let host: string;
  let admin: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "trilha-dist-"));
    fs.writeFileSync(path.join(dist, "index.html"), INDEX_HTML);
    server = await startTestServer(dialect, { webDistDir: dist });
    const tenant = await createTenant(server.db);
    host = tenant.dominio;
    admin = (await createUser(server.db, tenant.scope, { platformAdmin: true })).usuario;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  /** Every call of the contracts, so a new one is covered without touching this test. */
  const calls = Object.entries(allCalls);

  it("never lets an API answer be cached, with or without a session, whatever the status", async () => {
    let token = await signIn(server, host, admin);
    for (const [name, call] of calls) {
      const url = callPath(call, "pt-br");
      const body = call.method === "POST" ? {} : undefined;
      expectNotStored(await server.request(call.method, url, { host, token, body }), `${name} signed in`);
      expectNotStored(await server.request(call.method, url, { host, body }), `${name} anonymous`);
      // A call may end or change the session it was made with: start another for the next one.
      const still = await server.request("GET", "/conta/pt-br/grupos/ativos", { host, token });
      if (still.status !== 200) token = await signIn(server, host, admin);
    }
  });

  it("does not cache successful answers that carry personal data", async () => {
    const token = await signIn(server, host, admin);
    for (const url of [
      "/conta/pt-br/grupos/ativos",
      "/tenant/pt-br/tenant/listar",
      "/projeto/pt-br/responsaveis",
    ]) {
      const response = await server.request("GET", url, { host, token });
      expect(response.status, url).toBe(200);
      expectNotStored(response, url);
    }
    const devices = await server.request("POST", "/conta/pt-br/dispositivo/listar", {
      host,
      token,
      body: {},
    });
    expect(devices.status).toBe(200);
    expectNotStored(devices, "dispositivo/listar");
  });

  it("does not cache the API's own refusals: unknown paths, bad media types, an inactive tenant", async () => {
    expectNotStored(await server.request("GET", "/conta/pt-br/nao-existe", { host }), "unknown call");
    expectNotStored(
      await server.request("POST", "/conta/pt-br/logar/padrao", {
        host,
        rawBody: "usuario=1",
        headers: { "content-type": "text/plain" },
      }),
      "415",
    );
    const inactive = await createTenant(server.db, { status: 0 });
    const refused = await server.request("GET", "/conta/pt-br/grupos/ativos", { host: inactive.dominio });
    expect(refused.status).toBe(403);
    expectNotStored(refused, "inactive tenant");
  });

  it("sends no referrer from any page, and says so explicitly on the reset-link page", async () => {
    const reset = await server.request("GET", webPaths.resetPassword.build("um-token-qualquer"), { host });
    expect(reset.status).toBe(200);
    expect(reset.headers["referrer-policy"]).toBe("no-referrer");
    expectNotStored(reset, "reset page");
    const login = await server.request("GET", webPaths.login.build(), { host });
    expect(login.headers["referrer-policy"]).toBe("no-referrer");
    const api = await server.request("POST", "/conta/pt-br/redefinir/senha/verificar", {
      host,
      body: { token: "um-token-qualquer" },
    });
    expect(api.headers["referrer-policy"]).toBe("no-referrer");
    expectNotStored(api, "redefinir/senha/verificar");
  });

  it("sends no HSTS when nothing says the connection is HTTPS", async () => {
    const response = await server.request("GET", webPaths.login.build(), { host });
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
