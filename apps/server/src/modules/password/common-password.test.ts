import { describe, expect, it, vi } from "vitest";
import type { OutboxEntry } from "../../providers/mail/outbox-mail.ts";
import { testDialects } from "../../test/dialects.ts";
import { createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

const NOT_ALLOWED = { status: "erro", mensagem: "Não é permitido esta senha." };
/** On the list of common passwords, though not on the spec's short blacklist. */
const COMMON = ["qwerty123", "iloveyou", "Sunshine", "PASSWORD1"];
const STRONG = "caderno-azul-3";

describe.each(testDialects())("common passwords on %s", (dialect) => {
  const t = useTenantServer(dialect);

  const post = (path: string, body: unknown, token?: string) =>
    t.request("POST", `/conta/pt-br/${path}`, { token, body });
  const login = (usuario: string, senha: string) => post("logar/padrao", { usuario, senha });

  async function resetToken(usuario: string, email: string): Promise<string> {
    expect((await post("recuperar/senha", { usuario })).status).toBe(200);
    // The mail is written after the answer, in its own time on a busy machine; a read that meets the file
    // half-written fails and is tried again.
    return vi.waitFor(
      async () => {
        const [mail] = await t.server.outbox(email);
        const match = (mail as OutboxEntry | undefined)?.text.match(/\/usuario\/redefinir-senha\/([\w-]+)/);
        expect(match?.[1], `a reset link mailed to ${email}`).toBeDefined();
        return match?.[1] as string;
      },
      { timeout: 10_000, interval: 20 },
    );
  }

  it("alterar/senha refuses them whatever the case, and accepts a strong one", async () => {
    const user = await createUser(t.server.db, t.scope);
    const token = await t.signIn(user.usuario);
    for (const senha of COMMON) {
      const response = await post(
        "logado/alterar/senha",
        { senha_atual: TEST_PASSWORD, senha, confirmar: senha },
        token,
      );
      expect(response.status, senha).toBe(400);
      expect(response.json).toEqual(NOT_ALLOWED);
    }
    expect((await login(user.usuario, TEST_PASSWORD)).status).toBe(200);
    const done = await post(
      "logado/alterar/senha",
      { senha_atual: TEST_PASSWORD, senha: STRONG, confirmar: STRONG },
      token,
    );
    expect(done.status, done.text).toBe(200);
    expect((await login(user.usuario, STRONG)).status).toBe(200);
  });

  it("gerar/senha refuses them, and accepts a strong one", async () => {
    const user = await createUser(t.server.db, t.scope, { mustChangePassword: true });
    const token = await t.signIn(user.usuario);
    for (const senha of COMMON) {
      const response = await post("logado/gerar/senha", { senha, confirmar: senha }, token);
      expect(response.status, senha).toBe(400);
      expect(response.json).toEqual(NOT_ALLOWED);
    }
    expect((await post("logado/gerar/senha", { senha: STRONG, confirmar: STRONG }, token)).status).toBe(200);
  });

  it("redefinir/senha refuses them and keeps the link usable for a strong one", async () => {
    const user = await createUser(t.server.db, t.scope, { email: "comum@escola.example" });
    const token = await resetToken(user.usuario, "comum@escola.example");
    for (const senha of COMMON) {
      const response = await post("redefinir/senha", { token, senha, confirmar: senha });
      expect(response.status, senha).toBe(400);
      expect(response.json).toEqual(NOT_ALLOWED);
    }
    expect((await post("redefinir/senha", { token, senha: STRONG, confirmar: STRONG })).status).toBe(200);
    expect((await login(user.usuario, STRONG)).status).toBe(200);
  });

  it("answers in the path's language", async () => {
    const user = await createUser(t.server.db, t.scope);
    const token = await t.signIn(user.usuario);
    const body = { senha_atual: TEST_PASSWORD, senha: "iloveyou", confirmar: "iloveyou" };
    const en = await t.request("POST", "/conta/en-us/logado/alterar/senha", {
      token,
      body,
    });
    const es = await t.request("POST", "/conta/es-es/logado/alterar/senha", {
      token,
      body,
    });
    expect(en.status).toBe(400);
    expect(es.status).toBe(400);
    expect(en.json.mensagem).toBe("This password is not allowed.");
    expect(es.json.mensagem).toBe("Esta contraseña no está permitida.");
  });
});
