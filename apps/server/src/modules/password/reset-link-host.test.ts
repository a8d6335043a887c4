import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TenantRow } from "../../db/schema.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser } from "../../test/factories.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";

type Tenant = TenantRow & { scope: TenantScope };

/** A header value as a client would put raw UTF-8 on the wire (Node would refuse the characters themselves). */
const utf8Bytes = (text: string) => Buffer.from(text, "utf8").toString("latin1");

/**
 * The outside test's account takeover: a reset link built from the Host (or X-Forwarded-Host) header. The link
 * in the mail must be the resolved tenant's own origin whatever those headers say, and a Host header that is no
 * host at all gets a 400 and no mail.
 */
describe.each(testDialects())("reset links ignore request headers on %s", (dialect) => {
  let server: TestServer;
  let principal: Tenant;
  let school: Tenant;
  let sequence = 0;

  async function startWith(env: Record<string, string>) {
    server = await startTestServer(dialect, { env });
    principal = await createTenant(server.db, { principal: 1, dominio: "localhost", slug: "trilha" });
    school = await createTenant(server.db, { dominio: "escola.localhost", slug: "escola" });
  }

  /** Asks for a reset as a fresh account of `on` (limits are per login and per address) and returns its mail's link. */
  async function resetLink(on: Tenant, headers: Record<string, string>) {
    sequence += 1;
    const email = `conta${sequence}@trilha.example`;
    const user = await createUser(server.db, on.scope, { usuario: `conta${sequence}`, email });
    // Only the per-address limit would get in the way of trying many hosts from one test.
    await server.db.deleteFrom("password_events").execute();
    const response = await server.request("POST", "/conta/pt-br/recuperar/senha", {
      body: { usuario: user.usuario },
      headers,
    });
    if (response.status !== 200) return { status: response.status, link: null };
    const mails = await vi.waitFor(
      async () => {
        const sent = await server.outbox(email);
        expect(sent).toHaveLength(1);
        return sent;
      },
      { timeout: 10_000, interval: 20 },
    );
    const link = mails[0]?.text.match(/\S+\/usuario\/redefinir-senha\/[\w-]+/)?.[0] ?? null;
    return { status: response.status, link };
  }

  const linkPattern = (origin: string) =>
    new RegExp(`^${origin.replace(/[.]/g, "\\.")}/usuario/redefinir-senha/[\\w-]+$`);

  describe("with the default settings (no proxy)", () => {
    beforeAll(() => startWith({}));
    afterAll(() => server.close());

    it.each([
      ["userinfo and another host", "localhost:@evil.localhost:3301"],
      ["userinfo without a port", "localhost@evil.localhost"],
      ["a Cyrillic o", utf8Bytes("lоcalhost:3000")],
      ["a Cyrillic o on the school", utf8Bytes("escоla.localhost")],
      ["a space", "localhost evil.localhost"],
      ["a path", "localhost/evil"],
      ["two ports", "localhost:3000:3301"],
    ])("refuses a Host header with %s (400, no mail)", async (_case, host) => {
      const { status, link } = await resetLink(principal, { host });
      expect(status).toBe(400);
      expect(link).toBeNull();
    });

    it.each([
      ["the principal's own host", "localhost:3000", "principal"],
      ["another port", "localhost:3301", "principal"],
      ["upper case", "LOCALHOST:3000", "principal"],
      ["a trailing dot", "localhost.:3000", "principal"],
      ["an unknown host (the principal tenant answers)", "evil.localhost:3301", "principal"],
      ["a look-alike in ASCII (capital I for l)", "locaIhost:3000", "principal"],
      ["a look-alike in punycode", "xn--lcalhost-9fg:3000", "principal"],
      ["the school's host", "escola.localhost:3000", "school"],
      [
        "the school's host in upper case with a trailing dot and another port",
        "ESCOLA.LOCALHOST.:8080",
        "school",
      ],
    ] as const)("mails the resolved tenant's own origin for %s", async (_case, host, expected) => {
      const tenant = expected === "school" ? school : principal;
      const { status, link } = await resetLink(tenant, { host });
      expect(status).toBe(200);
      expect(link).toMatch(linkPattern(`http://${tenant.dominio}:3000`));
    });

    it("ignores X-Forwarded-Host and X-Forwarded-Proto from a client", async () => {
      for (const forwarded of ["localhost:@evil.example", "evil.example", "escola.localhost"]) {
        const { link } = await resetLink(principal, {
          host: "localhost:3000",
          "x-forwarded-host": forwarded,
          "x-forwarded-proto": "https",
        });
        expect(link, forwarded).toMatch(linkPattern("http://localhost:3000"));
      }
    });
  });

  describe("behind a trusted proxy, with a public scheme and port", () => {
    beforeAll(() => startWith({ TRUST_PROXY: "127.0.0.1", PUBLIC_URL_SCHEME: "https", PUBLIC_PORT: "8443" }));
    afterAll(() => server.close());

    it("builds the link on the tenant's domain and the configured scheme and port, never X-Forwarded-*", async () => {
      for (const forwarded of ["localhost:@evil.example", "evil.example", "LOCALHOST.", "escola.localhost"]) {
        const { status, link } = await resetLink(principal, {
          host: "localhost",
          "x-forwarded-host": forwarded,
          "x-forwarded-proto": "http",
        });
        expect(status, forwarded).toBe(200);
        expect(link, forwarded).toMatch(linkPattern("https://localhost:8443"));
      }
    });

    it("lets the Host header alone pick the tenant", async () => {
      const { link } = await resetLink(school, { host: "escola.localhost", "x-forwarded-host": "localhost" });
      expect(link).toMatch(linkPattern("https://escola.localhost:8443"));
    });
  });
});
