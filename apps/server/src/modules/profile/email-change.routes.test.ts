import { PASSWORD_CHANGE_MAX_WRONG_CURRENT } from "@trilha/contracts/password.calls";
import { describe, expect, it, vi } from "vitest";
import type { OutboxEntry } from "../../providers/mail/outbox-mail.ts";
import { auditEventsOf } from "../../test/audit-rows.ts";
import { testDialects } from "../../test/dialects.ts";
import { createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

const WRONG_CURRENT = "A senha atual está incorreta.";

describe.each(testDialects())("changing the account's e-mail on %s", (dialect) => {
  const t = useTenantServer(dialect, { other: [] });

  const change = (token: string | undefined, body: unknown, opts: { host?: string; lang?: string } = {}) =>
    t.request("POST", `/conta/${opts.lang ?? "pt-br"}/logado/email`, {
      host: opts.host ?? t.host,
      token,
      body,
    });
  const emailOf = async (id: number) =>
    (await t.server.db.selectFrom("users").select("email").where("id", "=", id).executeTakeFirstOrThrow())
      .email;

  /** The notice goes out after the answer: wait for it as long as a busy machine needs. */
  const waitForMail = (to: string): Promise<OutboxEntry[]> =>
    vi.waitFor(
      async () => {
        const mails = await t.server.outbox(to);
        expect(mails.length, `mails to ${to}`).toBeGreaterThan(0);
        return mails;
      },
      { timeout: 10_000, interval: 20 },
    );

  it("sets a new e-mail with the current password, answers the refreshed user and tells the old address", async () => {
    const user = await createUser(t.server.db, t.scope, {
      nome: "Ana Souza",
      email: "ana@antigo.example",
    });
    const token = await t.signIn(user.usuario);
    const response = await change(token, {
      email: "  Ana.Souza@Escola.Example ",
      senha_atual: TEST_PASSWORD,
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json.mensagem).toBe("E-mail da conta atualizado.");
    expect(response.json.usuario).toMatchObject({ id: user.id, email: "ana.souza@escola.example", token });
    expect(await emailOf(user.id)).toBe("ana.souza@escola.example");

    const [notice] = await waitForMail("ana@antigo.example");
    expect(notice?.subject).toBe(`O e-mail da sua conta em ${t.tenant.nome} mudou`);
    expect(notice?.text).toContain(`Este endereço deixou de ser o e-mail da conta ${user.usuario}`);
    expect(notice?.text).not.toContain("ana.souza@escola.example");

    const audit = await auditEventsOf(t.server.db, t.scope, "account.email_changed")
      .select(["actor_user_id", "subject_user_id", "details"])
      .where("subject_user_id", "=", user.id)
      .execute();
    expect(audit).toEqual([
      { actor_user_id: user.id, subject_user_id: user.id, details: '{"removed":false}' },
    ]);

    // A password reset now mails the new address.
    await t.request("POST", "/conta/pt-br/recuperar/senha", { body: { usuario: user.usuario } });
    expect((await waitForMail("ana.souza@escola.example"))[0]?.subject).toContain("senha");
  });

  it("removes the e-mail when it is left blank", async () => {
    const user = await createUser(t.server.db, t.scope, { email: "sai@escola.example" });
    const token = await t.signIn(user.usuario);
    const response = await change(token, { email: "   ", senha_atual: TEST_PASSWORD });
    expect(response.status, response.text).toBe(200);
    expect(response.json.mensagem).toBe("E-mail removido da conta.");
    expect(response.json.usuario.email).toBeNull();
    expect(await emailOf(user.id)).toBeNull();
  });

  it("refuses, in the request's language, a bad address, the same address and a wrong password", async () => {
    const user = await createUser(t.server.db, t.scope, { email: "igual@escola.example" });
    const token = await t.signIn(user.usuario);
    const invalid = await change(token, { email: "não é e-mail", senha_atual: TEST_PASSWORD });
    expect(invalid.status).toBe(400);
    expect(invalid.json).toEqual({ status: "erro", mensagem: "Informe um e-mail válido." });
    const same = await change(
      token,
      { email: "IGUAL@escola.example", senha_atual: TEST_PASSWORD },
      { lang: "en-us" },
    );
    expect(same.status).toBe(400);
    expect(same.json.mensagem).toBe("This is already your account's e-mail.");
    const wrong = await change(
      token,
      { email: "novo@escola.example", senha_atual: "nao-e-a-senha" },
      { lang: "es-es" },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json.mensagem).toBe("La contraseña actual es incorrecta.");
    const noPassword = await change(token, { email: "novo@escola.example" });
    expect(noPassword.status).toBe(400);
    expect(await emailOf(user.id)).toBe("igual@escola.example");
  });

  it(`pauses after ${PASSWORD_CHANGE_MAX_WRONG_CURRENT} wrong passwords, counted with the password change's`, async () => {
    const user = await createUser(t.server.db, t.scope);
    const token = await t.signIn(user.usuario);
    const wrongChange = () =>
      t.request("POST", "/conta/pt-br/logado/alterar/senha", {
        token,
        body: { senha_atual: "errada-1", senha: "caderno-azul-3", confirmar: "caderno-azul-3" },
      });
    expect((await wrongChange()).json.mensagem).toBe(WRONG_CURRENT);
    for (let attempt = 1; attempt < PASSWORD_CHANGE_MAX_WRONG_CURRENT; attempt++) {
      expect((await change(token, { email: "x@escola.example", senha_atual: "errada" })).json.mensagem).toBe(
        WRONG_CURRENT,
      );
    }
    const paused = await change(token, { email: "x@escola.example", senha_atual: TEST_PASSWORD });
    expect(paused.status).toBe(429);
    expect(await emailOf(user.id)).toBeNull();
  });

  it("asks an account without a password to create one first", async () => {
    const user = await createUser(t.server.db, t.scope);
    const token = await t.signIn(user.usuario);
    await t.server.db.updateTable("users").set({ password_hash: null }).where("id", "=", user.id).execute();
    const response = await change(token, { email: "social@escola.example", senha_atual: "qualquer" });
    expect(response.status).toBe(400);
    expect(response.json.mensagem).toBe("Esta conta ainda não tem senha. Crie uma senha.");
  });

  it("needs a session of the host's own tenant", async () => {
    const user = await createUser(t.server.db, t.scope);
    const token = await t.signIn(user.usuario);
    expect((await change(undefined, { email: "a@escola.example", senha_atual: TEST_PASSWORD })).status).toBe(
      401,
    );
    const elsewhere = await change(
      token,
      { email: "a@escola.example", senha_atual: TEST_PASSWORD },
      { host: t.otherHost },
    );
    expect(elsewhere.status).toBe(401);
    expect(await emailOf(user.id)).toBeNull();
  });
});
