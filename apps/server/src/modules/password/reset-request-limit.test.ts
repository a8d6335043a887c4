import { afterEach, describe, expect, it, vi } from "vitest";
import { solvedCaptcha } from "../../test/captcha.ts";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { useTestServer } from "../../test/test-server.ts";
import { loginDelayMs } from "../login/login-delay.ts";
import { LOGIN_SLOWDOWN, RATE_LIMITS } from "../rate-limit/rate-limit-rules.ts";

const OWNER = "203.0.113.20";
const STRANGER = "192.0.2.66";
const NEW_PASSWORD = "Outra-senha-boa-77";

describe.each(testDialects())("nobody can block someone else's password reset, on %s", (dialect) => {
  const server = useTestServer(dialect, { env: { TRUST_PROXY: "loopback" } });

  afterEach(() => {
    vi.useRealTimers();
  });

  const post = (host: string, ip: string, path: string, body: unknown) =>
    server.request("POST", `/conta/pt-br/${path}`, { host, body, headers: { "x-forwarded-for": ip } });
  const forgot = (host: string, ip: string, usuario: string) =>
    post(host, ip, "recuperar/senha", { usuario });

  function waitForMail(to: string, count: number) {
    return vi.waitFor(
      async () => {
        const mails = await server.outbox(to);
        expect(mails.length, `mails to ${to}`).toBeGreaterThanOrEqual(count);
        return mails;
      },
      { timeout: 10_000, interval: 20 },
    );
  }

  it("lets the owner ask for a link after a stranger used up the requests from their own address", async () => {
    const tenant = await createTenant(server.db);
    await createUser(server.db, tenant.scope, { usuario: "5001", email: "dona@escola.example" });
    const { limit } = RATE_LIMITS.resetRequestsPerAccountAndIp;
    for (let i = 0; i < limit; i++) expect((await forgot(tenant.dominio, STRANGER, "5001")).status).toBe(200);
    const stranger = await forgot(tenant.dominio, STRANGER, "5001");
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers["retry-after"])).toBeGreaterThan(0);

    const owner = await forgot(tenant.dominio, OWNER, "5001");
    expect(owner.status, owner.text).toBe(200);
    expect(await waitForMail("dona@escola.example", limit + 1)).toHaveLength(limit + 1);
  });

  it("caps the requests for one login from anywhere higher, and those from one address", async () => {
    const tenant = await createTenant(server.db);
    const perLogin = RATE_LIMITS.resetRequestsPerAccount.limit;
    const perPair = RATE_LIMITS.resetRequestsPerAccountAndIp.limit;
    expect(perLogin).toBeGreaterThan(perPair);
    for (let i = 0; i < perLogin; i++) {
      const ip = `192.0.2.${Math.floor(i / perPair)}`;
      expect((await forgot(tenant.dominio, ip, "5002")).status).toBe(200);
    }
    expect((await forgot(tenant.dominio, "198.51.100.99", "5002")).status).toBe(429);

    const perIp = RATE_LIMITS.resetRequestsPerIp.limit;
    for (let i = 0; i < perIp; i++) {
      expect((await forgot(tenant.dominio, OWNER, `pessoa-${i}`)).status).toBe(200);
    }
    expect((await forgot(tenant.dominio, OWNER, "mais-uma")).status).toBe(429);
  });

  it("ends a login's run of wrong passwords, so a new browser gets in after 100 of them", async () => {
    const start = Date.parse("2026-11-26T10:30:00.000Z");
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const tenant = await createTenant(server.db);
    const host = tenant.dominio;
    await createUser(server.db, tenant.scope, { usuario: "5003", email: "aluno@escola.example" });
    let now = start;
    for (let i = 0; i < LOGIN_SLOWDOWN.refuseAfterFailures; i++) {
      now += loginDelayMs(i) + 1_000;
      vi.setSystemTime(now);
      const captcha = i >= 3 ? await solvedCaptcha(server, host) : undefined;
      const guess = await post(host, `192.0.2.${i % 50}`, "logar/padrao", {
        usuario: "5003",
        senha: `chute-${i}`,
        captcha,
      });
      expect(guess.status).toBe(401);
    }
    const refused = await post(host, OWNER, "logar/padrao", { usuario: "5003", senha: TEST_PASSWORD });
    expect(refused.status).toBe(429);

    expect((await forgot(host, OWNER, "5003")).status).toBe(200);
    const [mail] = await waitForMail("aluno@escola.example", 1);
    const token = mail?.text.match(/\/usuario\/redefinir-senha\/([\w-]+)/)?.[1];
    const reset = await post(host, OWNER, "redefinir/senha", {
      token,
      senha: NEW_PASSWORD,
      confirmar: NEW_PASSWORD,
    });
    expect(reset.status, reset.text).toBe(200);
    const signedIn = await post(host, OWNER, "logar/padrao", { usuario: "5003", senha: NEW_PASSWORD });
    expect(signedIn.status, signedIn.text).toBe(200);
  }, 300_000);
});
