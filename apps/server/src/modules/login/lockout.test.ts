import { type CallContract, callPath } from "@trilha/contracts/call";
import { loginGoogle, socialConfirm, socialNonce } from "@trilha/contracts/social-login.calls";
import { twoFactorSendCode, twoFactorValidateCode } from "@trilha/contracts/two-factor.calls";
import { afterEach, describe, expect, it, vi } from "vitest";
import { solvedCaptcha } from "../../test/captcha.ts";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { startTestServer, type TestResponse, useTestServer } from "../../test/test-server.ts";
import { lastCode } from "../../test/two-factor.ts";
import { KNOWN_BROWSER_COOKIE } from "../known-browsers/known-browser.service.ts";
import { LOGIN_SLOWDOWN, RATE_LIMITS } from "../rate-limit/rate-limit-rules.ts";
import { loginDelayMs } from "./login-delay.ts";

/** The school's NAT address, which the classmate shares with the whole class. */
const SCHOOL = "198.51.100.10";
const HOME = "203.0.113.20";
const ATTACKER = "192.0.2.66";
const START = Date.parse("2026-11-26T10:30:00.000Z");

/** The known-browser cookie a sign-in set, as the browser sends it back. */
function browserCookie(response: TestResponse): string {
  const header = response.headers["set-cookie"];
  const line = (Array.isArray(header) ? header : [header ?? ""]).find((value) =>
    value.startsWith(`${KNOWN_BROWSER_COOKIE}=`),
  );
  expect(line, "the sign-in sets the known-browser cookie").toBeDefined();
  return (line ?? "").split(";")[0] ?? "";
}

