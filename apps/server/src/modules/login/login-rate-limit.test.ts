import { afterEach, describe, expect, it, vi } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { useTestServer } from "../../test/test-server.ts";
import { RATE_LIMITS } from "../rate-limit/rate-limit-rules.ts";

describe.each(testDialects())("rate limits on logar/padrao on %s", (dialect) => {
  const server = useTestServer(dialect);

  afterEach(() => {
    vi.useRealTimers();
  });

  const login = (host: string, body: Record<string, unknown>, lang = "pt-br") =>
    server.request("POST", `/conta/${lang}/logar/padrao`, { host, body });

  it("never blocks a student who keeps signing in successfully", async () => {
    const tenant = await createTenant(server.db);
    await createUser(server.db, tenant.scope, { usuario: "4003" });
    for (let i = 0; i < RATE_LIMITS.loginFailuresPerAccountAndIp.limit + 5; i++) {
      const response = await login(tenant.dominio, { usuario: "4003", senha: TEST_PASSWORD });
      expect(response.status, response.text).toBe(200);
    }
  });

  it("lets a whole school sign in from one address within a minute, and stops a flood past the ceiling", async () => {
    // The ceiling counts per minute, and a minute that turns midway makes the earlier requests weigh less. A
    // slow machine can spend more than a minute here: the clock stands still, so every request falls in one.
    vi.useFakeTimers({ toFake: ["Date"] });
    const tenant = await createTenant(server.db);
    const students = Array.from({ length: 210 }, (_, i) => `aluno-${5000 + i}`);
    for (const usuario of students) await createUser(server.db, tenant.scope, { usuario });
    const statuses: number[] = [];
    for (let i = 0; i < students.length; i += 15) {
      const batch = students.slice(i, i + 15);
      const responses = await Promise.all(
        batch.map((usuario) => login(tenant.dominio, { usuario, senha: TEST_PASSWORD })),
      );
      statuses.push(...responses.map((response) => response.status));
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(students.length);

    // Then a bot from the same address hammers one login without solving the captcha: each request counts
    // towards the per-address ceiling (cheaply: no password is checked), which stops it.
    for (let i = 0; i < 3; i++) await login(tenant.dominio, { usuario: "alvo", senha: `chute-${i}` });
    const { limit } = RATE_LIMITS.loginRequestsPerIp;
    let sent = students.length + 3;
    let refused: Awaited<ReturnType<typeof login>> | undefined;
    while (!refused && sent < 2 * limit) {
      const response = await login(tenant.dominio, { usuario: "alvo", senha: `chute-${sent}` });
      sent++;
      if (response.status === 429) refused = response;
      else expect(response.json.mensagem).toBe("É necessário confirmar o ReCaptcha");
    }
    // The school's requests counted too: the first request past the ceiling is the one refused.
    expect(sent).toBe(limit + 1);
    expect(refused?.headers["retry-after"]).toMatch(/^\d+$/);
  }, 120_000);
});
