import {
  PASSWORD_CHANGE_MAX_WRONG_CURRENT,
  PASSWORD_RESET_TTL_MINUTES,
} from "@trilha/contracts/password.calls";
import { describe, expect, it, vi } from "vitest";
import type { TenantRow } from "../../db/schema.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import type { OutboxEntry } from "../../providers/mail/outbox-mail.ts";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { useTenantServer } from "../../test/tenant-server.ts";
import { RATE_LIMITS } from "../rate-limit/rate-limit-rules.ts";

const NEW_PASSWORD = "outra-senha-9";
const CHANGED = "Senha atualizada com sucesso. Guarde-a em um local seguro.";
const CREATED = "Senha criada com sucesso. Guarde-a em um local seguro.";
const RESET_DONE = "Senha atualizada com sucesso. Prosseguir para realizar o login.";
const FORCED_DONE = "Senha atualizada com sucesso. Prosseguir para utilizar a plataforma.";
const FORGOT_SENT =
  "Se o usuário existir e tiver um e-mail cadastrado, enviaremos um link para redefinir a senha. Verifique a sua caixa de entrada.";
const RESET_INVALID =
  "Este link de redefinição de senha é inválido, já foi usado ou expirou. Solicite um novo.";

type Tenant = TenantRow & { scope: TenantScope };

