import { describe, expect, it } from "vitest";
import type { MintOptions } from "../../providers/oidc/local-oidc.ts";
import { auditEventsOf } from "../../test/audit-rows.ts";
import { testDialects } from "../../test/dialects.ts";
import { TEST_PASSWORD } from "../../test/factories.ts";
import { newcomerGoogleToken } from "../../test/social-login.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

const CLIENT_IDS = { google_login_id: "google-client.apps.googleusercontent.com" };

/**
 * 'Cadastro pelo login social' (the registrations issue): off by default, a social identity signs into an
 * account that exists already (linked, or by a verified e-mail the school registered) and creates none; on,
 * it creates an account with no school, which waits for a school or class code.
 */
describe.each(testDialects())("social sign-up as a tenant setting on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    env: { LOCAL_OIDC: "true" },
    tenant: { principal: 1, configuracoes: JSON.stringify(CLIENT_IDS) },
    users: [
      { usuario: "admin", platformAdmin: true },
      { usuario: "professor", nome: "Paulo Mendes", email: "professor@escola.example" },
      { usuario: "gemeo1", email: "gemeos@escola.example" },
      { usuario: "gemeo2", email: "gemeos@escola.example" },
    ],
  });

  const googleToken = (overrides?: Partial<MintOptions>) => newcomerGoogleToken(t, overrides);

  const loginGoogle = async (overrides: Partial<MintOptions> = {}, lang = "pt-br") =>
    t.request("POST", `/conta/${lang}/logar/google`, {
      body: { id_token_google: await googleToken(overrides) },
    });

  const confirm = (desafio: string, senha?: string) =>
    t.request("POST", "/conta/pt-br/logar/social/confirmar", {
      body: { desafio, ...(senha === undefined ? {} : { senha }) },
    });

  const countUsers = async () =>
    Number(
      (
        await t.scopedDb
          .selectFrom("users")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function failures() {
    const rows = await auditEventsOf(t.server.db, t.scope, "login.social.failed").select("details").execute();
    return rows.map((row) => JSON.parse(row.details));
  }

  /** The platform editor's save, as its administrator sends it (the audit records the change). */
  async function switchSignup(on: boolean) {
    const token = await t.signIn("admin");
    const saved = await t.request("POST", "/tenant/pt-br/tenant/salvar", {
      token,
      body: { plataforma_id: t.tenant.id, cadastro_social: on },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.plataforma.cadastro_social).toBe(on);
  }

  it("is off for a tenant nobody switched on, as the editor shows", async () => {
    const token = await t.signIn("admin");
    const read = await t.request("POST", "/tenant/pt-br/tenant/buscar", {
      token,
      body: { plataforma_id: t.tenant.id },
    });
    expect(read.status, read.text).toBe(200);
    expect(read.json.plataforma.cadastro_social).toBe(false);
  });

  it("off: refuses an identity that matches no account before any confirmation, and records why", async () => {
    const before = await countUsers();
    const refused = await loginGoogle();
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({
      status: "erro",
      mensagem:
        "Não encontramos uma conta com este e-mail nesta plataforma. Peça à sua escola para cadastrar seu e-mail.",
    });
    const english = await loginGoogle({}, "en-us");
    expect(english.json.mensagem).toBe(
      "We could not find an account with this e-mail on this platform. Ask your school to register your e-mail.",
    );
    const spanish = await loginGoogle({}, "es-es");
    expect(spanish.json.mensagem).toBe(
      "No encontramos una cuenta con este correo electrónico en esta plataforma. Pida a su escuela que registre su correo electrónico.",
    );
    // An address the provider did not verify is no address of the school's: refused the same way.
    const unverified = await loginGoogle({ email: "professor@escola.example", emailVerified: false });
    expect(unverified.status).toBe(403);
    expect(await countUsers()).toBe(before);
    expect((await failures()).slice(-4)).toEqual(
      Array.from({ length: 4 }, () => ({ provider: "google", reason: "no_account" })),
    );
  });

  it("off: an e-mail two accounts share is refused with its own message", async () => {
    const refused = await loginGoogle({ email: "gemeos@escola.example" });
    expect(refused.status).toBe(403);
    expect(refused.json.mensagem).toBe(
      "Este e-mail pertence a mais de uma conta nesta plataforma. Entre com seu usuário e senha.",
    );
    expect((await failures()).at(-1)).toEqual({ provider: "google", reason: "email_shared" });
  });

  it("off: links by the verified e-mail the school registered, and the linked identity signs in", async () => {
    const subject = "google-sub-professor";
    const pending = await loginGoogle({ subject, email: "professor@escola.example" });
    expect(pending.status, pending.text).toBe(200);
    expect(pending.json.confirmacao).toMatchObject({ acao: "vincular", usuario: "professor", senha: true });
    const linked = await confirm(pending.json.confirmacao.desafio, TEST_PASSWORD);
    expect(linked.status, linked.text).toBe(200);
    expect(linked.json).toMatchObject({ conta_vinculada: true, usuario: { usuario: "professor" } });
    expect(linked.json.usuario.aguardando_escola).toBe(false);
    // Linked now: under another e-mail too (the local provider asks the account's password each time).
    const again = await loginGoogle({ subject, email: "outro@exemplo.example" });
    expect(again.status, again.text).toBe(200);
    expect(again.json.confirmacao).toMatchObject({ acao: "entrar", usuario: "professor" });
  });

  it("on: creates the account with no school, waiting for a code; off again, a pending creation is refused", async () => {
    await switchSignup(true);
    const pending = await loginGoogle({ email: "aluna.nova@exemplo.example", name: "Aluna Nova" });
    expect(pending.status, pending.text).toBe(200);
    expect(pending.json.confirmacao).toMatchObject({ acao: "criar", usuario: "aluna.nova", senha: false });
    const created = await confirm(pending.json.confirmacao.desafio);
    expect(created.status, created.text).toBe(200);
    expect(created.json).toMatchObject({
      conta_nova: true,
      usuario: { usuario: "aluna.nova", cliente: null, aguardando_escola: true },
    });
    const row = await t.server.db
      .selectFrom("users")
      .select(["client_id", "kind", "awaiting_school"])
      .where("id", "=", created.json.usuario.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ client_id: null, kind: null, awaiting_school: 1 });
    // The signed-in session says so too, every time it is read.
    const session = await t.request("POST", "/conta/pt-br/logar/token", {
      body: { token: created.json.usuario.token },
    });
    expect(session.status, session.text).toBe(200);
    expect(session.json.usuario.aguardando_escola).toBe(true);

    const waiting = await loginGoogle({ email: "depois@exemplo.example" });
    expect(waiting.json.confirmacao.acao).toBe("criar");
    await switchSignup(false);
    const before = await countUsers();
    const refused = await confirm(waiting.json.confirmacao.desafio);
    expect(refused.status).toBe(403);
    expect(refused.json.mensagem).toContain("Não encontramos uma conta com este e-mail");
    expect(await countUsers()).toBe(before);

    const changes = await auditEventsOf(t.server.db, t.scope, "tenant.changed").select("details").execute();
    expect(changes.map((change) => JSON.parse(change.details))).toEqual([
      expect.objectContaining({ campo: "cadastro_social", antes: "0", depois: "1" }),
      expect.objectContaining({ campo: "cadastro_social", antes: "1", depois: "0" }),
    ]);
  });
});
