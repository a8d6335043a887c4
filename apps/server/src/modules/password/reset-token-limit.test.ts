import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createTenant } from "../../test/factories.ts";
import { useTestServer } from "../../test/test-server.ts";
import { RATE_LIMITS } from "../rate-limit/rate-limit-rules.ts";

describe.each(testDialects())("reset tokens presented from one address on %s", (dialect) => {
  const server = useTestServer(dialect);
  let host: string;

  beforeAll(async () => {
    host = (await createTenant(server.db)).dominio;
  });

  it("stop being checked past the limit, with 429 and retry-after", async () => {
    const present = (i: number) =>
      server.request("POST", "/conta/pt-br/redefinir/senha", {
        host,
        body: { token: `token-inventado-${i}`, senha: "Nova-senha-42", confirmar: "Nova-senha-42" },
      });
    for (let i = 0; i < RATE_LIMITS.resetTokenChecksPerIp.limit; i++) {
      expect((await present(i)).status).not.toBe(429);
    }
    const refused = await present(-1);
    expect(refused.status).toBe(429);
    expect(refused.json.status).toBe("erro");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});
