import { type CallContract, callPath } from "@trilha/contracts/call";
import { passwordChange, passwordCreate } from "@trilha/contracts/password.calls";
import { profileEmailChange } from "@trilha/contracts/profile.calls";
import * as twoFactorCalls from "@trilha/contracts/two-factor.calls";
import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { TEST_PASSWORD } from "../../test/factories.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

const NOT_ALLOWED = "Esta ação não é permitida durante a visualização como outro usuário.";
const NEW_PASSWORD = "caderno-azul-3";

describe.each(testDialects())("a visiting administrator and the user's credentials on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    users: [
      { usuario: "admin", platformAdmin: true },
      { usuario: "ana", email: "ana@escola.example", mustChangePassword: true },
    ],
  });
  let admin: string;

  beforeAll(async () => {
    admin = await t.signIn("admin");
  });

  const call = (contract: CallContract, token: string, body?: unknown) =>
    t.request(contract.method, callPath(contract, "pt-br"), { token, body });

  async function visitingToken(): Promise<string> {
    const response = await t.request("POST", "/conta/pt-br/visitar", {
      token: admin,
      body: { usuario_id: t.users.ana.id },
    });
    expect(response.status, response.text).toBe(200);
    return response.json.usuario.token;
  }

  it("cannot set the user's password, nor change how the user signs in", async () => {
    const visiting = await visitingToken();
    const before = await t.server.db
      .selectFrom("users")
      .select(["password_hash", "email"])
      .where("id", "=", t.users.ana.id)
      .executeTakeFirstOrThrow();
    const attempts: Array<[CallContract, unknown]> = [
      [passwordChange, { senha_atual: TEST_PASSWORD, senha: NEW_PASSWORD, confirmar: NEW_PASSWORD }],
      [passwordCreate, { senha: NEW_PASSWORD, confirmar: NEW_PASSWORD }],
      [twoFactorCalls.twoFactorEnable, { ativo: false }],
      [twoFactorCalls.twoFactorEmailFactor, { ativo: true }],
      [twoFactorCalls.twoFactorAuthenticatorStart, {}],
      [twoFactorCalls.twoFactorAuthenticatorConfirm, { codigo: "123456" }],
      [twoFactorCalls.twoFactorAuthenticatorRemove, {}],
      [twoFactorCalls.twoFactorTrustedDeviceRemove, { id: "qualquer" }],
      [profileEmailChange, { email: "outro@escola.example", senha_atual: TEST_PASSWORD }],
    ];
    for (const [contract, body] of attempts) {
      const response = await call(contract, visiting, body);
      expect(response.status, contract.path).toBe(403);
      expect(response.json).toEqual({ status: "erro", mensagem: NOT_ALLOWED });
    }
    const after = await t.server.db
      .selectFrom("users")
      .select(["password_hash", "email"])
      .where("id", "=", t.users.ana.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect(
      await t.server.db
        .selectFrom("two_factor_totp")
        .selectAll()
        .where("user_id", "=", t.users.ana.id)
        .execute(),
    ).toEqual([]);
    // Reading what the user sees stays possible.
    expect((await call(twoFactorCalls.twoFactorSettingsRead, visiting)).status).toBe(200);
  });

  it("leaves the user free to do it with their own session", async () => {
    const own = await t.signIn("ana");
    const response = await call(passwordCreate, own, { senha: NEW_PASSWORD, confirmar: NEW_PASSWORD });
    expect(response.status, response.text).toBe(200);
    expect((await call(twoFactorCalls.twoFactorEmailFactor, own, { ativo: true })).status).toBe(200);
  });
});
