import { beforeAll, describe, expect, it } from "vitest";
import type { TenantScope } from "../db/tenant-scope.ts";
import { RATE_LIMITS } from "../modules/rate-limit/rate-limit-rules.ts";
import { auditEventsOf } from "../test/audit-rows.ts";
import { testDialects } from "../test/dialects.ts";
import { createTenant, createUser } from "../test/factories.ts";
import { useTestServer } from "../test/test-server.ts";

const LIMIT = RATE_LIMITS.resetTokenChecksPerIp.limit;
const TOKEN = "A".repeat(43);

/**
 * The outside test sent 35 reset-token checks, each with another X-Forwarded-For, past a limit of 30 per
 * address, and the audit log recorded the address it made up. Behind the proxies TRUST_PROXY names, the
 * address is the one the last trusted proxy saw; anything a client writes before it counts for nothing.
 */
describe.each(testDialects())("client addresses behind TRUST_PROXY on %s", (dialect) => {
  describe.each([
    // The test's socket peer (127.0.0.1) is the proxy, which appended the address it saw.
    ["the proxy's address", "127.0.0.1", (i: number) => `6.6.6.${i}, 203.0.113.7`, "203.0.113.7"],
    // Two proxies in a row, both trusted by range: the outer one's view of the client counts.
    [
      "ranges and a name",
      "loopback, 10.0.0.0/8",
      (i: number) => `6.6.6.${i}, 203.0.113.7, 10.0.0.2`,
      "203.0.113.7",
    ],
    // A peer that is not a listed proxy is the client itself, whatever it forwards.
    ["another proxy's address", "10.9.9.9", (i: number) => `6.6.6.${i}`, "127.0.0.1"],
  ])("with %s", (_case, trustProxy, forwardedFor, clientAddress) => {
    const server = useTestServer(dialect, { env: { TRUST_PROXY: trustProxy } });
    let host: string;
    let scope: TenantScope;

    beforeAll(async () => {
      const tenant = await createTenant(server.db);
      host = tenant.dominio;
      scope = tenant.scope;
      await createUser(server.db, tenant.scope, { usuario: "esqueci", email: "esqueci@escola.example" });
    });

    it(`stops the same client after ${LIMIT} reset-token checks however its X-Forwarded-For changes`, async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 35; i++) {
        const response = await server.request("POST", "/conta/pt-br/redefinir/senha/verificar", {
          host,
          body: { token: TOKEN },
          headers: { "x-forwarded-for": forwardedFor(i) },
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, LIMIT).every((status) => status === 200)).toBe(true);
      expect(statuses.slice(LIMIT)).toEqual([429, 429, 429, 429, 429]);
    });

    it("records the real client address in the audit log", async () => {
      const response = await server.request("POST", "/conta/pt-br/recuperar/senha", {
        host,
        body: { usuario: "esqueci" },
        headers: { "x-forwarded-for": forwardedFor(6) },
      });
      expect(response.status).toBe(200);
      const events = await auditEventsOf(server.db, scope, "password.reset_requested").select("ip").execute();
      expect(events.map((event) => event.ip)).toEqual([clientAddress]);
    });
  });
});
