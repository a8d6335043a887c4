import { beforeAll, describe, expect, it } from "vitest";
import type { UserRow } from "../../db/schema.ts";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { localProviderToken, SOCIAL_CLIENT_IDS, SOCIAL_SIGN_IN } from "../../test/social-login.ts";
import { useTenantServer } from "../../test/tenant-server.ts";
import type { TestResponse } from "../../test/test-server.ts";
import { purgeExpiredRows } from "../retention/retention.sweep.ts";

/**
 * Issue 9, finding 2: the demo's local provider signed a token for any e-mail typed, and the login call then
 * linked it to the account with that e-mail and opened a session — a platform administrator's included. Now a
 * social sign-in that would link or create an account only answers with a confirmation, and the confirmation
 * call needs the account's password when it has one.
 */
describe.each(testDialects())("social sign-in confirmation on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    ...SOCIAL_SIGN_IN,
    other: [],
  });
  let otherPrincipalHost: string;

  beforeAll(async () => {
    otherPrincipalHost = (
      await createTenant(t.server.db, { principal: 1, configuracoes: JSON.stringify(SOCIAL_CLIENT_IDS) })
    ).dominio;
  });

  const person = (usuario: string, options: Parameters<typeof createUser>[2] = {}) =>
    createUser(t.server.db, t.scope, {
      usuario,
      nome: `Pessoa ${usuario}`,
      email: `${usuario}@trilha.example`,
      ...options,
    });

  /** The attacker's two requests: a token from the local provider for a typed e-mail, then the login call. */
  async function attack(email: string, onHost = t.host): Promise<TestResponse> {
    const nonce = await t.request("POST", "/conta/pt-br/logar/social/nonce", { host: onHost });
    expect(nonce.status, nonce.text).toBe(200);
    const minted = await t.request("POST", "/dev/pt-br/oidc/token", {
      host: onHost,
      body: { provedor: "google", email, nome: "Atacante", nonce: nonce.json.nonce },
    });
    expect(minted.status, minted.text).toBe(200);
    return t.request("POST", "/conta/pt-br/logar/google", {
      host: onHost,
      body: { id_token_google: minted.json.id_token },
    });
  }

  const confirm = (desafio: string, extra: { senha?: string; captcha?: string } = {}, onHost = t.host) =>
    t.request("POST", "/conta/pt-br/logar/social/confirmar", {
      host: onHost,
      body: { desafio, ...extra },
    });

  async function rowsOf(table: "sessions" | "social_identities", user: UserRow): Promise<number> {
    const rows = await t.server.db.selectFrom(table).select("id").where("user_id", "=", user.id).execute();
    return rows.length;
  }
  const sessionsOf = (user: UserRow) => rowsOf("sessions", user);
  const identitiesOf = (user: UserRow) => rowsOf("social_identities", user);

  async function tableSize(table: "users" | "social_identities" | "sessions"): Promise<number> {
    const rows = await t.scopedDb.selectFrom(table).select("id").execute();
    return rows.length;
  }

  it("gives no session for a platform administrator's e-mail to the attacker's two requests", async () => {
    const admin = await person("admin", { platformAdmin: true });
    const response = await attack("admin@trilha.example");
    expect(response.status, response.text).toBe(200);
    expect(response.json.usuario).toBeUndefined();
    expect(response.json.confirmacao).toMatchObject({ acao: "vincular", usuario: "admin", senha: true });
    expect(response.text).not.toMatch(/"token"/);
    // 'Prosseguir' without the password, as the page used to press it, is refused too.
    const proceed = await confirm(response.json.confirmacao.desafio);
    expect(proceed.status).toBe(400);
    expect(proceed.json.mensagem).toBe("Digite a senha da conta para continuar.");
    expect(await sessionsOf(admin)).toBe(0);
    expect(await identitiesOf(admin)).toBe(0);
  });

  it("gives no session for an account with a password, and answers no personal data before the confirmation", async () => {
    const teacher = await person("paulo");
    const response = await attack("paulo@trilha.example");
    expect(response.status).toBe(200);
    expect(Object.keys(response.json)).toEqual(["confirmacao"]);
    expect(response.json.confirmacao).toMatchObject({ acao: "vincular", usuario: "paulo", senha: true });
    expect(response.text).not.toContain("paulo@trilha.example");
    expect(response.text).not.toContain("Pessoa paulo");
    expect(await sessionsOf(teacher)).toBe(0);
    expect(await identitiesOf(teacher)).toBe(0);
  });

  it("never links a platform administrator without a password", async () => {
    const admin = await person("admin-sem-senha", { platformAdmin: true });
    await t.server.db.updateTable("users").set({ password_hash: null }).where("id", "=", admin.id).execute();
    const response = await attack("admin-sem-senha@trilha.example");
    expect(response.status).toBe(403);
    expect(response.json.mensagem).toBe(
      "Esta conta não pode ser vinculada a um login social. Entre com seu usuário e senha.",
    );
    expect(await identitiesOf(admin)).toBe(0);
    expect(await sessionsOf(admin)).toBe(0);
  });

  it("links with the account's password and signs in; the local identity asks for it again next time", async () => {
    const teacher = await person("professora");
    const pending = await attack("professora@trilha.example");
    const linked = await confirm(pending.json.confirmacao.desafio, { senha: TEST_PASSWORD });
    expect(linked.status, linked.text).toBe(200);
    expect(linked.json).toMatchObject({
      conta_vinculada: true,
      conta_nova: false,
      usuario: { id: teacher.id, usuario: "professora", email: "professora@trilha.example" },
    });
    expect(linked.json.usuario.token).toMatch(/^[\w-]{43}$/);
    expect(await identitiesOf(teacher)).toBe(1);

    // Anyone may type that e-mail into the local provider and get the same identity: it proves nothing alone.
    const again = await attack("professora@trilha.example");
    expect(again.status).toBe(200);
    expect(again.json.usuario).toBeUndefined();
    expect(again.json.confirmacao).toMatchObject({ acao: "entrar", usuario: "professora", senha: true });
    const refused = await confirm(again.json.confirmacao.desafio, { senha: "errada-123" });
    expect(refused.status).toBe(401);
    const signedIn = await confirm(again.json.confirmacao.desafio, { senha: TEST_PASSWORD });
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.json).toMatchObject({
      conta_vinculada: false,
      conta_nova: false,
      usuario: { id: teacher.id },
    });
    expect(await identitiesOf(teacher)).toBe(1);
    expect(await sessionsOf(teacher)).toBe(2);
  });

  it("refuses a wrong password with a clear message and counts it as a failed sign-in of that login", async () => {
    const teacher = await person("errante");
    const pending = await attack("errante@trilha.example");
    const attempts = async () =>
      (await t.request("POST", "/conta/pt-br/recapth/tentativa", { body: { usuario: "errante" } })).json
        .usuario.tentativasSenha;
    expect(await attempts()).toBe(0);
    const wrong = await confirm(pending.json.confirmacao.desafio, { senha: "nao-e-esta" });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ status: "erro", mensagem: "Senha incorreta." });
    expect(await attempts()).toBe(1);
    const recorded = await t.scopedDb
      .selectFrom("login_attempts")
      .select(["usuario", "succeeded"])
      .where("usuario", "=", "errante")
      .execute();
    expect(recorded).toEqual([{ usuario: "errante", succeeded: 0 }]);
    // Three wrong ones bring the captcha, as on the login form: the fourth is refused before the password.
    await confirm(pending.json.confirmacao.desafio, { senha: "nao-e-esta-2" });
    await confirm(pending.json.confirmacao.desafio, { senha: "nao-e-esta-3" });
    const guarded = await confirm(pending.json.confirmacao.desafio, { senha: TEST_PASSWORD });
    expect(guarded.status).toBe(400);
    expect(guarded.json.mensagem).toMatch(/ReCaptcha/);
    expect(await identitiesOf(teacher)).toBe(0);
    expect(await sessionsOf(teacher)).toBe(0);
  });

  it("links nothing and creates nothing while a confirmation is pending", async () => {
    await person("pendente");
    const before = {
      users: await tableSize("users"),
      identities: await tableSize("social_identities"),
      sessions: await tableSize("sessions"),
    };
    const link = await attack("pendente@trilha.example");
    expect(link.json.confirmacao.acao).toBe("vincular");
    const create = await attack("ninguem@exemplo.example");
    expect(create.json.confirmacao).toEqual({
      desafio: expect.any(String),
      acao: "criar",
      usuario: "ninguem",
      senha: false,
    });
    expect({
      users: await tableSize("users"),
      identities: await tableSize("social_identities"),
      sessions: await tableSize("sessions"),
    }).toEqual(before);
    const created = await confirm(create.json.confirmacao.desafio);
    expect(created.status, created.text).toBe(200);
    expect(created.json).toMatchObject({
      conta_nova: true,
      usuario: { usuario: "ninguem", nome: "Atacante" },
    });
    expect(await tableSize("users")).toBe(before.users + 1);
  });

  it("uses a challenge once, and not after it expires", async () => {
    const pending = await attack("uma.vez@exemplo.example");
    const first = await confirm(pending.json.confirmacao.desafio);
    expect(first.status).toBe(200);
    const replay = await confirm(pending.json.confirmacao.desafio);
    expect(replay.status).toBe(401);
    expect(replay.json.mensagem).toBe("Esta confirmação já foi usada ou expirou. Faça o login novamente.");

    const late = await attack("tarde@exemplo.example");
    const past = new Date(Date.now() - 1000).toISOString();
    await t.scopedDb
      .updateTable("social_confirmations")
      .set({ expires_at: past })
      .where("used_at", "is", null)
      .execute();
    const expired = await confirm(late.json.confirmacao.desafio);
    expect(expired.status).toBe(401);
    // The retention pass drops expired challenges.
    await purgeExpiredRows(t.server.db, { auditDays: 365, loginAttemptDays: 90 });
    const left = await t.scopedDb
      .selectFrom("social_confirmations")
      .select("id")
      .where("expires_at", "<", new Date().toISOString())
      .execute();
    expect(left).toEqual([]);
    expect(await confirm("x".repeat(43))).toMatchObject({ status: 401 });
  });

  it("refuses a challenge on another tenant's host, then still takes it on its own", async () => {
    const pending = await attack("viajante@exemplo.example");
    const { desafio } = pending.json.confirmacao;
    const elsewhere = await confirm(desafio, {}, t.otherHost);
    expect(elsewhere.status).toBe(403);
    const otherPrincipal = await confirm(desafio, {}, otherPrincipalHost);
    expect(otherPrincipal.status).toBe(401);
    expect(otherPrincipal.json.usuario).toBeUndefined();
    const home = await confirm(desafio);
    expect(home.status, home.text).toBe(200);
    expect(home.json.conta_nova).toBe(true);
  });

  it("asks the password whatever the provider: a verified e-mail at Microsoft or Apple is not enough either", async () => {
    const student = await person("ana");
    for (const [provider, path, field] of [
      ["microsoft", "microsoft", "id_token_microsoft"],
      ["apple", "apple", "id_token"],
    ] as const) {
      const idToken = await localProviderToken(t, {
        provider,
        subject: `${provider}-ana`,
        email: "ana@trilha.example",
      });
      const response = await t.request("POST", `/conta/pt-br/logar/${path}`, { body: { [field]: idToken } });
      expect(response.status, response.text).toBe(200);
      expect(response.json.confirmacao).toMatchObject({ acao: "vincular", usuario: "ana", senha: true });
    }
    expect(await sessionsOf(student)).toBe(0);
  });
});
