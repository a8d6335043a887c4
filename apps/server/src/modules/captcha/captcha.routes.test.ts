import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createLocalCaptcha } from "../../providers/captcha/local-captcha.ts";
import { createRecaptcha } from "../../providers/captcha/recaptcha.ts";
import { fetchChallenge, solvedCaptcha, solveQuestion } from "../../test/captcha.ts";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { useTenantServer } from "../../test/tenant-server.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";

const REQUIRED_PT = "É necessário confirmar o ReCaptcha";

describe.each(testDialects())("failed attempts and the captcha on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    users: ["1002", "1003", "1004", "1005", "1006", "1007", "1008"].map((usuario) => ({ usuario })),
    other: [{ usuario: "1002" }],
  });

  const login = (body: Record<string, unknown>, opts: { host?: string; lang?: string } = {}) =>
    t.server.request("POST", `/conta/${opts.lang ?? "pt-br"}/logar/padrao`, {
      host: opts.host ?? t.host,
      body,
    });
  const attempts = async (usuario: string, opts: { host?: string } = {}) => {
    const response = await t.server.request("POST", "/conta/pt-br/recapth/tentativa", {
      host: opts.host ?? t.host,
      body: { usuario },
    });
    expect(response.status, response.text).toBe(200);
    return response.json.usuario.tentativasSenha as number;
  };
  const failTimes = async (usuario: string, times: number) => {
    for (let i = 0; i < times; i++) {
      expect((await login({ usuario, senha: "errada" })).status).toBe(401);
    }
  };
  const failedRows = async () =>
    (await t.server.db.selectFrom("login_attempts").select("id").where("succeeded", "=", 0).execute()).length;

  describe("recapth/tentativa", () => {
    it("counts the failed logins of a normalised login, in the request's scope only", async () => {
      expect(await attempts("1002")).toBe(0);
      await failTimes("1002", 1);
      await failTimes("0001002", 1);
      expect(await attempts("1002")).toBe(2);
      expect(await attempts(" 01002 ")).toBe(2);
      expect(await attempts("1002", { host: t.otherHost })).toBe(0);
    });

    it("counts logins that do not exist the same way, so it tells nothing about who has an account", async () => {
      await failTimes("ninguem-aqui", 2);
      expect(await attempts("ninguem-aqui")).toBe(2);
    });

    it("starts again from zero after a successful login", async () => {
      await failTimes("1003", 2);
      expect(await attempts("1003")).toBe(2);
      expect((await login({ usuario: "1003", senha: TEST_PASSWORD })).status).toBe(200);
      expect(await attempts("1003")).toBe(0);
      await failTimes("1003", 1);
      expect(await attempts("1003")).toBe(1);
    });

    it("forgets failures older than the window", async () => {
      const old = new Date(Date.now() - 31 * 60_000).toISOString();
      const tenant = await t.server.db
        .selectFrom("tenants")
        .select(["id", "database_share"])
        .where("dominio", "=", t.host)
        .executeTakeFirstOrThrow();
      await t.server.db
        .insertInto("login_attempts")
        .values(
          [1, 2, 3].map(() => ({
            scope: `tenant:${tenant.id}`,
            usuario: "1004",
            ip: "127.0.0.1",
            succeeded: 0,
            created_at: old,
          })),
        )
        .execute();
      expect(await attempts("1004")).toBe(0);
      // …so those old failures do not ask for a captcha either.
      expect((await login({ usuario: "1004", senha: TEST_PASSWORD })).status).toBe(200);
    });

    it("refuses a bad body with a message in the path's language", async () => {
      const missing = await t.request("POST", "/conta/en-us/recapth/tentativa", { body: {} });
      expect(missing.status).toBe(400);
      expect(missing.json.mensagem).toContain('the field "usuario" is required');
      const tooLong = await t.request("POST", "/conta/pt-br/recapth/tentativa", {
        body: { usuario: "x".repeat(101) },
      });
      expect(tooLong.status).toBe(400);
    });
  });

  describe("recapth/desafio (built-in challenge)", () => {
    it("asks an arithmetic question in words, in the path's language, and stores only a hash", async () => {
      const pt = await fetchChallenge(t.server, t.host, "pt-br");
      expect(pt.pergunta).toMatch(/^Quanto é [a-zêé]+ (mais|menos) [a-zêé]+\?$/);
      expect(pt.id).toMatch(/^[\w-]{22}$/);
      const ttl = Date.parse(pt.expira_em) - Date.now();
      expect(ttl).toBeGreaterThan(4 * 60_000);
      expect(ttl).toBeLessThanOrEqual(5 * 60_000);
      const answer = solveQuestion(pt.pergunta);
      expect(answer).toBeGreaterThanOrEqual(0);
      expect(answer).toBeLessThanOrEqual(20);
      const row = await t.server.db
        .selectFrom("captcha_challenges")
        .selectAll()
        .where("id", "=", pt.id)
        .executeTakeFirstOrThrow();
      expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(`"${answer}"`);
      expect((await fetchChallenge(t.server, t.host, "en-us")).pergunta).toMatch(
        /^What is [a-z]+ (plus|minus) [a-z]+\?$/,
      );
      const es = await fetchChallenge(t.server, t.host, "es-es");
      expect(es.pergunta).toMatch(/^¿Cuánto es [a-zé]+ (más|menos) [a-zé]+\?$/);
      expect(solveQuestion(es.pergunta, "es-es")).toBeGreaterThanOrEqual(0);
    });

    it("keeps each tenant's challenges to itself", async () => {
      await failTimes("1007", 3);
      const elsewhere = await fetchChallenge(t.server, t.otherHost);
      const captcha = `${elsewhere.id}:${solveQuestion(elsewhere.pergunta)}`;
      const response = await login({ usuario: "1007", senha: TEST_PASSWORD, captcha });
      expect(response.status).toBe(400);
      expect(response.json.mensagem).toBe(REQUIRED_PT);
    });
  });

  describe("the captcha gate on logar/padrao", () => {
    it("asks nothing before the third failure", async () => {
      await failTimes("1005", 2);
      expect((await login({ usuario: "1005", senha: TEST_PASSWORD })).status).toBe(200);
    });

    it("refuses a login without a captcha after three failures, without checking the password", async () => {
      await failTimes("1006", 3);
      expect(await attempts("1006")).toBe(3);
      const before = await failedRows();
      const right = await login({ usuario: "1006", senha: TEST_PASSWORD });
      expect(right.status).toBe(400);
      expect(right.json).toEqual({ status: "erro", mensagem: REQUIRED_PT });
      const wrong = await login({ usuario: "1006", senha: "errada" });
      expect(wrong.json.mensagem).toBe(REQUIRED_PT);
      // The password was not checked: no attempt recorded either way.
      expect(await failedRows()).toBe(before);
      expect(await attempts("1006")).toBe(3);
      const en = await login({ usuario: "1006", senha: TEST_PASSWORD }, { lang: "en-us" });
      expect(en.json.mensagem).toBe("Please confirm the reCAPTCHA");
      const es = await login({ usuario: "1006", senha: TEST_PASSWORD }, { lang: "es-es" });
      expect(es.json.mensagem).toBe("Es necesario confirmar el ReCaptcha");
    });

    it("refuses a wrong answer, a malformed one and an unknown challenge", async () => {
      const challenge = await fetchChallenge(t.server, t.host);
      const wrongAnswer = `${challenge.id}:${solveQuestion(challenge.pergunta) + 1}`;
      for (const captcha of [wrongAnswer, "sem-separador", ":3", "nao-existe:3", `${challenge.id}:sete`]) {
        const response = await login({ usuario: "1006", senha: TEST_PASSWORD, captcha });
        expect(response.status, captcha).toBe(400);
        expect(response.json.mensagem).toBe(REQUIRED_PT);
      }
    });

    it("uses a challenge up with its first answer, even a wrong one", async () => {
      const challenge = await fetchChallenge(t.server, t.host);
      const answer = solveQuestion(challenge.pergunta);
      await login({ usuario: "1006", senha: TEST_PASSWORD, captcha: `${challenge.id}:${answer + 1}` });
      const retry = await login({
        usuario: "1006",
        senha: TEST_PASSWORD,
        captcha: `${challenge.id}:${answer}`,
      });
      expect(retry.status).toBe(400);
      expect(retry.json.mensagem).toBe(REQUIRED_PT);
    });

    it("refuses a right answer given twice", async () => {
      const captcha = await solvedCaptcha(t.server, t.host);
      // Right captcha, wrong password: the password is checked (and fails), and the challenge is spent.
      const first = await login({ usuario: "1006", senha: "errada", captcha });
      expect(first.status).toBe(401);
      expect(first.json.mensagem).toBe("Usuário ou senha incorretos.");
      const reused = await login({ usuario: "1006", senha: TEST_PASSWORD, captcha });
      expect(reused.status).toBe(400);
      expect(reused.json.mensagem).toBe(REQUIRED_PT);
    });

    it("refuses an expired challenge", async () => {
      const challenge = await fetchChallenge(t.server, t.host);
      await t.server.db
        .updateTable("captcha_challenges")
        .set({ expires_at: new Date(Date.now() - 1_000).toISOString() })
        .where("id", "=", challenge.id)
        .execute();
      const captcha = `${challenge.id}:${solveQuestion(challenge.pergunta)}`;
      const response = await login({ usuario: "1006", senha: TEST_PASSWORD, captcha });
      expect(response.status).toBe(400);
      expect(response.json.mensagem).toBe(REQUIRED_PT);
    });

    it("signs in with the right answer and the right password, and the count starts again", async () => {
      const captcha = await solvedCaptcha(t.server, t.host);
      const response = await login({ usuario: "01006", senha: TEST_PASSWORD, captcha: ` ${captcha} ` });
      expect(response.status, response.text).toBe(200);
      expect(response.json.usuario.token).toBeTruthy();
      expect(await attempts("1006")).toBe(0);
      expect((await login({ usuario: "1006", senha: TEST_PASSWORD })).status).toBe(200);
    });
  });
});

