import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { signIn } from "../../test/sessions.ts";
import { useTestServer } from "../../test/test-server.ts";
import { pendingLogin } from "../../test/two-factor.ts";
import { totpCodeAt } from "./totp.ts";

describe.each(testDialects())("ADMIN_TWO_FACTOR_REQUIRED on %s", (dialect) => {
  const server = useTestServer(dialect, { env: { ADMIN_TWO_FACTOR_REQUIRED: "true" } });
  let host: string;
  let tenant: Awaited<ReturnType<typeof createTenant>>;

  beforeAll(async () => {
    tenant = await createTenant(server.db);
    host = tenant.dominio;
  });

  it("makes an administrator without a second factor enrol an authenticator app at sign-in", async () => {
    const admin = await createUser(server.db, tenant.scope, { platformAdmin: true });
    const pending = await pendingLogin(server, host, admin.usuario);
    expect(pending.fatores).toEqual({ autenticador: { destino: "", configurado: false } });
    const row = await server.db
      .selectFrom("users")
      .select("two_factor_enabled")
      .where("id", "=", admin.id)
      .executeTakeFirstOrThrow();
    expect(row.two_factor_enabled).toBe(1);

    const qr = await server.request("POST", "/conta/pt-br/2fa/criar/qrcode", {
      host,
      body: { id: pending.id, desafio: pending.desafio },
    });
    expect(qr.status, qr.text).toBe(200);
    const signedIn = await server.request("POST", "/conta/pt-br/2fa/validarcodigo", {
      host,
      body: {
        codigo: totpCodeAt(qr.json.segredo, new Date()),
        id: pending.id,
        desafio: pending.desafio,
        fator: "autenticador",
      },
    });
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.json.valido).toBe(true);
    const token = signedIn.json.usuario.token as string;

    const settings = await server.request("POST", "/conta/pt-br/logado/2fa/configuracoes", {
      host,
      token,
      body: {},
    });
    expect(settings.json).toMatchObject({
      ativo: true,
      obrigatoria: true,
      autenticador: { configurado: true },
    });
    const off = await server.request("POST", "/conta/en-us/logado/2fa/ativar", {
      host,
      token,
      body: { ativo: false },
    });
    expect(off.status).toBe(409);
    expect(off.json.mensagem).toBe(
      "Two-factor authentication is required for platform administrators and cannot be turned off.",
    );
    const removeApp = await server.request("POST", "/conta/pt-br/logado/2fa/autenticador/remover", {
      host,
      token,
      body: {},
    });
    expect(removeApp.status).toBe(409);

    // The next sign-in asks for the enrolled app's code.
    const again = await pendingLogin(server, host, admin.usuario);
    expect(again.fatores).toEqual({ autenticador: { destino: "", configurado: true } });
  });

  it("keeps an administrator's own e-mail factor, turning 2FA on with it", async () => {
    const admin = await createUser(server.db, tenant.scope, {
      platformAdmin: true,
      email: "adm@escola.example",
    });
    await server.db
      .insertInto("two_factor_factors")
      .values({ scope: tenant.scope.key, user_id: admin.id, fator: "email", destino: "adm@escola.example" })
      .execute();
    const pending = await pendingLogin(server, host, admin.usuario);
    expect(Object.keys(pending.fatores)).toEqual(["email"]);
  });

  it("leaves everyone else as they chose", async () => {
    const student = await createUser(server.db, tenant.scope);
    const response = await server.request("POST", "/conta/pt-br/logar/padrao", {
      host,
      body: { usuario: student.usuario, senha: TEST_PASSWORD },
    });
    expect(response.json.usuario.token).toEqual(expect.any(String));
    const token = await signIn(server, host, student.usuario);
    const settings = await server.request("POST", "/conta/pt-br/logado/2fa/configuracoes", {
      host,
      token,
      body: {},
    });
    expect(settings.json).toMatchObject({ ativo: false, obrigatoria: false });
  });
});