describe.each(testDialects())("nobody can lock a student out of signing in, on %s", (dialect) => {
  // The test client is the listed proxy: X-Forwarded-For then says which address each guess comes from.
  const server = useTestServer(dialect, { env: { TRUST_PROXY: "loopback", LOCAL_OIDC: "true" } });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A standard sign-in from `ip`, with the known-browser cookie when the browser holds one. */
  const login = (
    host: string,
    ip: string,
    body: Record<string, unknown>,
    options: { cookie?: string; lang?: string; proto?: string } = {},
  ) =>
    server.request("POST", `/conta/${options.lang ?? "pt-br"}/logar/padrao`, {
      host,
      body,
      headers: {
        "x-forwarded-for": ip,
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.proto ? { "x-forwarded-proto": options.proto } : {}),
      },
    });

  async function tenantWith(...logins: string[]) {
    const tenant = await createTenant(server.db);
    for (const usuario of logins) await createUser(server.db, tenant.scope, { usuario });
    return tenant.dominio;
  }

  /** The captcha the form sends with the i-th wrong password in a row: none before the fourth. */
  const captchaAt = (host: string, i: number) => (i >= 3 ? solvedCaptcha(server, host) : undefined);

  /** `login` with a freshly solved captcha in the body, as the form sends it once one is owed. */
  const loginWithCaptcha = async (
    host: string,
    ip: string,
    body: Record<string, unknown>,
    options?: { cookie?: string },
  ) => login(host, ip, { ...body, captcha: await solvedCaptcha(server, host) }, options);

  /** Wrong passwords as the outside test sent them: the first 3 plain, the rest with a solved captcha. */
  async function guessWrong(host: string, ip: string, usuario: string, count: number, from = 0) {
    const statuses: number[] = [];
    for (let i = from; i < from + count; i++) {
      const captcha = await captchaAt(host, i);
      statuses.push((await login(host, ip, { usuario, senha: `chute-${i}`, captcha })).status);
    }
    return statuses;
  }

  it("ends the outside test's lockout with the victim signed in from their known browser", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: START });
    const host = await tenantWith("4001");
    const earlier = await login(host, HOME, { usuario: "4001", senha: TEST_PASSWORD });
    expect(earlier.status).toBe(200);
    const cookie = browserCookie(earlier);
    vi.setSystemTime(START + 60 * 60_000);

    // At 7:30 a classmate on the school's network: 3 failures, 7 more with solved captchas…
    expect(await guessWrong(host, SCHOOL, "4001", 10)).toEqual(Array(10).fill(401));
    // …and then the login stops answering guesses from anywhere the account never signed in.
    const slowed = await loginWithCaptcha(host, SCHOOL, { usuario: "4001", senha: "mais-um-chute" });
    expect(slowed.status).toBe(429);

    // The victim, on the same school network, in the browser they signed in with before: right password and
    // captcha get in at once.
    const victim = await loginWithCaptcha(
      host,
      SCHOOL,
      { usuario: "4001", senha: TEST_PASSWORD },
      { cookie },
    );
    expect(victim.status, victim.text).toBe(200);
    expect(victim.json.usuario.token).toMatch(/^[\w-]{43}$/);
  });

  it("lets an unknown browser with the right password in after the delay, with the captcha", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: START });
    const host = await tenantWith("4002");
    await guessWrong(host, ATTACKER, "4002", LOGIN_SLOWDOWN.afterFailures);

    const right = { usuario: "4002", senha: TEST_PASSWORD };
    const early = await loginWithCaptcha(host, HOME, right);
    expect(early.status).toBe(429);
    const firstDelay = LOGIN_SLOWDOWN.firstDelayMs / 1_000;
    expect(early.headers["retry-after"]).toBe(String(firstDelay));
    expect(early.json.mensagem).toBe(
      `Este usuário recebeu muitas senhas erradas. Aguarde ${firstDelay} segundos e tente de novo, com a ` +
        "confirmação. Num navegador onde você já entrou nesta conta não é preciso esperar. Esqueceu a senha? " +
        "Use “Esqueci minha senha”.",
    );

    vi.setSystemTime(START + LOGIN_SLOWDOWN.firstDelayMs);
    expect((await login(host, HOME, right)).json.mensagem).toBe("É necessário confirmar o ReCaptcha");
    const after = await loginWithCaptcha(host, HOME, right);
    expect(after.status, after.text).toBe(200);
    // The success ends the run of failures: the next attempt waits for nothing.
    expect((await login(host, HOME, right)).status).toBe(200);
  });

  it("keeps an attacker's 1 000 guesses from one address throttled, captcha solved every time", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: START });
    const host = await tenantWith("4003");
    let checked = 0;
    const statuses = new Set<number>();
    // Over one hour: a guess every 3.6 seconds.
    for (let i = 0; i < 1_000; i++) {
      vi.setSystemTime(START + i * 3_600);
      const captcha = await solvedCaptcha(server, host);
      const response = await login(host, ATTACKER, { usuario: "4003", senha: `chute-${i}`, captcha });
      statuses.add(response.status);
      if (response.status === 401) checked++;
    }
    expect([...statuses].sort()).toEqual([401, 429]);
    // 10 before the slowdown, then one per growing delay (5 s, 10 s, 20 s … 10 min): about 20 in an hour.
    expect(checked).toBeGreaterThanOrEqual(LOGIN_SLOWDOWN.afterFailures);
    expect(checked).toBeLessThanOrEqual(25);
    const failures = await server.db
      .selectFrom("login_attempts")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .where("usuario", "=", "4003")
      .executeTakeFirstOrThrow();
    expect(Number(failures.count)).toBe(checked);
  }, 300_000);

  it("lets only one of many parallel guesses through once a login is slowed down", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: START });
    const host = await tenantWith("4004");
    await guessWrong(host, ATTACKER, "4004", LOGIN_SLOWDOWN.afterFailures);
    vi.setSystemTime(START + 60 * 60_000);
    const captchas = await Promise.all(Array.from({ length: 8 }, () => solvedCaptcha(server, host)));
    const responses = await Promise.all(
      captchas.map((captcha, i) =>
        login(host, `192.0.2.${100 + i}`, { usuario: "4004", senha: `paralelo-${i}`, captcha }),
      ),
    );
    expect(responses.filter((response) => response.status === 401)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(7);
  });

  it("limits wrong passwords per (login, address), leaving the owner's address alone", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: START });
    const host = await tenantWith("4005");
    const { limit } = RATE_LIMITS.loginFailuresPerAccountAndIp;
    for (let i = 0; i < limit; i++) {
      vi.setSystemTime(START + i * 1_000);
      const captcha = await captchaAt(host, i);
      expect((await login(host, ATTACKER, { usuario: "4005", senha: `chute-${i}`, captcha })).status).toBe(
        401,
      );
    }
    // Past the login's first delay, so that only the (login, address) limit can refuse.
    vi.setSystemTime(START + limit * 1_000 + LOGIN_SLOWDOWN.firstDelayMs);
    const refused = await loginWithCaptcha(host, ATTACKER, { usuario: "4005", senha: "mais-um" });
    expect(refused.status).toBe(429);
    expect(refused.json.mensagem).toMatch(
      /^Muitas senhas erradas a partir desta rede\. Aguarde cerca de \d+ minutos/,
    );
    expect((await loginWithCaptcha(host, HOME, { usuario: "4005", senha: TEST_PASSWORD })).status).toBe(200);
  });

  it("puts a hard ceiling on wrong passwords per address, for browsers the logins never saw", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: START });
    const { limit } = RATE_LIMITS.loginFailuresPerIp;
    const logins = Array.from({ length: limit + 1 }, (_, i) => `spray-${i}`);
    const host = await tenantWith("4006", ...logins);
    const known = await login(host, HOME, { usuario: "4006", senha: TEST_PASSWORD });
    const cookie = browserCookie(known);

    for (const usuario of logins.slice(0, limit)) {
      expect((await login(host, SCHOOL, { usuario, senha: "Senha123" })).status).toBe(401);
    }
    const refused = await login(host, SCHOOL, { usuario: logins[limit], senha: TEST_PASSWORD });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(60);
    expect(refused.json.mensagem).toMatch(
      /^Muitas senhas erradas a partir desta rede\. Aguarde cerca de \d+ minutos e tente de novo, ou entre por um navegador onde você já entrou nesta conta\./,
    );
    // A student whose browser signed in before is not held back by the address…
    expect((await login(host, SCHOOL, { usuario: "4006", senha: TEST_PASSWORD }, { cookie })).status).toBe(
      200,
    );
    // …and nobody at another address is.
    expect((await login(host, HOME, { usuario: logins[limit], senha: TEST_PASSWORD })).status).toBe(200);
  }, 120_000);

  it("refuses browsers a login never saw after 100 consecutive failures, until a known browser signs in", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: START });
    const host = await tenantWith("4007");
    const cookie = browserCookie(await login(host, HOME, { usuario: "4007", senha: TEST_PASSWORD }));
    let now = START;
    for (let i = 0; i < LOGIN_SLOWDOWN.refuseAfterFailures; i++) {
      now += loginDelayMs(i) + 1_000;
      vi.setSystemTime(now);
      const captcha = await captchaAt(host, i);
      const ip = `192.0.2.${i % 50}`;
      const response = await login(host, ip, { usuario: "4007", senha: `chute-${i}`, captcha });
      expect(response.status, `guess ${i}: ${response.text}`).toBe(401);
    }
    vi.setSystemTime(now + 24 * 60 * 60_000);
    const right = { usuario: "4007", senha: TEST_PASSWORD };
    const refused = await loginWithCaptcha(host, HOME, right);
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBeUndefined();
    expect(refused.json.mensagem).toBe(
      "Este usuário recebeu senhas erradas demais. Por segurança, agora só é possível entrar por um navegador " +
        "onde você já entrou nesta conta, ou depois de criar uma nova senha em “Esqueci minha senha”.",
    );
    const english = await login(host, HOME, right, { lang: "en-us" });
    expect(english.json.mensagem).toMatch(/^This username has had far too many wrong passwords\./);

    const known = await loginWithCaptcha(host, HOME, right, { cookie });
    expect(known.status, known.text).toBe(200);
    expect((await login(host, ATTACKER, right)).status).toBe(200);
  }, 300_000);

  it("counts the known browser's own wrong passwords, so a stolen laptop cannot guess forever", async () => {
    // Early in a UTC day, so the daily window does not turn midway.
    const dayStart = Date.parse("2026-11-26T00:30:00.000Z");
    vi.useFakeTimers({ toFake: ["Date"], now: dayStart });
    const host = await tenantWith("4008");
    const cookie = browserCookie(await login(host, HOME, { usuario: "4008", senha: TEST_PASSWORD }));
    const { limit } = RATE_LIMITS.loginFailuresPerKnownBrowser;
    for (let i = 0; i < limit; i++) {
      const captcha = await captchaAt(host, i);
      const response = await login(host, HOME, { usuario: "4008", senha: `chute-${i}`, captcha }, { cookie });
      expect(response.status).toBe(401);
    }
    const refused = await loginWithCaptcha(host, HOME, { usuario: "4008", senha: TEST_PASSWORD }, { cookie });
    expect(refused.status).toBe(429);
    expect(refused.json.mensagem).toMatch(
      /^Muitas senhas erradas neste navegador\. Aguarde cerca de \d+ minutos/,
    );

    // Past the short window, the daily ceiling still holds.
    const daily = RATE_LIMITS.loginFailuresPerKnownBrowserDaily.limit;
    let statuses: number[] = [];
    for (let i = limit; i < daily + 1; i++) {
      vi.setSystemTime(dayStart + i * 30 * 60_000);
      const captcha = await solvedCaptcha(server, host);
      statuses = [
        ...statuses,
        (await login(host, HOME, { usuario: "4008", senha: `chute-${i}`, captcha }, { cookie })).status,
      ];
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(daily - limit);
    expect(statuses.at(-1)).toBe(429);
  }, 120_000);

  it("knows the browser after a second factor, and counts a 2FA saved device as known", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: START });
    const tenant = await createTenant(server.db);
    const host = tenant.dominio;
    await createUser(server.db, tenant.scope, { usuario: "4010", twoFactorEmail: "sofia@escola.example" });
    const password = await login(host, HOME, { usuario: "4010", senha: TEST_PASSWORD });
    expect(password.json.usuario.token).toBeNull();
    // No session yet, so nothing is known yet either.
    expect(password.headers["set-cookie"]).toBeUndefined();
    const { id, desafio } = password.json.usuario.usuario_2fa;
    const twoFactor = (call: CallContract, body: unknown) =>
      server.request("POST", callPath(call, "pt-br"), { host, body, headers: { "x-forwarded-for": HOME } });
    expect((await twoFactor(twoFactorSendCode, { fator: "email", destino: "", id, desafio })).status).toBe(
      200,
    );
    const codigo = await lastCode(server, "sofia@escola.example");
    const valid = await twoFactor(twoFactorValidateCode, {
      codigo,
      id,
      desafio,
      fator: "email",
      salvar_dispositivo: true,
    });
    expect(valid.json.valido).toBe(true);
    const cookie = browserCookie(valid);
    const device = valid.json.dispositivo_2fa.token as string;

    vi.setSystemTime(START + 60 * 60_000);
    await guessWrong(host, ATTACKER, "4010", LOGIN_SLOWDOWN.afterFailures);
    const right = { usuario: "4010", senha: TEST_PASSWORD };
    const captcha = () => solvedCaptcha(server, host);
    expect((await login(host, SCHOOL, { ...right, captcha: await captcha() })).status).toBe(429);
    // The saved device alone (a browser that lost its cookies but kept the device token)…
    const saved = await login(host, SCHOOL, { ...right, captcha: await captcha(), dispositivo_2fa: device });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.usuario.token).toMatch(/^[\w-]{43}$/);
    // …and the cookie the code's session set.
    vi.setSystemTime(START + 2 * 60 * 60_000);
    await guessWrong(host, ATTACKER, "4010", LOGIN_SLOWDOWN.afterFailures, 10);
    const pending = await login(host, SCHOOL, { ...right, captcha: await captcha() }, { cookie });
    expect(pending.status, pending.text).toBe(200);
    expect(pending.json.usuario.usuario_2fa.desafio).toMatch(/^[\w-]{43}$/);
  });

  it("knows the browser after a social sign-in", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: START });
    const clientId = "google-client.apps.googleusercontent.com";
    const tenant = await createTenant(server.db, {
      principal: 1,
      configuracoes: JSON.stringify({ google_login_id: clientId }),
    });
    const host = tenant.dominio;
    await createUser(server.db, tenant.scope, { usuario: "4011", email: "ana.social@escola.example" });
    try {
      const nonce = await server.request("POST", callPath(socialNonce, "pt-br"), { host });
      const issuer = server.app.providers.oidc.local;
      if (!issuer) throw new Error("the local provider is off");
      const idToken = await issuer.mint({
        provider: "google",
        audience: clientId,
        subject: "google-sub-4011",
        nonce: nonce.json.nonce,
        email: "ana.social@escola.example",
        emailVerified: true,
        name: "Ana",
      });
      const social = await server.request("POST", callPath(loginGoogle, "pt-br"), {
        host,
        body: { id_token_google: idToken },
        headers: { "x-forwarded-for": HOME },
      });
      // Linking to an account with a password asks for it first (social-login.service.ts).
      const confirmed = await server.request("POST", callPath(socialConfirm, "pt-br"), {
        host,
        body: { desafio: social.json.confirmacao.desafio, senha: TEST_PASSWORD },
        headers: { "x-forwarded-for": HOME },
      });
      expect(confirmed.json.usuario.usuario).toBe("4011");
      const cookie = browserCookie(confirmed);

      vi.setSystemTime(START + 60 * 60_000);
      await guessWrong(host, ATTACKER, "4011", LOGIN_SLOWDOWN.afterFailures);
      const right = { usuario: "4011", senha: TEST_PASSWORD };
      expect((await loginWithCaptcha(host, SCHOOL, right, { cookie })).status).toBe(200);
    } finally {
      await server.db.updateTable("tenants").set({ principal: 0 }).where("id", "=", tenant.id).execute();
    }
  });

  it("sets the known-browser cookie HttpOnly and SameSite=Strict, Secure under https, and renews its token", async () => {
    const host = await tenantWith("4009");
    const first = await login(host, HOME, { usuario: "4009", senha: TEST_PASSWORD });
    const header = String(first.headers["set-cookie"]);
    expect(header).toMatch(
      new RegExp(`^${KNOWN_BROWSER_COOKIE}=[\\w-]{43}; Path=/conta/; Max-Age=7776000; `),
    );
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Strict");
    expect(header).not.toContain("Secure");
    // A proxy's word does not make it Secure; PUBLIC_URL_SCHEME, how people reach the platform, does.
    const claimed = await login(host, HOME, { usuario: "4009", senha: TEST_PASSWORD }, { proto: "https" });
    expect(String(claimed.headers["set-cookie"])).not.toContain("Secure");
    const secure = await startTestServer(dialect, { env: { PUBLIC_URL_SCHEME: "https" } });
    try {
      const tenant = await createTenant(secure.db);
      await createUser(secure.db, tenant.scope, { usuario: "4009" });
      const overHttps = await secure.request("POST", "/conta/pt-br/logar/padrao", {
        host: tenant.dominio,
        body: { usuario: "4009", senha: TEST_PASSWORD },
      });
      expect(String(overHttps.headers["set-cookie"])).toContain("; Secure");
    } finally {
      await secure.close();
    }

    const cookie = browserCookie(first);
    const second = await login(host, HOME, { usuario: "4009", senha: TEST_PASSWORD }, { cookie });
    expect(browserCookie(second)).not.toBe(cookie);
    const rows = await server.db.selectFrom("known_browsers").select("token_hash").execute();
    expect(rows.some((row) => cookie.includes(row.token_hash))).toBe(false);
    // A wrong password sets nothing.
    const wrong = await login(host, HOME, { usuario: "4009", senha: "errada" });
    expect(wrong.headers["set-cookie"]).toBeUndefined();
  });
});

describe("loginDelayMs", () => {
  it("waits nothing before the threshold, then doubles from the first delay up to the cap", () => {
    const { afterFailures, firstDelayMs, maxDelayMs } = LOGIN_SLOWDOWN;
    expect(loginDelayMs(0)).toBe(0);
    expect(loginDelayMs(afterFailures - 1)).toBe(0);
    expect(loginDelayMs(afterFailures)).toBe(firstDelayMs);
    expect(loginDelayMs(afterFailures + 1)).toBe(2 * firstDelayMs);
    expect(loginDelayMs(afterFailures + 3)).toBe(8 * firstDelayMs);
    expect(loginDelayMs(afterFailures + 50)).toBe(maxDelayMs);
    expect(loginDelayMs(10_000)).toBe(maxDelayMs);
    for (let n = afterFailures; n < afterFailures + 30; n++) {
      expect(loginDelayMs(n + 1)).toBeGreaterThanOrEqual(loginDelayMs(n));
    }
  });
});
