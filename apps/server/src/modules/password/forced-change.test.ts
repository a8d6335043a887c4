import { describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createUser } from "../../test/factories.ts";
import { useTenantServer } from "../../test/tenant-server.ts";
import { acceptCurrentTerms } from "../../test/terms.ts";

/** forca_senha is the server's rule, not the page's: until a new password is chosen, little else answers. */
describe.each(testDialects())("an account that owes a new password on %s", (dialect) => {
  const t = useTenantServer(dialect, { users: [{ usuario: "admin", platformAdmin: true }] });

  async function owing(usuario: string): Promise<{ id: number; token: string }> {
    const { id } = await createUser(t.server.db, t.scope, { usuario, mustChangePassword: true });
    return { id, token: await t.signIn(usuario) };
  }

  it("answers only the calls the forced change needs until the password is chosen", async () => {
    const { token } = await owing("nina");
    for (const [method, path] of [
      ["GET", "/conta/pt-br/grupos/ativos"],
      ["POST", "/conta/pt-br/logado/buscar/redes-gestor"],
      ["POST", "/conta/pt-br/dispositivo/listar"],
      ["GET", "/conta/pt-br/logado/senha/estado"],
    ] as const) {
      const refused = await t.request(method, path, {
        token,
        ...(method === "POST" ? { body: {} } : {}),
      });
      expect(refused.status, path).toBe(403);
      expect(refused.json).toEqual({
        status: "erro",
        mensagem: "Escolha uma nova senha para continuar usando a plataforma.",
      });
    }
    const english = await t.request("GET", "/conta/en-us/grupos/ativos", { token });
    expect(english.json.mensagem).toBe("Choose a new password to keep using the platform.");

    // The session itself, the terms that come first, and the change.
    const session = await t.request("POST", "/conta/pt-br/logar/token", {
      body: { token },
    });
    expect(session.status).toBe(200);
    expect(session.json.usuario.funcoes.forca_senha).toBe(true);
    const { terms, accepted } = await acceptCurrentTerms(t, token);
    expect(terms.status).toBe(200);
    expect(accepted.status).toBe(200);
    const created = await t.request("POST", "/conta/pt-br/logado/gerar/senha", {
      token,
      body: { senha: "Caminho-novo-42", confirmar: "Caminho-novo-42" },
    });
    expect(created.status, created.text).toBe(200);

    expect((await t.request("GET", "/conta/pt-br/grupos/ativos", { token })).status).toBe(200);
  });

  it("lets the account log out while it owes the password", async () => {
    const { token } = await owing("nina2");
    expect((await t.request("POST", "/conta/pt-br/logout", { body: { token } })).status).toBe(200);
    expect((await t.request("POST", "/conta/pt-br/logar/token", { body: { token } })).status).toBe(401);
  });

  it("does not stop a visiting administrator, who is not the one owing it", async () => {
    const { id } = await owing("nina3");
    const admin = await t.signIn("admin");
    const visit = await t.request("POST", "/conta/pt-br/visitar", {
      token: admin,
      body: { usuario_id: id },
    });
    expect(visit.status, visit.text).toBe(200);
    const visiting: string = visit.json.usuario.token;
    expect((await t.request("GET", "/conta/pt-br/grupos/ativos", { token: visiting })).status).toBe(200);
  });
});
