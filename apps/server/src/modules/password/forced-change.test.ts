import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser } from "../../test/factories.ts";
import { signIn } from "../../test/sessions.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";

/** forca_senha is the server's rule, not the page's: until a new password is chosen, little else answers. */
describe.each(testDialects())("an account that owes a new password on %s", (dialect) => {
  let server: TestServer;
  let host: string;
  let scope: TenantScope;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const tenant = await createTenant(server.db);
    host = tenant.dominio;
    scope = tenant.scope;
    await createUser(server.db, scope, { usuario: "admin", platformAdmin: true });
  });
  afterAll(() => server.close());

  async function owing(usuario: string): Promise<{ id: number; token: string }> {
    const { id } = await createUser(server.db, scope, { usuario, mustChangePassword: true });
    return { id, token: await signIn(server, host, usuario) };
  }

  it("answers only the calls the forced change needs until the password is chosen", async () => {
    const { token } = await owing("nina");
    for (const [method, path] of [
      ["GET", "/conta/pt-br/grupos/ativos"],
      ["POST", "/conta/pt-br/logado/buscar/redes-gestor"],
      ["POST", "/conta/pt-br/dispositivo/listar"],
      ["GET", "/conta/pt-br/logado/senha/estado"],
    ] as const) {
      const refused = await server.request(method, path, {
        host,
        token,
        ...(method === "POST" ? { body: {} } : {}),
      });
      expect(refused.status, path).toBe(403);
      expect(refused.json).toEqual({
        status: "erro",
        mensagem: "Escolha uma nova senha para continuar usando a plataforma.",
      });
    }
    const english = await server.request("GET", "/conta/en-us/grupos/ativos", { host, token });
    expect(english.json.mensagem).toBe("Choose a new password to keep using the platform.");

    // The session itself, the terms that come first, and the change.
    const session = await server.request("POST", "/conta/pt-br/logar/token", { host, body: { token } });
    expect(session.status).toBe(200);
    expect(session.json.usuario.funcoes.forca_senha).toBe(true);
    const terms = await server.request("GET", "/conta/pt-br/logado/termos", { host, token });
    expect(terms.status).toBe(200);
    const accepted = await server.request("POST", "/conta/pt-br/logado/termos/aceitar", {
      host,
      token,
      body: { versao: terms.json.versao },
    });
    expect(accepted.status).toBe(200);
    const created = await server.request("POST", "/conta/pt-br/logado/gerar/senha", {
      host,
      token,
      body: { senha: "Caminho-novo-42", confirmar: "Caminho-novo-42" },
    });
    expect(created.status, created.text).toBe(200);

    expect((await server.request("GET", "/conta/pt-br/grupos/ativos", { host, token })).status).toBe(200);
  });

  it("lets the account log out while it owes the password", async () => {
    const { token } = await owing("nina2");
    expect((await server.request("POST", "/conta/pt-br/logout", { host, body: { token } })).status).toBe(200);
    expect((await server.request("POST", "/conta/pt-br/logar/token", { host, body: { token } })).status).toBe(
      401,
    );
  });

  it("does not stop a visiting administrator, who is not the one owing it", async () => {
    const { id } = await owing("nina3");
    const admin = await signIn(server, host, "admin");
    const visit = await server.request("POST", "/conta/pt-br/visitar", {
      host,
      token: admin,
      body: { usuario_id: id },
    });
    expect(visit.status, visit.text).toBe(200);
    const visiting: string = visit.json.usuario.token;
    expect(
      (await server.request("GET", "/conta/pt-br/grupos/ativos", { host, token: visiting })).status,
    ).toBe(200);
  });
});
