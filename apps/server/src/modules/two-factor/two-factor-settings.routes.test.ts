import { describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createUser } from "../../test/factories.ts";
import { useTenantServer } from "../../test/tenant-server.ts";
import { addAppFactor, lastCode, pendingLogin } from "../../test/two-factor.ts";
import { totpCodeAt } from "./totp.ts";
import { MAX_TOTP_ATTEMPTS } from "./two-factor-rules.ts";

const SETTINGS_CALLS: [string, unknown][] = [
  ["/conta/pt-br/logado/2fa/configuracoes", undefined],
  ["/conta/pt-br/logado/2fa/ativar", { ativo: true }],
  ["/conta/pt-br/logado/2fa/email", { ativo: true }],
  ["/conta/pt-br/logado/2fa/autenticador/qrcode", undefined],
  ["/conta/pt-br/logado/2fa/autenticador/confirmar", { codigo: "123456" }],
  ["/conta/pt-br/logado/2fa/autenticador/remover", undefined],
  ["/conta/pt-br/logado/2fa/dispositivos/remover", { id: "x" }],
];

describe.each(testDialects())("2FA settings on %s", (dialect) => {
  const t = useTenantServer(dialect, { other: [] });
  let counter = 0;

  async function signedInUser(options: { email?: string | null } = {}) {
    counter += 1;
    const email = options.email === undefined ? `conta${counter}@escola.example` : options.email;
    const user = await createUser(t.server.db, t.scope, { usuario: `conta${counter}`, email });
    const token = await t.signIn(user.usuario);
    return { user, token, email };
  }

  const call = (path: string, token: string, body?: unknown, lang = "pt-br") =>
    t.request("POST", `/conta/${lang}/logado/2fa/${path}`, { token, body: body ?? {} });

  it("refuses every settings call without a session, or with a session of another tenant", async () => {
    const { token } = await signedInUser();
    for (const [path, body] of SETTINGS_CALLS) {
      const anonymous = await t.request("POST", path, { body: body ?? {} });
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.json.mensagem).toBe("Sua sessão não é válida. Faça login novamente.");
      const elsewhere = await t.request("POST", path, { host: t.otherHost, token, body: body ?? {} });
      expect(elsewhere.status, path).toBe(401);
    }
  });

  it("reads the settings of a user without 2FA", async () => {
    const { token, email } = await signedInUser();
    const response = await call("configuracoes", token);
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({
      ativo: false,
      obrigatoria: false,
      email: { ativo: false, destino: email },
      autenticador: { ativo: false, configurado: false },
      dispositivos: [],
    });
  });

  it("needs a factor before turning on, then asks for a code at sign-in", async () => {
    const { user, token } = await signedInUser();
    const early = await call("ativar", token, { ativo: true });
    expect(early.status).toBe(409);
    expect(early.json.mensagem).toContain("antes de ativar");
    const email = await call("email", token, { ativo: true });
    expect(email.json).toEqual({ status: "sucesso", mensagem: "Código por e-mail ativado." });
    const on = await call("ativar", token, { ativo: true }, "es-es");
    expect(on.json.mensagem).toBe("Autenticación en 2 factores activada.");
    expect((await call("configuracoes", token)).json).toMatchObject({ ativo: true, email: { ativo: true } });
    const pending = await pendingLogin(t.server, t.host, user.usuario);
    expect(Object.keys(pending.fatores)).toEqual(["email"]);

    const last = await call("email", token, { ativo: false });
    expect(last.status).toBe(409);
    expect(last.json.mensagem).toContain("último fator");
    expect((await call("ativar", token, { ativo: false })).json.mensagem).toBe(
      "Autenticação em 2 fatores desativada.",
    );
    expect((await call("email", token, { ativo: false })).status).toBe(200);
    expect((await call("configuracoes", token)).json).toMatchObject({
      ativo: false,
      email: { ativo: false },
    });
    const bad = await call("ativar", token, { ativo: "sim" });
    expect(bad.status).toBe(400);
  });

  it("explains that an account without e-mail cannot use the e-mail factor", async () => {
    const { token } = await signedInUser({ email: null });
    expect((await call("configuracoes", token)).json.email).toEqual({ ativo: false, destino: null });
    const response = await call("email", token, { ativo: true }, "en-us");
    expect(response.status).toBe(409);
    expect(response.json.mensagem).toBe(
      "Your account has no e-mail address, so codes cannot be received by e-mail.",
    );
  });

  it("enrols an authenticator app with a QR code and a code, and removes it", async () => {
    const { user, token } = await signedInUser();
    const early = await call("autenticador/confirmar", token, { codigo: "123456" });
    expect(early.status).toBe(409);
    const qr = await call("autenticador/qrcode", token);
    expect(qr.status, qr.text).toBe(200);
    expect(qr.json.url_qrcode).toMatch(/^data:image\/png;base64,/);
    const secret = qr.json.segredo as string;
    const right = totpCodeAt(secret, new Date());
    const wrong = await call("autenticador/confirmar", token, {
      codigo: right === "000000" ? "111111" : "000000",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.mensagem).toBe("Código Inválido");
    const ok = await call("autenticador/confirmar", token, { codigo: right });
    expect(ok.json).toEqual({ status: "sucesso", mensagem: "Aplicativo autenticador configurado." });
    expect((await call("configuracoes", token)).json.autenticador).toEqual({
      ativo: true,
      configurado: true,
    });
    // Once enrolled the secret is not shown again by confirming; a new QR code starts over with a new secret.
    expect((await call("autenticador/confirmar", token, { codigo: right })).status).toBe(409);
    expect((await call("ativar", token, { ativo: true })).status).toBe(200);
    const pending = await pendingLogin(t.server, t.host, user.usuario);
    expect(pending.fatores).toEqual({ autenticador: { destino: "", configurado: true } });

    expect((await call("autenticador/remover", token)).status).toBe(409);
    await call("ativar", token, { ativo: false });
    const removed = await call("autenticador/remover", token);
    expect(removed.json.mensagem).toBe("Aplicativo autenticador removido.");
    expect((await call("configuracoes", token)).json.autenticador).toEqual({
      ativo: false,
      configurado: false,
    });
  });

  it("locks an enrolment after too many wrong codes", async () => {
    const { token } = await signedInUser();
    const qr = await call("autenticador/qrcode", token);
    const right = totpCodeAt(qr.json.segredo, new Date());
    const wrong = right === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < MAX_TOTP_ATTEMPTS; attempt++) {
      expect((await call("autenticador/confirmar", token, { codigo: wrong })).status).toBe(400);
    }
    const locked = await call("autenticador/confirmar", token, { codigo: right });
    expect(locked.status).toBe(429);
    expect(locked.json.mensagem).toBe("Muitos códigos inválidos. Gere um novo QR Code.");
    const fresh = await call("autenticador/qrcode", token);
    const ok = await call("autenticador/confirmar", token, {
      codigo: totpCodeAt(fresh.json.segredo, new Date()),
    });
    expect(ok.status).toBe(200);
  });

  it("lists the user's trusted devices and removes one, never another user's", async () => {
    counter += 1;
    const address = `confia${counter}@escola.example`;
    const user = await createUser(t.server.db, t.scope, {
      usuario: `confia${counter}`,
      twoFactorEmail: address,
    });
    const pending = await pendingLogin(t.server, t.host, user.usuario);
    await t.request("POST", "/conta/pt-br/2fa/enviarcodigo", {
      body: { fator: "email", destino: "", id: pending.id, desafio: pending.desafio },
    });
    const valid = await t.request("POST", "/conta/pt-br/2fa/validarcodigo", {
      headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36" },
      body: {
        codigo: await lastCode(t.server, address),
        id: pending.id,
        desafio: pending.desafio,
        salvar_dispositivo: true,
      },
    });
    const token = valid.json.usuario.token as string;
    const deviceId = valid.json.dispositivo_2fa.id as string;
    const list = await call("configuracoes", token);
    expect(list.json.dispositivos).toEqual([
      {
        id: deviceId,
        nome: "Chrome / Linux",
        criado_em: expect.any(String),
        ultimo_uso: null,
        expira_em: expect.any(String),
      },
    ]);
    const days = (Date.parse(list.json.dispositivos[0].expira_em) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(90);

    const stranger = await signedInUser();
    const notTheirs = await call("dispositivos/remover", stranger.token, { id: deviceId });
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.json.mensagem).toBe("Este dispositivo não está mais salvo.");
    const removed = await call("dispositivos/remover", token, { id: deviceId });
    expect(removed.json.mensagem).toBe("Dispositivo removido. Ele voltará a pedir o código.");
    expect((await call("configuracoes", token)).json.dispositivos).toEqual([]);
  });

  it("shows an app factor that is on but not enrolled yet", async () => {
    const { user, token } = await signedInUser();
    await addAppFactor(t.server.db, t.scope, user.id);
    expect((await call("configuracoes", token)).json).toMatchObject({
      ativo: true,
      autenticador: { ativo: true, configurado: false },
    });
  });
});
