import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

const PATH = "/licenciamento/pt-br/buscar/dataservidor";

describe.each(testDialects())("dataservidor on %s", (dialect) => {
  const t = useTenantServer(dialect, { users: [{ usuario: "novata" }, { usuario: "veterana" }], other: [] });

  beforeAll(async () => {
    await t.server.db
      .updateTable("users")
      .set({ created_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where("id", "=", t.users.veterana.id)
      .execute();
  });

  it("refuses a request without a session", async () => {
    expect((await t.request("POST", PATH, { body: {} })).status).toBe(401);
  });

  it("refuses a session of another tenant", async () => {
    const token = await t.signIn("novata");
    expect((await t.request("POST", PATH, { host: t.otherHost, token, body: {} })).status).toBe(401);
  });

  it("answers the server's time, not cacheable", async () => {
    const token = await t.signIn("novata");
    const before = Date.now();
    const response = await t.request("POST", PATH, { token, body: {} });
    const after = Date.now();
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json.data).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const served = Date.parse(response.json.data);
    expect(served).toBeGreaterThanOrEqual(before);
    expect(served).toBeLessThanOrEqual(after);
  });

  it("says true for an account created in the last 30 days, false for an older one", async () => {
    const fresh = await t.signIn("novata");
    const old = await t.signIn("veterana");
    expect((await t.request("POST", PATH, { token: fresh, body: {} })).json.resultado).toBe(true);
    expect((await t.request("POST", PATH, { token: old, body: {} })).json.resultado).toBe(false);
  });
});
