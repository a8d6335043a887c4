import { type CallContract, callPath, REAUTHENTICATION_WINDOW_MINUTES } from "@trilha/contracts/call";
import { passwordConfirm } from "@trilha/contracts/password.calls";
import * as twoFactorCalls from "@trilha/contracts/two-factor.calls";
import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { signIn } from "../../test/sessions.ts";
import { useTestServer } from "../../test/test-server.ts";
import { hashToken } from "./session-token.ts";

const CONFIRM_FIRST = "Confirme a sua senha para fazer esta alteração.";
const RECENT_CALLS: Array<[CallContract, unknown]> = [
  [twoFactorCalls.twoFactorEnable, { ativo: false }],
  [twoFactorCalls.twoFactorEmailFactor, { ativo: true }],
  [twoFactorCalls.twoFactorAuthenticatorStart, {}],
  [twoFactorCalls.twoFactorAuthenticatorConfirm, { codigo: "123456" }],
  [twoFactorCalls.twoFactorAuthenticatorRemove, {}],
];

describe.each(testDialects())(
  "changes to how the account signs in need a recent sign-in on %s",
  (dialect) => {
    const server = useTestServer(dialect);
    let host: string;
    let scopeUser: Awaited<ReturnType<typeof createUser>>;
    let tenant: Awaited<ReturnType<typeof createTenant>>;

    beforeAll(async () => {
      tenant = await createTenant(server.db);
      host = tenant.dominio;
      scopeUser = await createUser(server.db, tenant.scope, { email: "lia@escola.example" });
    });

    const call = (contract: CallContract, token: string | undefined, body?: unknown, lang = "pt-br") =>
      server.request(contract.method, callPath(contract, lang), { host, token, body });
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    /** Moves the session's sign-in (and any confirmation) back past the window. */
    const age = (token: string, column: "created_at" | "reauthenticated_at" = "created_at") =>
      server.db
        .updateTable("sessions")
        .set({ [column]: minutesAgo(REAUTHENTICATION_WINDOW_MINUTES + 1) })
        .where("token_hash", "=", hashToken(token))
        .execute();

    it("lets a session that has just signed in through, and asks an older one for the password (428)", async () => {
      const fresh = await signIn(server, host, scopeUser.usuario);
      expect((await call(twoFactorCalls.twoFactorAuthenticatorStart, fresh, {})).status).toBe(200);

      await age(fresh);
      for (const [contract, body] of RECENT_CALLS) {
        const response = await call(contract, fresh, body);
        expect(response.status, contract.path).toBe(428);
        expect(response.json).toEqual({ status: "erro", mensagem: CONFIRM_FIRST });
      }
      const english = await call(twoFactorCalls.twoFactorEnable, fresh, { ativo: false }, "en-us");
      expect(english.json.mensagem).toBe("Confirm your password to make this change.");
      // Reading the settings needs no confirmation.
      expect((await call(twoFactorCalls.twoFactorSettingsRead, fresh)).status).toBe(200);
    });

    it("opens the window again for that session alone after the right password, until it runs out", async () => {
      const token = await signIn(server, host, scopeUser.usuario);
      const other = await signIn(server, host, scopeUser.usuario);
      await age(token);
      await age(other);

      const wrong = await call(passwordConfirm, token, { senha_atual: "nao-e-esta" });
      expect(wrong.status).toBe(400);
      expect(wrong.json.mensagem).toBe("A senha atual está incorreta.");
      const right = await call(passwordConfirm, token, { senha_atual: TEST_PASSWORD });
      expect(right.status, right.text).toBe(200);
      expect(right.json).toEqual({ status: "sucesso", mensagem: "Senha confirmada." });

      expect((await call(twoFactorCalls.twoFactorAuthenticatorStart, token, {})).status).toBe(200);
      expect((await call(twoFactorCalls.twoFactorAuthenticatorStart, other, {})).status).toBe(428);

      await age(token, "reauthenticated_at");
      expect((await call(twoFactorCalls.twoFactorAuthenticatorStart, token, {})).status).toBe(428);
    });

    it("refuses the confirmation without a session, and to a visiting administrator", async () => {
      expect((await call(passwordConfirm, undefined, { senha_atual: TEST_PASSWORD })).status).toBe(401);
      const admin = await createUser(server.db, tenant.scope, { platformAdmin: true });
      const adminToken = await signIn(server, host, admin.usuario);
      const visit = await server.request("POST", "/conta/pt-br/visitar", {
        host,
        token: adminToken,
        body: { usuario_id: scopeUser.id },
      });
      expect(visit.status, visit.text).toBe(200);
      const visiting = visit.json.usuario.token as string;
      const refused = await call(passwordConfirm, visiting, { senha_atual: TEST_PASSWORD });
      expect(refused.status).toBe(403);
      const row = await server.db
        .selectFrom("sessions")
        .select("reauthenticated_at")
        .where("token_hash", "=", hashToken(visiting))
        .executeTakeFirstOrThrow();
      expect(row.reauthenticated_at).toBeNull();
    });
  },
);
