import { describe, expect, it } from "vitest";
import { auditEventsOf } from "../../test/audit-rows.ts";
import { testDialects } from "../../test/dialects.ts";
import { TEST_PASSWORD } from "../../test/factories.ts";
import { localProviderToken } from "../../test/social-login.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

const GOOGLE_CLIENT = "google-client.apps.googleusercontent.com";

describe.each(testDialects())("audit of social sign-in on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    env: { LOCAL_OIDC: "true" },
    tenant: {
      principal: 1,
      configuracoes: JSON.stringify({ google_login_id: GOOGLE_CLIENT }),
      social_signup: 1,
    },
    users: [{ usuario: "professor", email: "professor@escola.example" }],
  });

  async function googleToken(email: string, subject: string, audience = GOOGLE_CLIENT): Promise<string> {
    return localProviderToken(t, { provider: "google", audience, subject, email, name: "Pessoa" });
  }

  const loginGoogle = (idToken: string) =>
    t.request("POST", "/conta/pt-br/logar/google", { body: { id_token_google: idToken } });

  /** Signs in with the token, pressing 'Prosseguir' (with the password when one is asked). */
  async function proceed(idToken: string, senha = TEST_PASSWORD) {
    const pending = await loginGoogle(idToken);
    expect(pending.status, pending.text).toBe(200);
    return t.request("POST", "/conta/pt-br/logar/social/confirmar", {
      body: {
        desafio: pending.json.confirmacao.desafio,
        ...(pending.json.confirmacao.senha ? { senha } : {}),
      },
    });
  }

  async function details(type: string) {
    const rows = await auditEventsOf(t.server.db, t.scope, type)
      .select(["subject_user_id", "details"])
      .execute();
    return rows.map((row) => ({ subject: row.subject_user_id, ...JSON.parse(row.details) }));
  }

  it("records how each social sign-in found its account, and the refused ones without the token", async () => {
    const wrong = await proceed(await googleToken("professor@escola.example", "sub-professor"), "errada");
    expect(wrong.status).toBe(401);
    const first = await googleToken("professor@escola.example", "sub-professor");
    expect((await proceed(first)).json.conta_vinculada).toBe(true);
    // The local provider's identity asks the password again: anyone can type the e-mail it is derived from.
    expect((await proceed(await googleToken("professor@escola.example", "sub-professor"))).status).toBe(200);
    const created = await proceed(await googleToken("nova@escola.example", "sub-nova"));
    expect(created.json.conta_nova).toBe(true);
    const wrongAudience = await googleToken("x@escola.example", "sub-x", "someone-else");
    expect((await loginGoogle(wrongAudience)).status).toBe(401);
    expect((await loginGoogle(first)).status).toBe(401);

    const common = { provider: "google", second_factor_pending: false };
    expect(await details("login.social.ok")).toEqual([
      { subject: t.users.professor.id, outcome: "linked_now", ...common },
      { subject: t.users.professor.id, outcome: "linked", ...common },
      { subject: created.json.usuario.id, outcome: "new_account", ...common },
    ]);
    expect(await details("login.social.failed")).toEqual([
      { subject: t.users.professor.id, provider: "google", reason: "wrong_password" },
      { subject: null, provider: "google", reason: "invalid" },
      { subject: null, provider: "google", reason: "nonce" },
    ]);
    const stored = JSON.stringify(await t.server.db.selectFrom("audit_events").selectAll().execute());
    for (const token of [first, wrongAudience]) expect(stored).not.toContain(token.split(".")[2]);
  });
});