describe.each(testDialects())("password calls on %s", (dialect) => {
  const t = useTenantServer(dialect);

  const post = (path: string, body: unknown, opts: { token?: string; host?: string; lang?: string } = {}) =>
    t.request("POST", `/conta/${opts.lang ?? "pt-br"}/${path}`, {
      host: opts.host ?? t.host,
      token: opts.token,
      body,
    });
  const change = (token: string | undefined, body: unknown, lang?: string) =>
    post("logado/alterar/senha", body, { token, lang });
  const create = (token: string | undefined, body: unknown) => post("logado/gerar/senha", body, { token });
  const forgot = (usuario: string, on: Tenant = t.tenant) =>
    post("recuperar/senha", { usuario }, { host: on.dominio });
  const reset = (body: unknown, on: Tenant = t.tenant) => post("redefinir/senha", body, { host: on.dominio });
  const login = (usuario: string, senha: string, on: Tenant = t.tenant) =>
    post("logar/padrao", { usuario, senha }, { host: on.dominio });
  const groups = (token: string) => t.request("GET", "/conta/pt-br/grupos/ativos", { token });

  /**
   * The reset mail goes out after the answer: wait for it, as long as a busy machine needs. A read that meets a
   * file still being written fails and is tried again.
   */
  function waitForMail(to: string, count = 1): Promise<OutboxEntry[]> {
    return vi.waitFor(
      async () => {
        const mails = await t.server.outbox(to);
        expect(mails.length, `mails to ${to}`).toBeGreaterThanOrEqual(count);
        return mails;
      },
      { timeout: 10_000, interval: 20 },
    );
  }

  function tokenOf(mail: OutboxEntry): string {
    const match = mail.text.match(/\/usuario\/redefinir-senha\/([\w-]+)/);
    if (!match?.[1]) throw new Error(`no link in ${mail.text}`);
    return match[1];
  }

  async function resetTokenFor(usuario: string, email: string, on: Tenant = t.tenant): Promise<string> {
    const before = (await t.server.outbox(email)).length;
    expect((await forgot(usuario, on)).status).toBe(200);
    const mails = await waitForMail(email, before + 1);
    return tokenOf(mails.at(-1) as OutboxEntry);
  }

  describe("alterar/senha", () => {
    it("changes the password, keeps this session and ends the others", async () => {
      const user = await createUser(t.server.db, t.scope, { nome: "Ana Souza" });
      const current = await t.signIn(user.usuario);
      const other = await t.signIn(user.usuario);
      const response = await change(current, {
        senha_atual: TEST_PASSWORD,
        senha: NEW_PASSWORD,
        confirmar: NEW_PASSWORD,
      });
      expect(response.status, response.text).toBe(200);
      expect(response.json).toEqual({ status: "sucesso", mensagem: CHANGED });
      expect((await groups(current)).status).toBe(200);
      expect((await groups(other)).status).toBe(401);
      expect((await login(user.usuario, TEST_PASSWORD)).status).toBe(401);
      expect((await login(user.usuario, NEW_PASSWORD)).status).toBe(200);
    });

    it("answers in the path's language", async () => {
      const user = await createUser(t.server.db, t.scope);
      const token = await t.signIn(user.usuario);
      const response = await change(
        token,
        { senha_atual: TEST_PASSWORD, senha: NEW_PASSWORD, confirmar: NEW_PASSWORD },
        "en-us",
      );
      expect(response.json.mensagem).toBe("Password updated successfully. Keep it in a safe place.");
    });

    it("clears a forced change", async () => {
      const user = await createUser(t.server.db, t.scope, { mustChangePassword: true });
      const token = await t.signIn(user.usuario);
      await change(token, { senha_atual: TEST_PASSWORD, senha: NEW_PASSWORD, confirmar: NEW_PASSWORD });
      const refreshed = await post("logar/token", { token });
      expect(refreshed.json.usuario.funcoes.forca_senha).toBe(false);
    });

    it("refuses without a session", async () => {
      const body = { senha_atual: TEST_PASSWORD, senha: NEW_PASSWORD, confirmar: NEW_PASSWORD };
      const missing = await change(undefined, body);
      expect(missing.status).toBe(401);
      expect(missing.json.status).toBe("erro");
      expect((await change("nao-existe", body)).status).toBe(401);
    });

    it("refuses a session of another tenant", async () => {
      const other = await createTenant(t.server.db);
      const user = await createUser(t.server.db, other.scope);
      const token = await t.signIn(user.usuario, other.dominio);
      const response = await change(token, {
        senha_atual: TEST_PASSWORD,
        senha: NEW_PASSWORD,
        confirmar: NEW_PASSWORD,
      });
      expect(response.status).toBe(401);
    });

    it("refuses bad payloads with a 400 and a message", async () => {
      const user = await createUser(t.server.db, t.scope);
      const token = await t.signIn(user.usuario);
      for (const body of [
        {},
        { senha: NEW_PASSWORD, confirmar: NEW_PASSWORD },
        { senha_atual: "", senha: NEW_PASSWORD, confirmar: NEW_PASSWORD },
        { senha_atual: TEST_PASSWORD, senha: 123456, confirmar: NEW_PASSWORD },
        { senha_atual: TEST_PASSWORD, senha: "x".repeat(201), confirmar: "x".repeat(201) },
      ]) {
        const response = await change(token, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.json.status).toBe("erro");
        expect(response.json.mensagem).toMatch(/^Requisição inválida/);
      }
    });

    it.each([
      ["As novas senhas não são iguais.", { senha: "nova-senha-1", confirmar: "nova-senha-2" }],
      ["Não é permitido esta senha.", { senha: "minhatrilha", confirmar: "minhatrilha" }],
      ["Não é permitido esta senha.", { senha: "x123456x", confirmar: "x123456x" }],
      ["Não é permitido esta senha.", { senha: "souza-2026", confirmar: "souza-2026" }],
      ["A nova senha escolhida é a mesma da atual.", { senha: TEST_PASSWORD, confirmar: TEST_PASSWORD }],
      ["A senha deve ter no mínimo 6 caracteres.", { senha: "abc12", confirmar: "abc12" }],
      ["A senha deve ter no máximo 50 caracteres.", { senha: "a".repeat(51), confirmar: "a".repeat(51) }],
    ])("refuses with '%s'", async (mensagem, passwords) => {
      const user = await createUser(t.server.db, t.scope, { nome: "Bia Souza" });
      const token = await t.signIn(user.usuario);
      const response = await change(token, { senha_atual: TEST_PASSWORD, ...passwords });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ status: "erro", mensagem });
      expect((await login(user.usuario, TEST_PASSWORD)).status).toBe(200);
    });

    it("refuses a wrong current password, then waits after too many", async () => {
      const user = await createUser(t.server.db, t.scope);
      const token = await t.signIn(user.usuario);
      const wrong = { senha_atual: "nao-e-esta", senha: NEW_PASSWORD, confirmar: NEW_PASSWORD };
      for (let i = 0; i < PASSWORD_CHANGE_MAX_WRONG_CURRENT; i++) {
        const response = await change(token, wrong);
        expect(response.status).toBe(400);
        expect(response.json.mensagem).toBe("A senha atual está incorreta.");
      }
      const blocked = await change(token, { ...wrong, senha_atual: TEST_PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.json.mensagem).toBe("Muitas tentativas. Aguarde um pouco e tente novamente.");
      expect((await login(user.usuario, TEST_PASSWORD)).status).toBe(200);
    });

    it("sends an account without a password to gerar/senha", async () => {
      const user = await createUser(t.server.db, t.scope);
      const token = await t.signIn(user.usuario);
      await t.server.db.updateTable("users").set({ password_hash: null }).where("id", "=", user.id).execute();
      const response = await change(token, {
        senha_atual: "qualquer",
        senha: NEW_PASSWORD,
        confirmar: NEW_PASSWORD,
      });
      expect(response.status).toBe(400);
      expect(response.json.mensagem).toBe("Esta conta ainda não tem senha. Crie uma senha.");
    });
  });

  describe("gerar/senha", () => {
    it("creates a password for an account without one", async () => {
      const user = await createUser(t.server.db, t.scope);
      const token = await t.signIn(user.usuario);
      const other = await t.signIn(user.usuario);
      await t.server.db.updateTable("users").set({ password_hash: null }).where("id", "=", user.id).execute();
      const status = await t.request("GET", "/conta/pt-br/logado/senha/estado", { token });
      expect(status.json).toEqual({ tem_senha: false });
      const response = await create(token, { senha: NEW_PASSWORD, confirmar: NEW_PASSWORD });
      expect(response.status, response.text).toBe(200);
      expect(response.json).toEqual({ status: "sucesso", mensagem: CREATED });
      expect((await groups(token)).status).toBe(200);
      expect((await groups(other)).status).toBe(401);
      expect((await login(user.usuario, NEW_PASSWORD)).status).toBe(200);
      const after = await t.request("GET", "/conta/pt-br/logado/senha/estado", { token });
      expect(after.json).toEqual({ tem_senha: true });
    });

    it("sets the new password of a forced change and clears it", async () => {
      const user = await createUser(t.server.db, t.scope, {
        mustChangePassword: true,
        nome: "Nina Costa",
      });
      const token = await t.signIn(user.usuario);
      const same = await create(token, { senha: TEST_PASSWORD, confirmar: TEST_PASSWORD });
      expect(same.status).toBe(400);
      expect(same.json.mensagem).toBe("A nova senha escolhida é a mesma da atual.");
      const response = await create(token, { senha: NEW_PASSWORD, confirmar: NEW_PASSWORD });
      expect(response.json).toEqual({ status: "sucesso", mensagem: FORCED_DONE });
      const refreshed = await post("logar/token", { token });
      expect(refreshed.json.usuario.funcoes.forca_senha).toBe(false);
      expect((await login(user.usuario, NEW_PASSWORD)).status).toBe(200);
    });

    it("refuses an account that has a password and no forced change", async () => {
      const user = await createUser(t.server.db, t.scope);
      const token = await t.signIn(user.usuario);
      const response = await create(token, { senha: NEW_PASSWORD, confirmar: NEW_PASSWORD });
      expect(response.status).toBe(409);
      expect(response.json.mensagem).toBe("Esta conta já tem senha. Para trocá-la, informe a senha atual.");
      expect((await login(user.usuario, TEST_PASSWORD)).status).toBe(200);
    });

    it("applies the policy", async () => {
      const user = await createUser(t.server.db, t.scope, {
        mustChangePassword: true,
        nome: "Nina Costa",
      });
      const token = await t.signIn(user.usuario);
      const cases: [unknown, string][] = [
        [{ senha: "nova-senha-1", confirmar: "nova-senha-2" }, "As novas senhas não são iguais."],
        [{ senha: "TRILHA-2026", confirmar: "TRILHA-2026" }, "Não é permitido esta senha."],
        [{ senha: "nina-2026", confirmar: "nina-2026" }, "Não é permitido esta senha."],
        [{ senha: "abc", confirmar: "abc" }, "A senha deve ter no mínimo 6 caracteres."],
      ];
      for (const [body, mensagem] of cases) {
        const response = await create(token, body);
        expect(response.status).toBe(400);
        expect(response.json.mensagem).toBe(mensagem);
      }
      expect((await create(token, { senha: NEW_PASSWORD })).status).toBe(400);
    });

    it("refuses without a session", async () => {
      expect((await create(undefined, { senha: NEW_PASSWORD, confirmar: NEW_PASSWORD })).status).toBe(401);
      const status = await t.request("GET", "/conta/pt-br/logado/senha/estado");
      expect(status.status).toBe(401);
    });
  });

  describe("recuperar/senha and redefinir/senha", () => {
    it("mails a single-use link that sets the password and ends every session", async () => {
      const user = await createUser(t.server.db, t.scope, {
        email: "elisa@escola.example",
        nome: "Elisa Prado",
      });
      const session = await t.signIn(user.usuario);
      const response = await forgot(`00${user.usuario}`);
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ status: "sucesso", mensagem: FORGOT_SENT });
      const [mail] = await waitForMail("elisa@escola.example");
      expect(mail?.subject).toBe(`Redefinição de senha — ${t.tenant.nome}`);
      expect(mail?.text).toContain("Olá, Elisa Prado.");
      expect(mail?.text).toContain(`${PASSWORD_RESET_TTL_MINUTES} minutos`);
      expect(mail?.text).toMatch(new RegExp(`http://${t.host}:\\d+/usuario/redefinir-senha/[\\w-]{43}`));
      const token = tokenOf(mail as OutboxEntry);

      const rows = await t.server.db.selectFrom("password_reset_tokens").select("token_hash").execute();
      expect(rows.some((row) => row.token_hash === token)).toBe(false);

      const check = await post("redefinir/senha/verificar", { token });
      expect(check.json).toEqual({ valido: true, nome: "Elisa Prado" });

      const done = await reset({ token, senha: NEW_PASSWORD, confirmar: NEW_PASSWORD });
      expect(done.status, done.text).toBe(200);
      expect(done.json).toEqual({ status: "sucesso", mensagem: RESET_DONE });
      expect((await groups(session)).status).toBe(401);
      expect((await login(user.usuario, NEW_PASSWORD)).status).toBe(200);

      const again = await reset({ token, senha: "terceira-9", confirmar: "terceira-9" });
      expect(again.status).toBe(400);
      expect(again.json).toEqual({ status: "erro", mensagem: RESET_INVALID });
      const checkAgain = await post("redefinir/senha/verificar", { token });
      expect(checkAgain.json).toEqual({ valido: false, nome: null, mensagem: RESET_INVALID });
      expect((await login(user.usuario, NEW_PASSWORD)).status).toBe(200);
    });

    it("keeps the link usable when the policy refuses the password, and clears a forced change", async () => {
      const user = await createUser(t.server.db, t.scope, {
        email: "rui@escola.example",
        nome: "Rui Barros",
        mustChangePassword: true,
      });
      const token = await resetTokenFor(user.usuario, "rui@escola.example");
      for (const [body, mensagem] of [
        [{ senha: "nova-senha-1", confirmar: "nova-senha-2" }, "As novas senhas não são iguais."],
        [{ senha: "barros!!", confirmar: "barros!!" }, "Não é permitido esta senha."],
        [{ senha: "12345678", confirmar: "12345678" }, "Não é permitido esta senha."],
        [{ senha: "abc", confirmar: "abc" }, "A senha deve ter no mínimo 6 caracteres."],
      ] as const) {
        const response = await reset({ token, ...body });
        expect(response.status).toBe(400);
        expect(response.json.mensagem).toBe(mensagem);
      }
      const done = await reset({ token, senha: NEW_PASSWORD, confirmar: NEW_PASSWORD });
      expect(done.status).toBe(200);
      const signedIn = await login(user.usuario, NEW_PASSWORD);
      expect(signedIn.json.usuario.funcoes.forca_senha).toBe(false);
    });

    it("refuses an expired link", async () => {
      const user = await createUser(t.server.db, t.scope, { email: "velho@escola.example" });
      const token = await resetTokenFor(user.usuario, "velho@escola.example");
      await t.server.db
        .updateTable("password_reset_tokens")
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where("user_id", "=", user.id)
        .execute();
      const response = await reset({ token, senha: NEW_PASSWORD, confirmar: NEW_PASSWORD });
      expect(response.status).toBe(400);
      expect(response.json.mensagem).toBe(RESET_INVALID);
      expect((await post("redefinir/senha/verificar", { token })).json.valido).toBe(false);
      expect((await login(user.usuario, TEST_PASSWORD)).status).toBe(200);
    });

    it("sets the link's expiry to the named number of minutes", async () => {
      const user = await createUser(t.server.db, t.scope, { email: "prazo@escola.example" });
      await resetTokenFor(user.usuario, "prazo@escola.example");
      const row = await t.server.db
        .selectFrom("password_reset_tokens")
        .selectAll()
        .where("user_id", "=", user.id)
        .executeTakeFirstOrThrow();
      const minutes = (Date.parse(row.expires_at) - Date.parse(row.created_at)) / 60_000;
      expect(minutes).toBe(PASSWORD_RESET_TTL_MINUTES);
    });

    it("refuses an unknown link, a bad body, and a link of another tenant", async () => {
      const unknown = await reset({ token: "nao-existe", senha: NEW_PASSWORD, confirmar: NEW_PASSWORD });
      expect(unknown.status).toBe(400);
      expect(unknown.json.mensagem).toBe(RESET_INVALID);
      expect((await reset({ senha: NEW_PASSWORD, confirmar: NEW_PASSWORD })).status).toBe(400);
      expect((await reset({ token: "x", senha: NEW_PASSWORD })).status).toBe(400);
      expect(
        (await reset({ token: "x".repeat(201), senha: NEW_PASSWORD, confirmar: NEW_PASSWORD })).status,
      ).toBe(400);
      expect((await post("redefinir/senha/verificar", {})).status).toBe(400);

      const other = await createTenant(t.server.db);
      const user = await createUser(t.server.db, other.scope, { email: "outra@escola.example" });
      const token = await resetTokenFor(user.usuario, "outra@escola.example", other);
      const elsewhere = await reset({ token, senha: NEW_PASSWORD, confirmar: NEW_PASSWORD });
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.json.mensagem).toBe(RESET_INVALID);
      expect((await reset({ token, senha: NEW_PASSWORD, confirmar: NEW_PASSWORD }, other)).status).toBe(200);
    });

    it("answers the same for an unknown login and a login without e-mail, and sends nothing", async () => {
      const own = await createTenant(t.server.db);
      await createUser(t.server.db, own.scope, { usuario: "sememail", email: null });
      const before = (await t.server.outbox()).length;
      const unknown = await forgot("ninguem", own);
      const noEmail = await forgot("sememail", own);
      expect(unknown.status).toBe(200);
      expect(noEmail.status).toBe(200);
      expect(unknown.json).toEqual({ status: "sucesso", mensagem: FORGOT_SENT });
      expect(noEmail.json).toEqual(unknown.json);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await t.server.outbox()).length).toBe(before);
      expect(await t.server.db.selectFrom("password_reset_tokens").selectAll().execute()).not.toContainEqual(
        expect.objectContaining({ scope: own.scope.key }),
      );
    });

    it("answers in the path's language and refuses a bad body", async () => {
      const en = await post("recuperar/senha", { usuario: "ninguem" }, { lang: "en-us" });
      expect(en.json.mensagem).toBe(
        "If the user exists and has an e-mail address, we will send a link to reset the password. Check your inbox.",
      );
      expect((await post("recuperar/senha", {})).status).toBe(400);
      expect((await post("recuperar/senha", { usuario: "   " })).status).toBe(400);
      expect((await post("recuperar/senha", { usuario: "x".repeat(101) })).status).toBe(400);
    });

    it("limits requests per account from one address, whether it exists or not", async () => {
      const own = await createTenant(t.server.db);
      await createUser(t.server.db, own.scope, { usuario: "limite", email: "limite@escola.example" });
      const { limit } = RATE_LIMITS.resetRequestsPerAccountAndIp;
      for (const usuario of ["limite", "fantasma"]) {
        for (let i = 0; i < limit; i++) {
          expect((await forgot(usuario, own)).status).toBe(200);
        }
        const blocked = await forgot(usuario, own);
        expect(blocked.status).toBe(429);
        expect(blocked.json.mensagem).toMatch(
          /^Muitas tentativas\. Aguarde (um minuto|cerca de \d+ minutos)/,
        );
        expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      }
      expect((await forgot("outro", own)).status).toBe(200);
      expect(await waitForMail("limite@escola.example", limit)).toHaveLength(limit);
    });

    it("limits requests per IP address", async () => {
      const own = await createTenant(t.server.db);
      for (let i = 0; i < RATE_LIMITS.resetRequestsPerIp.limit; i++) {
        expect((await forgot(`pessoa-${i}`, own)).status).toBe(200);
      }
      expect((await forgot("mais-uma", own)).status).toBe(429);
    });

    it("builds the link on the tenant's own host, not on a host the request made up", async () => {
      const user = await createUser(t.server.db, t.scope, {
        usuario: "hostil",
        email: "hostil@escola.example",
      });
      // An unknown host falls back to the principal tenant; make this tenant the principal one for the test.
      await t.server.db.updateTable("tenants").set({ principal: 1 }).where("id", "=", t.tenant.id).execute();
      try {
        const response = await post(
          "recuperar/senha",
          { usuario: user.usuario },
          { host: "atacante.example" },
        );
        expect(response.status).toBe(200);
        const [mail] = await waitForMail("hostil@escola.example");
        expect(mail?.text).toContain(`http://${t.host}:3000/usuario/redefinir-senha/`);
        expect(mail?.text).not.toContain("atacante");
      } finally {
        await t.server.db
          .updateTable("tenants")
          .set({ principal: 0 })
          .where("id", "=", t.tenant.id)
          .execute();
      }
    });
  });
});
