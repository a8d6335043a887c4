import { generateKeyPair } from "jose";
import { describe, expect, it } from "vitest";
import { LOCAL_KEY_ID, type MintOptions, signLocalToken } from "../../providers/oidc/local-oidc.ts";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser, TEST_PASSWORD } from "../../test/factories.ts";
import {
  localIssuer,
  localProviderToken,
  newcomerGoogleToken,
  SOCIAL_CLIENT_IDS,
  SOCIAL_SIGN_IN,
  socialNonce,
} from "../../test/social-login.ts";
import { useTenantServer } from "../../test/tenant-server.ts";
import { type TestResponse, useTestServer } from "../../test/test-server.ts";

describe.each(testDialects())("social sign-in on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    // 'Cadastro pelo login social' on: an identity that matches no account creates one (social-signup.routes.test.ts
    // has the setting off, the default).
    ...SOCIAL_SIGN_IN,
    users: [
      { usuario: "professor", nome: "Paulo Mendes", email: "Professor@Escola.example" },
      { usuario: "gemeo1", email: "gemeos@escola.example" },
      { usuario: "gemeo2", email: "gemeos@escola.example" },
      { usuario: "seguro", email: "seguro@escola.example", twoFactorEmail: "seguro@escola.example" },
    ],
    other: [],
  });

  const googleToken = (overrides?: Partial<MintOptions>) => newcomerGoogleToken(t, overrides);

  const loginGoogle = (idToken: string, lang = "pt-br", onHost = t.host) =>
    t.request("POST", `/conta/${lang}/logar/google`, {
      host: onHost,
      body: { id_token_google: idToken },
    });

  /** Apple's and Microsoft's own sign-in calls, each with its token field and the body's other fields. */
  const loginWith = (provider: "apple" | "microsoft", lang: string, idToken: string, extra: object = {}) =>
    t.request("POST", `/conta/${lang}/logar/${provider}`, {
      body: { [provider === "apple" ? "id_token" : "id_token_microsoft"]: idToken, ...extra },
    });

  const confirm = (desafio: string, extra: { senha?: string } = {}, lang = "pt-br") =>
    t.request("POST", `/conta/${lang}/logar/social/confirmar`, { body: { desafio, ...extra } });

  /** A login answer that waits for 'Prosseguir', pressed (with the password when one is asked). */
  async function proceed(pending: TestResponse, action: string, senha?: string): Promise<TestResponse> {
    expect(pending.status, pending.text).toBe(200);
    expect(pending.json.usuario).toBeUndefined();
    expect(pending.json.confirmacao).toMatchObject({ acao: action, senha: senha !== undefined });
    return confirm(pending.json.confirmacao.desafio, senha === undefined ? {} : { senha });
  }

  it("creates a new account from a valid token, then signs the same identity in again", async () => {
    const subject = "google-sub-nova";
    const pending = await loginGoogle(await googleToken({ subject }));
    expect(pending.json.confirmacao.usuario).toBe("nova.pessoa");
    const first = await proceed(pending, "criar");
    expect(first.status, first.text).toBe(200);
    expect(first.json).toMatchObject({
      conta_nova: true,
      conta_vinculada: false,
      usuario: { nome: "Nova Pessoa", usuario: "nova.pessoa", email: "nova.pessoa@exemplo.example" },
    });
    expect(first.json.usuario.token).toMatch(/^[\w-]{43}$/);
    const again = await loginGoogle(await googleToken({ subject, name: "Outro Nome" }));
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ conta_nova: false, conta_vinculada: false });
    expect(again.json.usuario.id).toBe(first.json.usuario.id);
    const groups = await t.request("GET", "/conta/pt-br/grupos/ativos", { token: again.json.usuario.token });
    expect(groups.status).toBe(200);
  });

  it("links an identity to the one user with its verified e-mail, whatever the case", async () => {
    const pending = await loginGoogle(await googleToken({ email: "professor@escola.example" }));
    expect(pending.json.confirmacao.usuario).toBe("professor");
    const response = await proceed(pending, "vincular", TEST_PASSWORD);
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({
      conta_vinculada: true,
      conta_nova: false,
      usuario: { usuario: "professor", nome: "Paulo Mendes" },
    });
  });

  it("does not link by an unverified e-mail, nor by one two users share: a new account instead", async () => {
    const unverified = await proceed(
      await loginGoogle(
        await googleToken({ email: "professor@escola.example", emailVerified: false, name: "Impostor" }),
      ),
      "criar",
    );
    expect(unverified.status).toBe(200);
    expect(unverified.json).toMatchObject({ conta_nova: true, usuario: { nome: "Impostor", email: null } });
    const shared = await proceed(
      await loginGoogle(await googleToken({ email: "gemeos@escola.example", name: "Gêmeo" })),
      "criar",
    );
    expect(shared.json).toMatchObject({ conta_nova: true, conta_vinculada: false });
    expect(shared.json.usuario.usuario).toMatch(/^gemeos(-\d+)?$/);
  });

  it("does not link by an e-mail an account typed in for itself in My account", async () => {
    const claimant = await createUser(t.server.db, t.scope, { usuario: "reivindica" });
    const token = await t.signIn(claimant.usuario);
    const claimed = await t.request("POST", "/conta/pt-br/logado/email", {
      token,
      body: { email: "diretora@escola.example", senha_atual: TEST_PASSWORD },
    });
    expect(claimed.status, claimed.text).toBe(200);
    const response = await proceed(
      await loginGoogle(await googleToken({ email: "diretora@escola.example", name: "Diretora" })),
      "criar",
    );
    expect(response.json).toMatchObject({ conta_nova: true, conta_vinculada: false });
    expect(response.json.usuario.id).not.toBe(claimant.id);
  });

  it("still asks for the second factor of a linked user with 2FA on", async () => {
    const response = await proceed(
      await loginGoogle(await googleToken({ email: "seguro@escola.example" })),
      "vincular",
      TEST_PASSWORD,
    );
    expect(response.status).toBe(200);
    expect(response.json.conta_vinculada).toBe(true);
    expect(response.json.usuario.token).toBeNull();
    expect(response.json.usuario.usuario_2fa.status).toBe("1");
    // Before the second factor passes, nothing personal: not the e-mail, name or login.
    expect(Object.keys(response.json.usuario).sort()).toEqual(["id", "token", "usuario_2fa"]);
    expect(response.text).not.toContain("seguro@escola.example");
  });

  it("takes Apple's name from the body and Microsoft's token through the same checks", async () => {
    const applePending = await loginWith(
      "apple",
      "pt-br",
      await localProviderToken(t, {
        provider: "apple",
        subject: "apple-sub-1",
        email: "maca@privaterelay.appleid.com",
      }),
      { firstName: "Maria", lastName: "Maçã" },
    );
    const apple = await proceed(applePending, "criar");
    expect(apple.status, apple.text).toBe(200);
    expect(apple.json).toMatchObject({ conta_nova: true, usuario: { nome: "Maria Maçã" } });
    const microsoftPending = await loginWith(
      "microsoft",
      "en-us",
      await localProviderToken(t, { provider: "microsoft", subject: "ms-sub-1", name: "Mica Soft" }),
    );
    const microsoft = await proceed(microsoftPending, "criar");
    expect(microsoft.status, microsoft.text).toBe(200);
    expect(microsoft.json.usuario).toMatchObject({ nome: "Mica Soft", usuario: "microsoft", email: null });
    // A Google-issued token is no Microsoft token, even from the same keys.
    const crossed = await loginWith(
      "microsoft",
      "en-us",
      await googleToken({ audience: SOCIAL_CLIENT_IDS.microsoft_login_id }),
    );
    expect(crossed.status).toBe(401);
    expect(crossed.json.mensagem).toBe("We could not confirm your sign-in with Microsoft. Please try again.");
  });

  it("refuses a token for another audience", async () => {
    const response = await loginGoogle(
      await googleToken({ audience: "someone-else.apps.googleusercontent.com" }),
    );
    expect(response.status).toBe(401);
    expect(response.json).toEqual({
      status: "erro",
      mensagem: "Não foi possível confirmar o login com Google. Tente novamente.",
    });
  });

  it("refuses a token from another issuer", async () => {
    const response = await loginGoogle(await googleToken({ claims: { iss: "https://accounts.google.com" } }));
    expect(response.status).toBe(401);
    expect(response.json.mensagem).toContain("Google");
  });

  it("refuses an expired token", async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    const response = await loginGoogle(
      await googleToken({ claims: { iat: past - 600, exp: past } }),
      "en-us",
    );
    expect(response.status).toBe(401);
    expect(response.json.mensagem).toBe("Your sign-in with Google has expired. Please try again.");
  });

  it("refuses a token signed by another key, and one that is not a JWT", async () => {
    const { privateKey } = await generateKeyPair("RS256");
    const forged = await signLocalToken(privateKey, LOCAL_KEY_ID, {
      provider: "google",
      audience: SOCIAL_CLIENT_IDS.google_login_id,
      subject: "forged",
      nonce: await socialNonce(t),
      email: "professor@escola.example",
    });
    expect((await loginGoogle(forged)).status).toBe(401);
    const garbage = await loginGoogle("not.a.jwt");
    expect(garbage.status).toBe(401);
    expect(garbage.json.status).toBe("erro");
  });

  it("refuses a replayed nonce, an unknown one and a token without one", async () => {
    const nonce = await socialNonce(t);
    const first = await loginGoogle(await googleToken({ nonce }));
    expect(first.status).toBe(200);
    const replay = await loginGoogle(await googleToken({ nonce }));
    expect(replay.status).toBe(401);
    expect(replay.json.mensagem).toBe("Esta tentativa de login já foi usada ou expirou. Tente novamente.");
    const unknown = await loginGoogle(await googleToken({ nonce: "never-issued" }));
    expect(unknown.status).toBe(401);
    const token = await localIssuer(t).mint({
      provider: "google",
      audience: SOCIAL_CLIENT_IDS.google_login_id,
      subject: "no-nonce",
    });
    expect((await loginGoogle(token)).status).toBe(401);
  });

  it("refuses a nonce issued on another tenant", async () => {
    const foreign = await t.request("POST", "/conta/pt-br/logar/social/nonce", { host: t.otherHost });
    expect(foreign.status).toBe(403);
    const response = await loginGoogle(await googleToken({ nonce: "x".repeat(43) }));
    expect(response.status).toBe(401);
  });

  it("refuses social sign-in outside the principal tenant", async () => {
    const response = await loginGoogle(await googleToken(), "es-es", t.otherHost);
    expect(response.status).toBe(403);
    expect(response.json.mensagem).toBe(
      "El inicio de sesión social solo está disponible en la plataforma principal.",
    );
  });

  it("refuses a provider the tenant has not configured", async () => {
    const bare = await createTenant(t.server.db, { principal: 1 });
    const response = await t.request("POST", "/conta/en-us/logar/google", {
      host: bare.dominio,
      body: { id_token_google: await googleToken() },
    });
    expect(response.status).toBe(403);
    expect(response.json.mensagem).toBe("Sign-in with Google is not set up on this platform.");
  });

  it("gives 400 for a bad body", async () => {
    const missing = await t.request("POST", "/conta/pt-br/logar/google", { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json.mensagem).toContain("id_token_google");
    const tooLong = await loginGoogle("x".repeat(9000));
    expect(tooLong.status).toBe(400);
    const apple = await loginWith("apple", "pt-br", "x", { firstName: 5 });
    expect(apple.status).toBe(400);
  });

  it("serves the local JWKS and mints demo tokens for the local provider", async () => {
    const jwks = await t.request("GET", "/dev/oidc/jwks.json");
    expect(jwks.status).toBe(200);
    expect(jwks.json.keys[0]).toMatchObject({ kty: "RSA", kid: LOCAL_KEY_ID, alg: "RS256" });
    expect(jwks.json.keys[0].d).toBeUndefined();
    const minted = await t.request("POST", "/dev/pt-br/oidc/token", {
      body: { provedor: "google", nonce: await socialNonce(t), nome: "Demo", email: "Demo@Exemplo.example" },
    });
    expect(minted.status, minted.text).toBe(200);
    const response = await proceed(await loginGoogle(minted.json.id_token), "criar");
    expect(response.status).toBe(200);
    expect(response.json.usuario.email).toBe("demo@exemplo.example");
  });
});

describe.each(testDialects())("social sign-in without the local provider on %s", (dialect) => {
  const server = useTestServer(dialect);

  it("publishes no local keys and mints nothing", async () => {
    await createTenant(server.db, {
      principal: 1,
      dominio: "localhost",
      configuracoes: JSON.stringify(SOCIAL_CLIENT_IDS),
    });
    expect(server.app.providers.oidc.local).toBeNull();
    // No route: the request falls through to the web app's pages (here unbuilt).
    const jwks = await server.request("GET", "/dev/oidc/jwks.json");
    expect(jwks.status).not.toBe(200);
    expect(jwks.json?.keys).toBeUndefined();
    const mint = await server.request("POST", "/dev/pt-br/oidc/token", {
      body: { provedor: "google", nonce: "n", nome: "x", email: "x@y.example" },
    });
    expect(mint.status).toBe(404);
    const nonce = await server.request("POST", "/conta/pt-br/logar/social/nonce");
    expect(nonce.json.provedor_local).toBe(false);
  });
});
