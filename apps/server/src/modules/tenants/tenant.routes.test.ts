import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createTenant } from "../../test/factories.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

describe.each(testDialects())("GET /tenant/{lang}/tenant/listar on %s", (dialect) => {
  // The principal tenant, and one of a share of two: "Rede X Norte".
  const t = useTenantServer(dialect, {
    tenant: { principal: 1, nome: "Principal" },
    users: [{ usuario: "admin", platformAdmin: true }, { usuario: "aluna" }],
    otherTenant: { database_share: "rede-x", nome: "Rede X Norte" },
    other: [{ usuario: "admin-rede", platformAdmin: true }],
  });

  beforeAll(async () => {
    await createTenant(t.server.db, { database_share: "rede-x", nome: "Rede X Sul" });
    await createTenant(t.server.db, { nome: "Avulsa" });
  });

  it("lists every tenant for an administrator of the principal tenant", async () => {
    const token = await t.signIn("admin");
    const response = await t.request("GET", "/tenant/pt-br/tenant/listar", { token });
    expect(response.status).toBe(200);
    expect(response.json.tenants.map((t: { nome: string }) => t.nome)).toEqual([
      "Avulsa",
      "Principal",
      "Rede X Norte",
      "Rede X Sul",
    ]);
    expect(response.json.tenants.find((t: { nome: string }) => t.nome === "Principal")).toMatchObject({
      principal: true,
      status: 1,
      database_share: null,
    });
    expect(JSON.stringify(response.json)).not.toContain("configuracoes");
  });

  it("lists only its own scope's tenants for an administrator elsewhere", async () => {
    const token = await t.signIn("admin-rede", t.otherHost);
    const response = await t.request("GET", "/tenant/pt-br/tenant/listar", { host: t.otherHost, token });
    expect(response.json.tenants.map((t: { nome: string }) => t.nome)).toEqual([
      "Rede X Norte",
      "Rede X Sul",
    ]);
  });

  it("answers 401 without a session and 403 for a user who is not an administrator", async () => {
    expect((await t.request("GET", "/tenant/pt-br/tenant/listar")).status).toBe(401);
    const token = await t.signIn("aluna");
    const response = await t.request("GET", "/tenant/en-us/tenant/listar", { token });
    expect(response.status).toBe(403);
    expect(response.json.mensagem).toBe("You are not allowed to access this resource.");
  });
});
