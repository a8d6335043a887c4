import { describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { TEST_PASSWORD } from "../../test/factories.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

describe.each(testDialects())("login calls on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    users: [
      { usuario: "1001", nome: "Ana Souza", share: true },
      {
        usuario: "seguro",
        nome: "Sofia Martins",
        email: "sofia.martins@escola.example",
        twoFactorEmail: "sofia@escola.example",
      },
    ],
    other: [{ usuario: "1001", nome: "Bruno Lima" }],
  });

  const login = (body: unknown, opts: { host?: string; lang?: string } = {}) =>
    t.server.request("POST", `/conta/${opts.lang ?? "pt-br"}/logar/padrao`, {
      host: opts.host ?? t.host,
      body,
    });

  it("signs in with leading zeros stripped and returns the session user with a token", async () => {
    const response = await login({ usuario: " 0001001 ", senha: TEST_PASSWORD, salvar: true });
    expect(response.status).toBe(200);
    expect(response.json.conta_vinculada).toBe(false);
    expect(response.json.conta_nova).toBe(false);
    expect(response.json.usuario).toMatchObject({
      nome: "Ana Souza",
      usuario: "1001",
      visitante: false,
      funcoes: { compartilhar: true, publicar: false, forca_senha: false, "administrador-plataforma": false },
      usuario_2fa: { status: "0", fatores: {} },
    });
    expect(response.json.usuario.token).toMatch(/^[\w-]{43}$/);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("stores only a hash of the token", async () => {
    const token = await t.signIn("1001");
    const rows = await t.server.db.selectFrom("sessions").select(["token_hash"]).execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it("refuses a wrong password with the server message and records the attempt", async () => {
    const before = await t.server.db
      .selectFrom("login_attempts")
      .selectAll()
      .where("succeeded", "=", 0)
      .execute();
    const response = await login({ usuario: "1001", senha: "errada" });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ status: "erro", mensagem: "Usuário ou senha incorretos." });
    const after = await t.server.db
      .selectFrom("login_attempts")
      .selectAll()
      .where("succeeded", "=", 0)
      .execute();
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)?.usuario).toBe("1001");
  });

  it("answers an unknown user exactly like a wrong password", async () => {
    const response = await login({ usuario: "ninguem", senha: "errada" }, { lang: "en-us" });
    expect(response.status).toBe(401);
    expect(response.json.mensagem).toBe("Incorrect username or password.");
  });

  it("does not create a session yet when a second factor is required", async () => {
    const response = await login({ usuario: "seguro", senha: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.json.usuario.token).toBeNull();
    expect(response.json.usuario.usuario_2fa).toMatchObject({
      status: "1",
      fatores: { email: { destino: "s***@escola.example" } },
    });
  });

  it("answers only what the 2FA dialog needs before the second factor: no e-mail, name, login or photo", async () => {
    const response = await login({ usuario: "seguro", senha: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json.usuario).sort()).toEqual(["id", "token", "usuario_2fa"]);
    expect(response.json.usuario.usuario_2fa.desafio).toEqual(expect.any(String));
    for (const personal of [
      "sofia.martins@escola.example",
      "sofia@escola.example",
      "Sofia Martins",
      "seguro",
    ]) {
      expect(response.text).not.toContain(personal);
    }
  });

  it("gives 400 with a message in the path's language for a bad body", async () => {
    const pt = await login({ senha: 5 });
    expect(pt.status).toBe(400);
    expect(pt.json.status).toBe("erro");
    expect(pt.json.mensagem).toContain('o campo "usuario" é obrigatório');
    const es = await login({ usuario: "", senha: "x" }, { lang: "es-es" });
    expect(es.status).toBe(400);
    expect(es.json.mensagem).toContain('el campo "usuario"');
    const notJson = await t.request("POST", "/conta/en-us/logar/padrao", {
      rawBody: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.json.mensagem).toBe("The request body must be valid JSON.");
    const noBody = await t.request("POST", "/conta/pt-br/logar/padrao");
    expect(noBody.status).toBe(400);
    expect(noBody.json.mensagem).toMatch(/^Requisição inválida/);
  });

  it("answers 404 for a language it does not speak", async () => {
    const response = await login({ usuario: "1001", senha: TEST_PASSWORD }, { lang: "fr-fr" });
    expect(response.status).toBe(404);
    expect(response.json.status).toBe("erro");
  });

  it("refreshes the user from a token, and refuses an unknown one with the session-expired message", async () => {
    const token = await t.signIn("1001");
    const ok = await t.request("POST", "/conta/pt-br/logar/token", { body: { token } });
    expect(ok.status).toBe(200);
    expect(ok.json.usuario).toMatchObject({ nome: "Ana Souza", token });
    const bad = await t.request("POST", "/conta/pt-br/logar/token", {
      body: { token: "nao-existe" },
    });
    expect(bad.status).toBe(401);
    expect(bad.json.mensagem).toBe("Esta sessão expirou. Por favor, faça login novamente!");
    const badEn = await t.request("POST", "/conta/en-us/logar/token", {
      body: { token: "nao-existe" },
    });
    expect(badEn.json.mensagem).toBe("This session has expired. Please login again!");
    const missing = await t.request("POST", "/conta/pt-br/logar/token", { body: {} });
    expect(missing.status).toBe(400);
  });

  it("refuses a token issued on another scope", async () => {
    const token = await t.signIn("1001");
    const elsewhere = await t.server.request("POST", "/conta/pt-br/logar/token", {
      host: t.otherHost,
      body: { token },
    });
    expect(elsewhere.status).toBe(401);
    const groups = await t.server.request("GET", "/conta/pt-br/grupos/ativos", { host: t.otherHost, token });
    expect(groups.status).toBe(401);
  });

  it("ends the session on logout", async () => {
    const token = await t.signIn("1001");
    const out = await t.request("POST", "/conta/pt-br/logout", { body: { token } });
    expect(out.status).toBe(200);
    expect(out.json.status).toBe("sucesso");
    const after = await t.request("GET", "/conta/pt-br/grupos/ativos", { token });
    expect(after.status).toBe(401);
    const bad = await t.request("POST", "/conta/pt-br/logout", { body: { token: 42 } });
    expect(bad.status).toBe(400);
  });
});