describe.each(testDialects())("failed attempts expire with ATTEMPT_WINDOW_MINUTES on %s", (dialect) => {
  // 0.02 minutes: failures count for 1.2 seconds.
  const t = useTenantServer(dialect, {
    env: { ATTEMPT_WINDOW_MINUTES: "0.02" },
    users: [{ usuario: "2001" }],
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("stops counting a failure, and asking for the captcha, once it is older than the window", async () => {
    // Three password checks can outlast a 1.2 s window on a slow machine: the clock moves only when told to.
    vi.useFakeTimers({ toFake: ["Date"] });
    for (let i = 0; i < 3; i++) {
      await t.request("POST", "/conta/pt-br/logar/padrao", {
        body: { usuario: "2001", senha: "errada" },
      });
    }
    const count = () => t.request("POST", "/conta/pt-br/recapth/tentativa", { body: { usuario: "2001" } });
    expect((await count()).json.usuario.tentativasSenha).toBe(3);
    const gated = await t.request("POST", "/conta/pt-br/logar/padrao", {
      body: { usuario: "2001", senha: TEST_PASSWORD },
    });
    expect(gated.status).toBe(400);
    vi.setSystemTime(Date.now() + 1_500);
    expect((await count()).json.usuario.tentativasSenha).toBe(0);
    const open = await t.request("POST", "/conta/pt-br/logar/padrao", {
      body: { usuario: "2001", senha: TEST_PASSWORD },
    });
    expect(open.status).toBe(200);
  });
});

describe.each(testDialects())("reCAPTCHA on %s (Google's siteverify replaced by a fake)", (dialect) => {
  let server: TestServer;
  let recaptchaHost: string;
  let plainHost: string;
  const verifications: URLSearchParams[] = [];
  let googleDown = false;

  beforeAll(async () => {
    const fakeFetch = (async (_url: string | URL | Request, init?: RequestInit) => {
      if (googleDown) throw new TypeError("fetch failed");
      const form = new URLSearchParams(String(init?.body));
      verifications.push(form);
      const success = form.get("secret") === "segredo-do-servidor" && form.get("response") === "token-bom";
      return new Response(JSON.stringify({ success }), { headers: { "content-type": "application/json" } });
    }) as typeof fetch;
    server = await startTestServer(dialect, {
      env: { RECAPTCHA_SECRET: "segredo-do-servidor" },
      providers: (db) => ({
        captcha: {
          local: createLocalCaptcha(db),
          recaptcha: createRecaptcha("segredo-do-servidor", { fetch: fakeFetch }),
        },
      }),
    });
    const withKey = await createTenant(server.db, {
      configuracoes: JSON.stringify({ recaptcha_site_key: "chave-publica" }),
    });
    recaptchaHost = withKey.dominio;
    plainHost = (await createTenant(server.db)).dominio;
    await createUser(server.db, withKey.scope, { usuario: "3001" });
  });
  afterAll(() => server.close());

  const login = (body: Record<string, unknown>) =>
    server.request("POST", "/conta/pt-br/logar/padrao", { host: recaptchaHost, body });

  it("offers reCAPTCHA with the tenant's site key, and the built-in challenge to a tenant without one", async () => {
    const google = await server.request("GET", "/conta/pt-br/recapth/desafio", { host: recaptchaHost });
    expect(google.json).toEqual({ tipo: "recaptcha", site_key: "chave-publica" });
    const local = await server.request("GET", "/conta/pt-br/recapth/desafio", { host: plainHost });
    expect(local.json.tipo).toBe("local");
  });

  it("lets Google's verdict decide, sending the secret and the client's address", async () => {
    for (let i = 0; i < 3; i++) await login({ usuario: "3001", senha: "errada" });
    const bad = await login({ usuario: "3001", senha: TEST_PASSWORD, captcha: "token-ruim" });
    expect(bad.status).toBe(400);
    expect(bad.json.mensagem).toBe(REQUIRED_PT);
    const good = await login({ usuario: "3001", senha: TEST_PASSWORD, captcha: "token-bom" });
    expect(good.status, good.text).toBe(200);
    expect(verifications.at(-1)?.get("secret")).toBe("segredo-do-servidor");
    expect(verifications.at(-1)?.get("remoteip")).toBe("127.0.0.1");
  });

  it("answers 503 with a clear message when Google cannot be reached, and never lets the login pass", async () => {
    for (let i = 0; i < 3; i++) await login({ usuario: "3001", senha: "errada" });
    googleDown = true;
    try {
      const response = await login({ usuario: "3001", senha: TEST_PASSWORD, captcha: "token-bom" });
      expect(response.status).toBe(503);
      expect(response.json.mensagem).toBe(
        "Não foi possível verificar o ReCaptcha agora. Tente novamente em instantes.",
      );
    } finally {
      googleDown = false;
    }
  });

  it("uses the built-in challenge on a tenant with a site key when the server has no secret", async () => {
    const noSecret = await startTestServer(dialect);
    try {
      const tenant = await createTenant(noSecret.db, {
        configuracoes: JSON.stringify({ recaptcha_site_key: "chave-publica" }),
      });
      const response = await noSecret.request("GET", "/conta/pt-br/recapth/desafio", {
        host: tenant.dominio,
      });
      expect(response.json.tipo).toBe("local");
    } finally {
      await noSecret.close();
    }
  });
});
