import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../test/dialects.ts";
import { createTenant } from "../test/factories.ts";
import { INDEX_HTML, startTestServer, type TestResponse, type TestServer } from "../test/test-server.ts";

/** What an answer says, less what node writes per answer (its date and the connection's). */
function said(response: TestResponse) {
  const { date: _date, connection: _connection, "keep-alive": _keepAlive, ...headers } = response.headers;
  return { status: response.status, headers, text: response.text };
}

describe.each(testDialects())("answers written before routing on %s", (dialect) => {
  let server: TestServer;
  const answered = () => server.app.earlyAnswers.answered;

  beforeAll(async () => {
    server = await startTestServer(dialect, { indexHtml: INDEX_HTML });
    await createTenant(server.db, { slug: "azul", dominio: "azul.localhost", nome: "Escola Azul" });
    await createTenant(server.db, { slug: "verde", dominio: "verde.localhost", nome: "Escola Verde" });
    await createTenant(server.db, { slug: "principal", dominio: "principal.localhost", principal: 1 });
    await createTenant(server.db, { slug: "fechada", dominio: "fechada.localhost", status: 0 });
  });
  afterAll(() => server.close());

  it("answers /healthz early once a check found the database, with the router's very bytes", async () => {
    const first = await server.request("GET", "/healthz");
    const before = answered();
    const again = await server.request("GET", "/healthz");
    expect(answered()).toBe(before + 1);
    expect(said(again)).toEqual(said(first));
    expect(again.json).toEqual({ status: "ok", database: true });
    // Only the exact path: a trailing slash or a query goes the long way.
    await server.request("GET", "/healthz?x=1");
    await server.request("HEAD", "/healthz");
    expect(answered()).toBe(before + 1);
  });

  it("answers a page early only after the router sent that path to the page, for that tenant's page", async () => {
    const before = answered();
    const first = await server.request("GET", "/login", { host: "azul.localhost" });
    expect(first.status).toBe(200);
    expect(answered()).toBe(before);
    const again = await server.request("GET", "/login?volta=1", { host: "azul.localhost" });
    expect(answered()).toBe(before + 1);
    expect(said(again)).toEqual(said(first));
    expect(again.text).toContain("Escola Azul");
    // Another tenant's host gets its own page.
    const other = await server.request("GET", "/login", { host: "verde.localhost" });
    const otherAgain = await server.request("GET", "/login", { host: "verde.localhost" });
    expect(answered()).toBe(before + 2);
    expect(said(otherAgain)).toEqual(said(other));
    expect(other.status).toBe(200);
    expect(other.text).toContain("Escola Verde");
    // The principal tenant's page carries its own security policy, which allows social sign-in.
    const principal = await server.request("GET", "/login", { host: "principal.localhost" });
    const principalAgain = await server.request("GET", "/login", { host: "principal.localhost" });
    expect(answered()).toBe(before + 3);
    expect(said(principalAgain)).toEqual(said(principal));
    expect(principal.headers["content-security-policy"]).toContain("accounts.google.com");
    expect(first.headers["content-security-policy"]).not.toContain("accounts.google.com");
  });

  it("leaves to the router what it did not answer with a page, and every tenant it does not hold active", async () => {
    await server.request("GET", "/login", { host: "azul.localhost" });
    const before = answered();
    // A path the app does not have is a 404 page, an API path a JSON 404: neither is remembered.
    for (let time = 0; time < 2; time++) {
      expect((await server.request("GET", "/nao-existe", { host: "azul.localhost" })).status).toBe(404);
      expect((await server.request("GET", "/conta/pt-br/nada", { host: "azul.localhost" })).status).toBe(404);
    }
    // The reset page's token keeps its own headers.
    const reset = await server.request("GET", "/login?x=/redefinir-senha/abc", { host: "azul.localhost" });
    expect(reset.headers["cache-control"]).toBe("no-store");
    // An inactive tenant is sent to its notice, even on a path known as a page.
    const closed = await server.request("GET", "/login", { host: "fechada.localhost" });
    expect(closed.status).toBe(302);
    expect(closed.headers.location).toBe("/desativado");
    // An active tenant asking for the inactive notice goes home, though an inactive one had it as a page.
    expect((await server.request("GET", "/desativado", { host: "fechada.localhost" })).status).toBe(200);
    const active = await server.request("GET", "/desativado", { host: "azul.localhost" });
    expect(active.status).toBe(302);
    // A POST is never a page, and a Host that is no host name is refused.
    expect((await server.request("POST", "/login", { host: "azul.localhost" })).status).toBe(404);
    expect((await server.request("GET", "/login", { host: "a b" })).status).toBe(400);
    expect(answered()).toBe(before);
  });
});

describe("answers written before routing, while each request is logged", () => {
  it("are off, so the log misses none", async () => {
    const lines: string[] = [];
    const server = await startTestServer("sqlite", { indexHtml: INDEX_HTML, logLines: lines });
    try {
      for (let time = 0; time < 3; time++) await server.request("GET", "/healthz");
      expect(server.app.earlyAnswers.answered).toBe(0);
      expect(lines.filter((line) => line.includes('"url":"/healthz"')).length).toBeGreaterThanOrEqual(3);
    } finally {
      await server.close();
    }
  });
});
