import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser } from "../../test/factories.ts";
import { signIn } from "../../test/sessions.ts";
import { useTestServer } from "../../test/test-server.ts";

describe.each(testDialects())("GET /tenant/{lang}/tenant/listar on %s", (dialect) => {
  const server = useTestServer(dialect);
  let principalHost: string;
  let shareHost: string;

  beforeAll(async () => {
    const principal = await createTenant(server.db, { principal: 1, nome: "Principal" });
    const north = await createTenant(server.db, { database_share: "rede-x", nome: "Rede X Norte" });
    await createTenant(server.db, { database_share: "rede-x", nome: "Rede X Sul" });
    await createTenant(server.db, { nome: "Avulsa" });
    principalHost = principal.dominio;
    shareHost = north.dominio;
    await createUser(server.db, principal.scope, { usuario: "admin", platformAdmin: true });
    await createUser(server.db, principal.scope, { usuario: "aluna" });
    await createUser(server.db, north.scope, { usuario: "admin-rede", platformAdmin: true });
  });

  it("lists every tenant for an administrator of the principal tenant", async () => {
    const token = await signIn(server, principalHost, "admin");
    const response = await server.request("GET", "/tenant/pt-br/tenant/listar", {
      host: principalHost,
      token,
    });
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
    const token = await signIn(server, shareHost, "admin-rede");
    const response = await server.request("GET", "/tenant/pt-br/tenant/listar", { host: shareHost, token });
    expect(response.json.tenants.map((t: { nome: string }) => t.nome)).toEqual([
      "Rede X Norte",
      "Rede X Sul",
    ]);
  });

  it("answers 401 without a session and 403 for a user who is not an administrator", async () => {
    expect((await server.request("GET", "/tenant/pt-br/tenant/listar", { host: principalHost })).status).toBe(
      401,
    );
    const token = await signIn(server, principalHost, "aluna");
    const response = await server.request("GET", "/tenant/en-us/tenant/listar", {
      host: principalHost,
      token,
    });
    expect(response.status).toBe(403);
    expect(response.json.mensagem).toBe("You are not allowed to access this resource.");
  });
});
