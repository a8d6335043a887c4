import { describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { useTenantServer } from "../../test/tenant-server.ts";
import { addAppFactor, lastCode, pendingLogin } from "../../test/two-factor.ts";
import { hashToken } from "../sessions/session-token.ts";
import { totpCodeAt } from "./totp.ts";
import { MAX_CODE_ATTEMPTS, MAX_CODE_SENDS, MAX_TOTP_ATTEMPTS } from "./two-factor-rules.ts";

describe.each(testDialects())("2FA at sign-in on %s", (dialect) => {
  const t = useTenantServer(dialect, { other: [] });
  let counter = 0;

  /** A fresh user with the e-mail factor, so the per-user limits of one test never touch another. */
  async function emailUser() {
    counter += 1;
    const address = `pessoa${counter}@escola.example`;
    const user = await createUser(t.server.db, t.scope, {
      usuario: `email${counter}`,
      twoFactorEmail: address,
    });
    return { user, address, usuario: user.usuario };
  }

  async function appUser() {
    counter += 1;
    const user = await createUser(t.server.db, t.scope, { usuario: `app${counter}` });
    await addAppFactor(t.server.db, t.scope, user.id);
    return user;
  }

  const send = (body: unknown, opts: { host?: string; lang?: string } = {}) =>
    t.request("POST", `/conta/${opts.lang ?? "pt-br"}/2fa/enviarcodigo`, { host: opts.host ?? t.host, body });
  const validate = (body: unknown, opts: { host?: string; lang?: string } = {}) =>
    t.request("POST", `/conta/${opts.lang ?? "pt-br"}/2fa/validarcodigo`, {
      host: opts.host ?? t.host,
      body,
    });
  const qrCode = (body: unknown) => t.request("POST", "/conta/pt-br/2fa/criar/qrcode", { body });

  /** Signs in with a mailed code, asking to save the device: the challenge and the answer. */
  async function signInSavingDevice(usuario: string, address: string) {
    const pending = await pendingLogin(t.server, t.host, usuario);
    await send({ fator: "email", destino: "", id: pending.id, desafio: pending.desafio });
    const valid = await validate({
      codigo: await lastCode(t.server, address),
      id: pending.id,
      desafio: pending.desafio,
      salvar_dispositivo: true,
    });
    return { pending, valid };
  }

  it("answers the password step with a challenge, stored only as a hash, and no session", async () => {
    const { usuario } = await emailUser();
    const pending = await pendingLogin(t.server, t.host, usuario);
    expect(pending.fatores).toEqual({
      email: { destino: expect.stringMatching(/^p\*\*\*@escola\.example$/) },
    });
    const rows = await t.server.db.selectFrom("two_factor_challenges").select("token_hash").execute();
    expect(rows.some((row) => row.token_hash === pending.desafio)).toBe(false);
    expect(rows.some((row) => row.token_hash === hashToken(pending.desafio))).toBe(true);
    const sessions = await t.server.db
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", pending.id)
      .execute();
    expect(sessions).toHaveLength(0);
  });

  it("mails a code to the stored address and signs in with it", async () => {
    const { address, usuario } = await emailUser();
    const pending = await pendingLogin(t.server, t.host, usuario);
    const sent = await send({
      fator: "email",
      destino: "ladrao@evil.example",
      id: pending.id,
      desafio: pending.desafio,
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json).toEqual({ status: "sucesso", mensagem: "Código enviado para p***@escola.example." });
    expect(await t.server.outbox("ladrao@evil.example")).toHaveLength(0);
    const mail = (await t.server.outbox(address)).at(-1);
    expect(mail?.subject).toBe("Seu código de verificação");
    const code = await lastCode(t.server, address);
    const codes = await t.server.db.selectFrom("two_factor_codes").select(["code_hash"]).execute();
    expect(codes.some((row) => row.code_hash.includes(code))).toBe(false);

    const valid = await validate({ codigo: code, id: pending.id, desafio: pending.desafio });
    expect(valid.status, valid.text).toBe(200);
    expect(valid.json.valido).toBe(true);
    expect(valid.json.dispositivo_2fa).toBeUndefined();
    const token = valid.json.usuario.token as string;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(valid.json.usuario.usuario).toBe(usuario);
    const groups = await t.request("GET", "/conta/pt-br/grupos/ativos", { token });
    expect(groups.status).toBe(200);
  });

  it("answers a wrong code with valido false and locks the code after the limit", async () => {
    const { address, usuario } = await emailUser();
    const pending = await pendingLogin(t.server, t.host, usuario);
    await send({ fator: "email", destino: "", id: pending.id, desafio: pending.desafio });
    const code = await lastCode(t.server, address);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
      const response = await validate({ codigo: wrong, id: pending.id, desafio: pending.desafio });
      expect(response.status, response.text).toBe(200);
      expect(response.json).toEqual({ valido: false });
    }
    const locked = await validate({ codigo: code, id: pending.id, desafio: pending.desafio });
    expect(locked.status).toBe(429);
    expect(locked.json.mensagem).toBe("Muitas tentativas com este código. Solicite um novo código.");
    // A new code works again, on the same challenge.
    await send({ fator: "email", destino: "", id: pending.id, desafio: pending.desafio });
    const fresh = await lastCode(t.server, address);
    const ok = await validate({ codigo: fresh, id: pending.id, desafio: pending.desafio });
    expect(ok.json.valido).toBe(true);
  });

  it("uses a code and a challenge once", async () => {
    const { address, usuario } = await emailUser();
    const pending = await pendingLogin(t.server, t.host, usuario);
    await send({ fator: "email", destino: "", id: pending.id, desafio: pending.desafio });
    const code = await lastCode(t.server, address);
    expect((await validate({ codigo: code, id: pending.id, desafio: pending.desafio })).json.valido).toBe(
      true,
    );
    const again = await validate({ codigo: code, id: pending.id, desafio: pending.desafio });
    expect(again.status).toBe(401);
    expect(again.json.mensagem).toBe("Sua verificação expirou. Faça login novamente.");
    const next = await pendingLogin(t.server, t.host, usuario);
    const replay = await validate({ codigo: code, id: next.id, desafio: next.desafio });
    expect(replay.status).toBe(400);
    expect(replay.json.mensagem).toBe("Nenhum código foi enviado ainda. Solicite um código.");
  });

  it("replaces an earlier code when a new one is sent", async () => {
    const { address, usuario } = await emailUser();
    const pending = await pendingLogin(t.server, t.host, usuario);
    await send({ fator: "email", destino: "", id: pending.id, desafio: pending.desafio });
    const first = await lastCode(t.server, address);
    await send({ fator: "email", destino: "", id: pending.id, desafio: pending.desafio });
    const second = await lastCode(t.server, address);
    if (first !== second) {
      expect((await validate({ codigo: first, id: pending.id, desafio: pending.desafio })).json.valido).toBe(
        false,
      );
    }
    expect((await validate({ codigo: second, id: pending.id, desafio: pending.desafio })).json.valido).toBe(
      true,
    );
  });

  it("refuses an expired code and an expired challenge", async () => {
    const { address, usuario } = await emailUser();
    const pending = await pendingLogin(t.server, t.host, usuario);
    await send({ fator: "email", destino: "", id: pending.id, desafio: pending.desafio });
    const code = await lastCode(t.server, address);
    const past = new Date(Date.now() - 1000).toISOString();
    await t.server.db
      .updateTable("two_factor_codes")
      .set({ expires_at: past })
      .where("user_id", "=", pending.id)
      .execute();
    const expired = await validate(
      { codigo: code, id: pending.id, desafio: pending.desafio },
      { lang: "en-us" },
    );
    expect(expired.status).toBe(400);
    expect(expired.json.mensagem).toBe("This code has expired. Ask for a new code.");
    await t.server.db
      .updateTable("two_factor_challenges")
      .set({ expires_at: past })
      .where("user_id", "=", pending.id)
      .execute();
    const dead = await send({ fator: "email", destino: "", id: pending.id, desafio: pending.desafio });
    expect(dead.status).toBe(401);
    expect(dead.json.mensagem).toBe("Sua verificação expirou. Faça login novamente.");
  });

  it("never sends or checks codes without the challenge of that very user", async () => {
    const a = await emailUser();
    const b = await emailUser();
    const pending = await pendingLogin(t.server, t.host, a.usuario);
    const missing = await send({ fator: "email", destino: "", id: pending.id });
    expect(missing.status).toBe(400);
    expect(missing.json.mensagem).toContain('"desafio"');
    const missingValidate = await validate({ codigo: "123456", id: pending.id });
    expect(missingValidate.status).toBe(400);
    const missingQr = await qrCode({ id: pending.id });
    expect(missingQr.status).toBe(400);
    const forged = await send({ fator: "email", destino: "", id: pending.id, desafio: "x".repeat(43) });
    expect(forged.status).toBe(401);
    const otherUser = await send({ fator: "email", destino: "", id: b.user.id, desafio: pending.desafio });
    expect(otherUser.status).toBe(401);
    const otherTenant = await send(
      { fator: "email", destino: "", id: pending.id, desafio: pending.desafio },
      { host: t.otherHost },
    );
    expect(otherTenant.status).toBe(401);
    expect(await t.server.outbox(b.address)).toHaveLength(0);
    expect(await t.server.outbox(a.address)).toHaveLength(0);
  });

  it("refuses bad payloads and factors the user does not have", async () => {
    const { usuario } = await emailUser();
    const pending = await pendingLogin(t.server, t.host, usuario);
    const letters = await validate({ codigo: "12a456", id: pending.id, desafio: pending.desafio });
    expect(letters.status).toBe(400);
    expect(letters.json.mensagem).toContain('"codigo"');
    const empty = await validate({ codigo: "", id: pending.id, desafio: pending.desafio });
    expect(empty.status).toBe(400);
    const sms = await send({ fator: "sms", destino: "", id: pending.id, desafio: pending.desafio });
    expect(sms.status).toBe(400);
    expect(sms.json.mensagem).toBe("Esta forma de autenticação não está disponível para a sua conta.");
    const qr = await qrCode({ id: pending.id, desafio: pending.desafio });
    expect(qr.status).toBe(400);
    const notSent = await validate({ codigo: "123456", id: pending.id, desafio: pending.desafio });
    expect(notSent.status).toBe(400);
  });

  it("caps the codes sent to one user per window", async () => {
    const { usuario } = await emailUser();
    const pending = await pendingLogin(t.server, t.host, usuario);
    for (let sent = 0; sent < MAX_CODE_SENDS; sent++) {
      const response = await send({ fator: "email", destino: "", id: pending.id, desafio: pending.desafio });
      expect(response.status, response.text).toBe(200);
    }
    // A new challenge does not reset the count: the limit is per user.
    const again = await pendingLogin(t.server, t.host, usuario);
    const capped = await send({ fator: "email", destino: "", id: again.id, desafio: again.desafio });
    expect(capped.status).toBe(429);
    expect(capped.json.mensagem).toBe(
      "Muitos códigos enviados. Aguarde alguns minutos antes de pedir outro.",
    );
  });

  it("enrols an authenticator app at sign-in with a QR code, then signs in with its codes", async () => {
    const user = await appUser();
    const pending = await pendingLogin(t.server, t.host, user.usuario);
    expect(pending.fatores).toEqual({ autenticador: { destino: "", configurado: false } });
    const qr = await qrCode({ id: pending.id, desafio: pending.desafio });
    expect(qr.status, qr.text).toBe(200);
    expect(qr.json.url_qrcode).toMatch(/^data:image\/png;base64,/);
    const secret = qr.json.segredo as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // The database holds the seed sealed, never as the app shows it.
    const stored = await t.scopedDb
      .selectFrom("two_factor_totp")
      .select("secret")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored.secret).not.toContain(secret);
    // The codes come from one instant: a 30 s step that turns during this test must not make "the code just
    // used" a fresh one.
    const enrolledAt = Date.now();
    const first = totpCodeAt(secret, new Date(enrolledAt));
    const valid = await validate({
      codigo: first,
      id: pending.id,
      desafio: pending.desafio,
      fator: "autenticador",
    });
    expect(valid.status, valid.text).toBe(200);
    expect(valid.json.valido).toBe(true);
    expect(valid.json.usuario.token).toBeTruthy();

    // Enrolled: the next sign-in asks for a code and never shows the secret again.
    const next = await pendingLogin(t.server, t.host, user.usuario);
    expect(next.fatores).toEqual({ autenticador: { destino: "", configurado: true } });
    const again = await qrCode({ id: next.id, desafio: next.desafio });
    expect(again.status).toBe(409);
    // The code just used does not work twice; the next one does.
    const replay = await validate({ codigo: first, id: next.id, desafio: next.desafio });
    expect(replay.json).toEqual({ valido: false });
    const later = totpCodeAt(secret, new Date(enrolledAt + 30_000));
    const ok = await validate({ codigo: later, id: next.id, desafio: next.desafio });
    expect(ok.json.valido).toBe(true);
  });

  it("kills a challenge after too many wrong authenticator codes", async () => {
    const user = await appUser();
    const pending = await pendingLogin(t.server, t.host, user.usuario);
    const qr = await qrCode({ id: pending.id, desafio: pending.desafio });
    const secret = qr.json.segredo as string;
    const right = totpCodeAt(secret, new Date());
    const wrong = right === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < MAX_TOTP_ATTEMPTS; attempt++) {
      const response = await validate({ codigo: wrong, id: pending.id, desafio: pending.desafio });
      expect(response.json).toEqual({ valido: false });
    }
    const locked = await validate({ codigo: right, id: pending.id, desafio: pending.desafio });
    expect(locked.status).toBe(429);
    expect(locked.json.mensagem).toBe("Muitas tentativas inválidas. Faça login novamente.");
  });

  it("offers enrolment at sign-in only when the app is the user's only factor", async () => {
    const { user, usuario } = await emailUser();
    await addAppFactor(t.server.db, t.scope, user.id);
    const pending = await pendingLogin(t.server, t.host, usuario);
    expect(Object.keys(pending.fatores)).toEqual(["email"]);
    const qr = await qrCode({ id: pending.id, desafio: pending.desafio });
    expect(qr.status).toBe(400);
    const app = await validate({
      codigo: "123456",
      id: pending.id,
      desafio: pending.desafio,
      fator: "autenticador",
    });
    expect(app.status).toBe(400);
  });

  it("saves a trusted device that skips 2FA for that user only, until it is removed", async () => {
    const { address, usuario } = await emailUser();
    const other = await emailUser();
    const { valid } = await signInSavingDevice(usuario, address);
    expect(valid.json.valido).toBe(true);
    const device = valid.json.dispositivo_2fa as { token: string; id: string };
    expect(device.token).toMatch(/^[\w-]{43}$/);
    const stored = await t.server.db.selectFrom("two_factor_trusted_devices").selectAll().execute();
    expect(stored.some((row) => row.token_hash === device.token)).toBe(false);
    expect(stored.find((row) => row.handle === device.id)?.token_hash).toBe(hashToken(device.token));

    const login = (who: string, token: string, onHost = t.host) =>
      t.request("POST", "/conta/pt-br/logar/padrao", {
        host: onHost,
        body: { usuario: who, senha: TEST_PASSWORD, dispositivo_2fa: token },
      });
    const trusted = await login(usuario, device.token);
    expect(trusted.status).toBe(200);
    expect(trusted.json.usuario.token).toMatch(/^[\w-]{43}$/);
    expect(trusted.json.usuario.usuario_2fa.desafio).toBeUndefined();
    expect((await login(other.usuario, device.token)).json.usuario.token).toBeNull();
    expect((await login(usuario, "nao-existe")).json.usuario.token).toBeNull();

    const removed = await t.request("POST", "/conta/pt-br/logado/2fa/dispositivos/remover", {
      token: trusted.json.usuario.token,
      body: { id: device.id },
    });
    expect(removed.status, removed.text).toBe(200);
    expect((await login(usuario, device.token)).json.usuario.token).toBeNull();
  });

  it("stops trusting a device once it expires", async () => {
    const { address, usuario } = await emailUser();
    const { pending, valid } = await signInSavingDevice(usuario, address);
    await t.server.db
      .updateTable("two_factor_trusted_devices")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", pending.id)
      .execute();
    const login = await t.request("POST", "/conta/pt-br/logar/padrao", {
      body: { usuario, senha: TEST_PASSWORD, dispositivo_2fa: valid.json.dispositivo_2fa.token },
    });
    expect(login.json.usuario.token).toBeNull();
  });
});
