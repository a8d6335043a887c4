import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser } from "../../test/factories.ts";
import { signIn } from "../../test/sessions.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";

describe.each(testDialects())("network calls on %s", (dialect) => {
  let server: TestServer;
  let host: string;
  let token: string;
  let foreignNetwork: number;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const tenant = await createTenant(server.db);
    const other = await createTenant(server.db);
    host = tenant.dominio;
    const manager = await createUser(server.db, tenant.scope, { usuario: "gestor" });
    const addNetwork = async (scope: typeof tenant.scope, codigo: string, nome: string, userId?: number) => {
      const row = await server.db
        .insertInto("networks")
        .values({ scope: scope.key, codigo, nome })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (userId) {
        await server.db
          .insertInto("network_managers")
          .values({ scope: scope.key, network_id: row.id, user_id: userId })
          .execute();
      }
      return row.id;
    };
    await addNetwork(tenant.scope, "zeta", "Zeta", manager.id);
    await addNetwork(tenant.scope, "agua", "Água Limpa", manager.id);
    await addNetwork(tenant.scope, "beta", "beta", manager.id);
    await addNetwork(tenant.scope, "nao-gere", "Não gerida");
    foreignNetwork = await addNetwork(other.scope, "estrangeira", "Estrangeira");
    token = await signIn(server, host, "gestor");
  });
  afterAll(() => server.close());

  const list = () => server.request("POST", "/conta/pt-br/logado/buscar/redes-gestor", { host, token });

  it("lists the managed networks sorted by name, accents and case aside", async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.json.redes.map((r: { nome: string }) => r.nome)).toEqual(["Água Limpa", "beta", "Zeta"]);
    expect(response.json.redes[0]).toMatchObject({ codigo: "agua", isFavorito: false });
  });

  it("flips a favourite on and off", async () => {
    const [first] = (await list()).json.redes;
    const on = await server.request("POST", "/conta/pt-br/logado/gravar/rede/favorita", {
      host,
      token,
      body: { rede_id: first.id, favorito: true },
    });
    expect(on.status).toBe(200);
    expect((await list()).json.redes[0].isFavorito).toBe(true);
    await server.request("POST", "/conta/pt-br/logado/gravar/rede/favorita", {
      host,
      token,
      body: { rede_id: first.id, favorito: true },
    });
    expect((await list()).json.redes.filter((r: { isFavorito: boolean }) => r.isFavorito)).toHaveLength(1);
    await server.request("POST", "/conta/pt-br/logado/gravar/rede/favorita", {
      host,
      token,
      body: { rede_id: first.id, favorito: false },
    });
    expect((await list()).json.redes[0].isFavorito).toBe(false);
  });

  it("refuses a network the user does not manage or of another scope, and a bad body", async () => {
    const foreign = await server.request("POST", "/conta/pt-br/logado/gravar/rede/favorita", {
      host,
      token,
      body: { rede_id: foreignNetwork, favorito: true },
    });
    expect(foreign.status).toBe(404);
    const bad = await server.request("POST", "/conta/pt-br/logado/gravar/rede/favorita", {
      host,
      token,
      body: { rede_id: "1", favorito: "sim" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.mensagem).toContain('"rede_id"');
  });

  it("answers 401 without a session", async () => {
    expect((await server.request("POST", "/conta/pt-br/logado/buscar/redes-gestor", { host })).status).toBe(
      401,
    );
  });
});
