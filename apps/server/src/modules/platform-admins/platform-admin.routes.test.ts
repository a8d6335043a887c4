import { beforeAll, describe, expect, it } from "vitest";
import type { TenantRow } from "../../db/schema.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { SCHOOL_ADMIN } from "../../test/people.ts";
import { useTenantServer } from "../../test/tenant-server.ts";
import { addAppFactor } from "../../test/two-factor.ts";

interface Admin {
  id: number;
  usuario: string;
  dois_fatores: boolean;
  senha_temporaria: boolean;
}

describe.each(testDialects())("platform administrators on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    tenant: { principal: 1, slug: "principal" },
    users: [
      SCHOOL_ADMIN,
      { usuario: "admin2", nome: "Paulo Reis", platformAdmin: true },
      { usuario: "1001", nome: "Ana Souza" },
    ],
    other: [{ usuario: "diretora", nome: "Clara Dias", platformAdmin: true }],
  });
  let token: string;
  let school: TenantRow & { scope: TenantScope };

  beforeAll(async () => {
    token = await t.signIn("admin");
    school = t.other;
  });

  const call = (
    name: "listar" | "adicionar" | "convidar" | "remover" | "redefinir-2fa",
    body: Record<string, unknown>,
    options: { token?: string; host?: string; lang?: string } = {},
  ) =>
    t.server.request("POST", `/tenant/${options.lang ?? "pt-br"}/administradores/${name}`, {
      host: options.host ?? t.host,
      token: options.token ?? token,
      body,
    });

  /** Adds an administrator to the school: with a one-time password (`adicionar`) or by e-mail (`convidar`). */
  const addToSchool = (
    how: "adicionar" | "convidar",
    admin: { usuario: string; nome: string; email?: string },
  ) => call(how, { plataforma_id: school.id, ...admin });

  const adminsOf = async (tenantId: number): Promise<Admin[]> => {
    const response = await call("listar", { plataforma_id: tenantId });
    expect(response.status, response.text).toBe(200);
    return response.json.administradores;
  };

  it("lists each platform's administrators, from the main tenant only", async () => {
    expect((await adminsOf(t.tenant.id)).map((admin) => admin.usuario)).toEqual(["admin", "admin2"]);
    expect((await adminsOf(school.id)).map((admin) => admin.usuario)).toEqual(["diretora"]);
    const elsewhere = await call(
      "listar",
      { plataforma_id: school.id },
      { host: t.otherHost, token: await t.signIn("diretora", t.otherHost), lang: "es-es" },
    );
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.json.mensagem).toBe(
      "Solo los administradores de la plataforma principal pueden hacer esto.",
    );
    const student = await call("listar", { plataforma_id: t.tenant.id }, { token: await t.signIn("1001") });
    expect(student.status).toBe(403);
    expect((await call("listar", { plataforma_id: 987_654 })).status).toBe(404);
  });

  it("adds an administrator with a one-time password shown once, which must be replaced at the first sign-in", async () => {
    const response = await addToSchool("adicionar", {
      usuario: "coordenador",
      nome: "Rui Campos",
      email: "rui@escola.example",
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json.mensagem).toContain("não será mostrada de novo");
    expect(response.json.administrador).toMatchObject({
      usuario: "coordenador",
      nome: "Rui Campos",
      email: "rui@escola.example",
      senha_temporaria: true,
      dois_fatores: false,
    });
    expect(response.json.senha_temporaria).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(Date.parse(response.json.expira_em)).toBeGreaterThan(Date.now());

    const login = await t.server.request("POST", "/conta/pt-br/logar/padrao", {
      host: t.otherHost,
      body: { usuario: "coordenador", senha: response.json.senha_temporaria },
    });
    expect(login.status, login.text).toBe(200);
    expect(login.json.usuario.funcoes).toMatchObject({ forca_senha: true, "administrador-plataforma": true });
    expect((await adminsOf(school.id)).map((admin) => admin.usuario)).toEqual(["diretora", "coordenador"]);

    const taken = await addToSchool("adicionar", { usuario: "coordenador", nome: "Outro" });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ campo: "usuario" });
    const spaced = await addToSchool("adicionar", { usuario: "a b", nome: "Outro" });
    expect(spaced.json).toMatchObject({ campo: "usuario", mensagem: "O login não pode ter espaços." });
    const email = await addToSchool("adicionar", { usuario: "x", nome: "X", email: "x@" });
    expect(email.json).toMatchObject({ campo: "email", mensagem: "Informe um e-mail válido." });

    // Both logs say it: the main tenant's who did it, the school's whose account it is.
    const mine = await t.server.request("POST", "/conta/pt-br/logado/auditoria/listar", {
      host: t.host,
      token,
      body: { tipo: "platform_admin.added" },
    });
    expect(mine.json.eventos[0]).toMatchObject({
      ator: { usuario: "admin" },
      sujeito: null,
      detalhes: { plataforma: school.slug, usuario: "coordenador" },
    });
    const theirs = await t.server.request("POST", "/conta/pt-br/logado/auditoria/listar", {
      host: t.otherHost,
      token: await t.signIn("diretora", t.otherHost),
      body: { tipo: "platform_admin.added" },
    });
    expect(theirs.json.eventos[0]).toMatchObject({ ator: null, sujeito: { usuario: "coordenador" } });
  });

  it("invites an administrator by e-mail: a single-use link on the platform's domain sets the password", async () => {
    const missing = await addToSchool("convidar", { usuario: "vice", nome: "Lia Prado" });
    expect(missing.status).toBe(400);
    const bad = await addToSchool("convidar", { usuario: "vice", nome: "L", email: "lia@" });
    expect(bad.json).toMatchObject({ campo: "email" });

    const response = await addToSchool("convidar", {
      usuario: "vice",
      nome: "Lia Prado",
      email: "lia@escola.example",
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json.mensagem).toBe(
      "Convite enviado para lia@escola.example. O link vale por 72 horas e só pode ser usado uma vez.",
    );
    expect(response.json).not.toHaveProperty("senha_temporaria");
    expect(response.json.administrador).toMatchObject({ usuario: "vice", senha_temporaria: true });
    const hours = (Date.parse(response.json.expira_em) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    let mail = (await t.server.outbox("lia@escola.example")).at(-1);
    for (let tries = 0; !mail && tries < 20; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      mail = (await t.server.outbox("lia@escola.example")).at(-1);
    }
    expect(mail?.subject).toBe(`Convite para administrar ${school.nome}`);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "";
    expect(new URL(link).hostname).toBe(school.dominio);
    const invitation = decodeURIComponent(new URL(link).pathname.split("/").at(-1) ?? "");
    // Only the token's hash is kept.
    const stored = await t.server.db.selectFrom("password_reset_tokens").select("token_hash").execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(invitation);

    const accept = (senha: string) =>
      t.server.request("POST", "/conta/pt-br/redefinir/senha", {
        host: t.otherHost,
        body: { token: invitation, senha, confirmar: senha },
      });
    const accepted = await accept("Convite-aceito-42");
    expect(accepted.status, accepted.text).toBe(200);
    expect((await accept("Convite-aceito-43")).status).toBe(400);
    const login = await t.server.request("POST", "/conta/pt-br/logar/padrao", {
      host: t.otherHost,
      body: { usuario: "vice", senha: "Convite-aceito-42" },
    });
    expect(login.status, login.text).toBe(200);
    expect(login.json.usuario.funcoes).toMatchObject({
      forca_senha: false,
      "administrador-plataforma": true,
    });

    const mine = await t.server.request("POST", "/conta/pt-br/logado/auditoria/listar", {
      host: t.host,
      token,
      body: { tipo: "platform_admin.added" },
    });
    expect(mine.json.eventos[0]).toMatchObject({
      detalhes: { plataforma: school.slug, usuario: "vice", convite: true },
    });
    const removed = await call("remover", {
      plataforma_id: school.id,
      usuario_id: response.json.administrador.id,
    });
    expect(removed.status).toBe(200);
  });

  it("resets an administrator's second factor: factors and sessions gone, audited", async () => {
    const diretora = t.otherUsers.diretora;
    await addAppFactor(t.server.db, school.scope, diretora.id);
    const session = await t.server.request("POST", "/conta/pt-br/logar/padrao", {
      host: t.otherHost,
      body: { usuario: "diretora", senha: TEST_PASSWORD },
    });
    expect(session.json.usuario.token).toBeNull();
    expect((await adminsOf(school.id)).find((admin) => admin.id === diretora.id)?.dois_fatores).toBe(true);
    const other = await createUser(t.server.db, school.scope, { usuario: "aluno-escola" });

    expect((await call("redefinir-2fa", { plataforma_id: school.id, usuario_id: other.id })).status).toBe(
      404,
    );
    const reset = await call("redefinir-2fa", { plataforma_id: school.id, usuario_id: diretora.id });
    expect(reset.status, reset.text).toBe(200);
    expect(reset.json.mensagem).toContain("Verificação em duas etapas redefinida");
    expect((await adminsOf(school.id)).find((admin) => admin.id === diretora.id)?.dois_fatores).toBe(false);
    const factors = await t.server.db
      .selectFrom("two_factor_factors")
      .select("id")
      .where("user_id", "=", diretora.id)
      .execute();
    expect(factors).toEqual([]);
    // The next sign-in asks for no factor left behind (nor, without ADMIN_TWO_FACTOR_REQUIRED, a new one).
    expect(await t.signIn("diretora", t.otherHost)).toBeTruthy();
  });

  it("removes an administrator, ending their sessions, but never the last one nor oneself", async () => {
    const admin2 = t.users.admin2;
    const theirToken = await t.signIn("admin2");
    const self = await call("remover", { plataforma_id: t.tenant.id, usuario_id: t.users.admin.id });
    expect(self.status).toBe(409);
    expect(self.json.mensagem).toContain("a si mesmo");

    const removed = await call("remover", { plataforma_id: t.tenant.id, usuario_id: admin2.id });
    expect(removed.status, removed.text).toBe(200);
    expect((await adminsOf(t.tenant.id)).map((admin) => admin.usuario)).toEqual(["admin"]);
    const after = await t.server.request("GET", "/tenant/pt-br/tenant/listar", {
      host: t.host,
      token: theirToken,
    });
    expect(after.status).toBe(401);
    // The account stays, a plain one now.
    const again = await t.signIn("admin2");
    expect(
      (await t.server.request("GET", "/tenant/pt-br/tenant/listar", { host: t.host, token: again })).status,
    ).toBe(403);

    const lone = await createTenant(t.server.db, { slug: "sozinha" });
    const only = await createUser(t.server.db, lone.scope, { usuario: "unica", platformAdmin: true });
    const last = await call("remover", { plataforma_id: lone.id, usuario_id: only.id });
    expect(last.status).toBe(409);
    expect(last.json.mensagem).toBe("Não é possível remover o último administrador da plataforma.");
    const student = t.users["1001"];
    expect((await call("remover", { plataforma_id: t.tenant.id, usuario_id: student.id })).status).toBe(404);
    // Another platform's id with this scope's user: not found there.
    expect((await call("remover", { plataforma_id: lone.id, usuario_id: t.users.admin.id })).status).toBe(
      404,
    );
  });
});
