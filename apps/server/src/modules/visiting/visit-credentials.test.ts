import { type CallContract, callPath } from "@trilha/contracts/call";
import { passwordChange, passwordCreate } from "@trilha/contracts/password.calls";
import { profileEmailChange } from "@trilha/contracts/profile.calls";
import {
  twoFactorAuthenticatorConfirm,
  twoFactorAuthenticatorRemove,
  twoFactorAuthenticatorStart,
  twoFactorEmailFactor,
  twoFactorEnable,
  twoFactorSettingsRead,
  twoFactorTrustedDeviceRemove,
} from "@trilha/contracts/two-factor.calls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { signIn } from "../../test/sessions.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";

const NOT_ALLOWED = "Esta ação não é permitida durante a visualização como outro usuário.";
const NEW_PASSWORD = "caderno-azul-3";

describe.each(testDialects())("a visiting administrator and the user's credentials on %s", (dialect) => {
  let server: TestServer;
  let host: string;
  let userId: number;
  let usuario: string;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const tenant = await createTenant(server.db);
    host = tenant.dominio;
    const adminUser = await createUser(server.db, tenant.scope, { platformAdmin: true });
    const user = await createUser(server.db, tenant.scope, {
      email: "ana@escola.example",
      mustChangePassword: true,
    });
    userId = user.id;
    usuario = user.usuario;
    admin = await signIn(server, host, adminUser.usuario);
  });
  afterAll(() => server.close());

  const call = (contract: CallContract, token: string, body?: unknown) =>
    server.request(contract.method, callPath(contract, "pt-br"), { host, token, body });

  async function visitingToken(): Promise<string> {
    const response = await server.request("POST", "/conta/pt-br/visitar", {
      host,
      token: admin,
      body: { usuario_id: userId },
    });
    expect(response.status, response.text).toBe(200);
    return response.json.usuario.token;
  }

  it("cannot set the user's password, nor change how the user signs in", async () => {
    const visiting = await visitingToken();
    const before = await server.db
      .selectFrom("users")
      .select(["password_hash", "email"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    const attempts: Array<[CallContract, unknown]> = [
      [passwordChange, { senha_atual: TEST_PASSWORD, senha: NEW_PASSWORD, confirmar: NEW_PASSWORD }],
      [passwordCreate, { senha: NEW_PASSWORD, confirmar: NEW_PASSWORD }],
      [twoFactorEnable, { ativo: false }],
      [twoFactorEmailFactor, { ativo: true }],
      [twoFactorAuthenticatorStart, {}],
      [twoFactorAuthenticatorConfirm, { codigo: "123456" }],
      [twoFactorAuthenticatorRemove, {}],
      [twoFactorTrustedDeviceRemove, { id: "qualquer" }],
      [profileEmailChange, { email: "outro@escola.example", senha_atual: TEST_PASSWORD }],
    ];
    for (const [contract, body] of attempts) {
      const response = await call(contract, visiting, body);
      expect(response.status, contract.path).toBe(403);
      expect(response.json).toEqual({ status: "erro", mensagem: NOT_ALLOWED });
    }
    const after = await server.db
      .selectFrom("users")
      .select(["password_hash", "email"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect(
      await server.db.selectFrom("two_factor_totp").selectAll().where("user_id", "=", userId).execute(),
    ).toEqual([]);
    // Reading what the user sees stays possible.
    expect((await call(twoFactorSettingsRead, visiting)).status).toBe(200);
  });

  it("leaves the user free to do it with their own session", async () => {
    const own = await signIn(server, host, usuario);
    const response = await call(passwordCreate, own, { senha: NEW_PASSWORD, confirmar: NEW_PASSWORD });
    expect(response.status, response.text).toBe(200);
    expect((await call(twoFactorEmailFactor, own, { ativo: true })).status).toBe(200);
  });
});
