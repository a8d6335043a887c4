import { beforeAll, describe, expect, it } from "vitest";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { testDialects } from "../../test/dialects.ts";
import { createNetwork } from "../../test/factories.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

describe.each(testDialects())("network calls on %s", (dialect) => {
  const t = useTenantServer(dialect, { users: [{ usuario: "gestor" }], other: [] });
  let token: string;
  let foreignNetwork: number;

  beforeAll(async () => {
    const addNetwork = (scope: TenantScope, codigo: string, nome: string, ...managerIds: number[]) =>
      createNetwork(t.server.db, scope, { codigo, nome }, ...managerIds);
    const manager = t.users.gestor;
    await addNetwork(t.scope, "zeta", "Zeta", manager.id);
    await addNetwork(t.scope, "agua", "Água Limpa", manager.id);
    await addNetwork(t.scope, "beta", "beta", manager.id);
    await addNetwork(t.scope, "nao-gere", "Não gerida");
    foreignNetwork = await addNetwork(t.other.scope, "estrangeira", "Estrangeira");
    token = await t.signIn("gestor");
  });

  const favourite = (body: unknown) =>
    t.request("POST", "/conta/pt-br/logado/gravar/rede/favorita", { token, body });
  const list = () => t.request("POST", "/conta/pt-br/logado/buscar/redes-gestor", { token });

  it("lists the managed networks sorted by name, accents and case aside", async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.json.redes.map((r: { nome: string }) => r.nome)).toEqual(["Água Limpa", "beta", "Zeta"]);
    expect(response.json.redes[0]).toMatchObject({ codigo: "agua", isFavorito: false });
  });

  it("flips a favourite on and off", async () => {
    const [first] = (await list()).json.redes;
    const on = await favourite({ rede_id: first.id, favorito: true });
    expect(on.status).toBe(200);
    expect((await list()).json.redes[0].isFavorito).toBe(true);
    await favourite({ rede_id: first.id, favorito: true });
    expect((await list()).json.redes.filter((r: { isFavorito: boolean }) => r.isFavorito)).toHaveLength(1);
    await favourite({ rede_id: first.id, favorito: false });
    expect((await list()).json.redes[0].isFavorito).toBe(false);
  });

  it("refuses a network the user does not manage or of another scope, and a bad body", async () => {
    const foreign = await favourite({ rede_id: foreignNetwork, favorito: true });
    expect(foreign.status).toBe(404);
    const bad = await favourite({ rede_id: "1", favorito: "sim" });
    expect(bad.status).toBe(400);
    expect(bad.json.mensagem).toContain('"rede_id"');
  });

  it("answers 401 without a session", async () => {
    expect((await t.request("POST", "/conta/pt-br/logado/buscar/redes-gestor")).status).toBe(401);
  });
});
