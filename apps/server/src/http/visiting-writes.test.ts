import { type CallContract, callPath } from "@trilha/contracts/call";
import { visitStart } from "@trilha/contracts/visiting.calls";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { validBody } from "../test/contract-arbitraries.ts";
import { testDialects } from "../test/dialects.ts";
import { createTenant, createUser } from "../test/factories.ts";
import { signIn } from "../test/sessions.ts";
import { useTestServer } from "../test/test-server.ts";
import { allCalls } from "./all-calls.ts";

/**
 * A visiting administrator looks and does not act: every signed-in POST call that is not marked `visitorMay`
 * answers a visiting session 403 with a message, whatever its body, before it reads or writes anything.
 */
const calls = Object.entries(allCalls as Record<string, CallContract>);
const writes = calls.filter(
  ([, call]) => call.method === "POST" && call.access !== "public" && !call.visitorMay,
);

describe.each(testDialects())("a visiting session on %s", (dialect) => {
  const server = useTestServer(dialect);
  let host: string;
  let visiting: string;

  beforeAll(async () => {
    await createTenant(server.db, { principal: 1 });
    const tenant = await createTenant(server.db);
    host = tenant.dominio;
    const student = await createUser(server.db, tenant.scope);
    const admin = await createUser(server.db, tenant.scope, { platformAdmin: true });
    const token = await signIn(server, host, admin.usuario);
    const visit = await server.request("POST", callPath(visitStart, "pt-br"), {
      host,
      token,
      body: { usuario_id: student.id },
    });
    expect(visit.status, visit.text).toBe(200);
    visiting = visit.json.usuario.token;
  });

  it(`is refused every one of the ${writes.length} calls that write, with a message`, async () => {
    expect(writes.length).toBeGreaterThan(50);
    const answered: string[] = [];
    for (const [name, call] of writes) {
      // A body its contract accepts (the drawn ones sometimes miss a format), so only the visit can refuse it.
      const body = fc
        .sample(validBody(call), { numRuns: 50, seed: 7 })
        .find((drawn) => !call.body || z.safeParse(call.body, drawn).success);
      const response = await server.request(call.method, callPath(call, "pt-br"), {
        host,
        token: visiting,
        body,
      });
      answered.push(`${name} ${response.status} ${response.json?.mensagem ?? ""}`);
    }
    expect(answered).toEqual(
      writes.map(
        ([name]) => `${name} 403 Esta ação não é permitida durante a visualização como outro usuário.`,
      ),
    );
  });

  it("still reads, and leaves the visit", async () => {
    const reads = calls.filter(([, call]) => call.visitorMay && call.access === "session");
    expect(reads.length).toBeGreaterThan(3);
    const left = await server.request("POST", "/conta/pt-br/visitar/sair", {
      host,
      token: visiting,
      body: {},
    });
    expect(left.status, left.text).toBe(200);
  });
});
