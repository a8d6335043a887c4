import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser } from "../../test/factories.ts";
import { signIn } from "../../test/sessions.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";

const PATH = "/licenciamento/pt-br/buscar/dataservidor";

describe.each(testDialects())("dataservidor on %s", (dialect) => {
  let server: TestServer;
  let host: string;
  let otherHost: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const tenant = await createTenant(server.db);
    const other = await createTenant(server.db);
    host = tenant.dominio;
    otherHost = other.dominio;
    await createUser(server.db, tenant.scope, { usuario: "novata" });
    const veteran = await createUser(server.db, tenant.scope, { usuario: "veterana" });
    await server.db
      .updateTable("users")
      .set({ created_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where("id", "=", veteran.id)
      .execute();
  });
  afterAll(() => server.close());

  it("refuses a request without a session", async () => {
    expect((await server.request("POST", PATH, { host, body: {} })).status).toBe(401);
  });

  it("refuses a session of another tenant", async () => {
    const token = await signIn(server, host, "novata");
    expect((await server.request("POST", PATH, { host: otherHost, token, body: {} })).status).toBe(401);
  });

  it("answers the server's time, not cacheable", async () => {
    const token = await signIn(server, host, "novata");
    const before = Date.now();
    const response = await server.request("POST", PATH, { host, token, body: {} });
    const after = Date.now();
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json.data).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const served = Date.parse(response.json.data);
    expect(served).toBeGreaterThanOrEqual(before);
    expect(served).toBeLessThanOrEqual(after);
  });

  it("says true for an account created in the last 30 days, false for an older one", async () => {
    const fresh = await signIn(server, host, "novata");
    const old = await signIn(server, host, "veterana");
    expect((await server.request("POST", PATH, { host, token: fresh, body: {} })).json.resultado).toBe(true);
    expect((await server.request("POST", PATH, { host, token: old, body: {} })).json.resultado).toBe(false);
  });
});
