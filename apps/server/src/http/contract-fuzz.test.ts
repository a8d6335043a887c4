import type { CallContract } from "@trilha/contracts/call";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { invalidBody, jsonSchemaOf, validBody, validValue } from "../test/contract-arbitraries.ts";
import { testDialects } from "../test/dialects.ts";
import { createTenant, createUser } from "../test/factories.ts";
import { signIn } from "../test/sessions.ts";
import { type TestResponse, useTestServer } from "../test/test-server.ts";
import { allCalls } from "./all-calls.ts";

// Every call, with bodies, queries, languages, hosts, content types and tokens drawn at random: the server
// never answers 5xx, every refusal carries a message, bad credentials never open a session, and it still
// answers /healthz afterwards. FUZZ_SEED replays a failing run; FUZZ_RUNS sets the number of requests.
// 5 000 per database: CI runs SQLite and PostgreSQL, so at least 10 000 requests per CI run.
const runs = Number(process.env.FUZZ_RUNS ?? 5_000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

// Calls that hand out a session: a random body must never get one.
const SIGN_IN_PATHS = /\/(logar\/|2fa\/validarcodigo|redefinir\/senha)/;

type TokenKind = "student" | "admin" | "unknown" | "malformed" | "none";

describe.each(testDialects())("every call under random input (%s)", (dialect) => {
  const server = useTestServer(dialect, { env: { TRUST_PROXY: "127.0.0.1" } });
  let host: string;
  const tokens: Record<"student" | "admin", string> = { student: "", admin: "" };
  const logins: Record<"student" | "admin", string> = { student: "", admin: "" };

  beforeAll(async () => {
    // Unknown hosts fall back to the principal tenant, as in production (the server ensures one at start).
    await createTenant(server.db, { principal: 1 });
    const tenant = await createTenant(server.db);
    host = tenant.dominio;
    logins.student = (await createUser(server.db, tenant.scope)).usuario;
    logins.admin = (await createUser(server.db, tenant.scope, { platformAdmin: true })).usuario;
    for (const kind of ["student", "admin"] as const) tokens[kind] = await signIn(server, host, logins[kind]);
  });

  it(`answers ${runs} random requests without a 5xx (seed ${seed})`, { timeout: 600_000 }, async () => {
    console.log(`contract fuzz on ${dialect}: ${runs} requests, seed ${seed} (FUZZ_SEED=${seed} replays it)`);
    const request = fc.record({
      call: fc.constantFrom(...Object.keys(allCalls)),
      lang: fc.constantFrom("pt-br", "en-us", "es-es", "xx-yy", "PT-BR"),
      hostKind: fc.constantFrom("tenant", "tenant", "tenant", "unknown"),
      token: fc.constantFrom<TokenKind>("student", "admin", "unknown", "malformed", "none"),
      valid: fc.boolean(),
      contentType: fc.constantFrom(
        "application/json",
        "application/json",
        "application/json; charset=utf-8",
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "",
      ),
      raw: fc.oneof(fc.constant(null), fc.constant(null), fc.string(), fc.constant('{"a":'), fc.constant("")),
      forwardedFor: fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 20 })),
      salt: fc.integer(),
    });
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const name = input.call;
        const call = allCalls[name] as CallContract;
        const body = fc.sample(input.valid ? validBody(call) : invalidBody(call), {
          numRuns: 1,
          seed: input.salt,
        })[0];
        const response = await send(call, input, body);
        expect(response.status, `${name} answered ${response.status}: ${response.text}`).toBeLessThan(500);
        if (response.status >= 400 && response.status !== 405) {
          expect(typeof response.json?.mensagem, `${name} ${response.status} without a message`).toBe(
            "string",
          );
          expect(response.json.mensagem.length).toBeGreaterThan(0);
        }
        if (SIGN_IN_PATHS.test(call.path) && response.status < 300) {
          expect(
            response.json?.usuario?.token ?? null,
            `${name} opened a session for random input`,
          ).toBeNull();
        }
        // A random call may have ended one of our sessions (logout, removing devices): sign in again.
        if (response.status === 401 && (input.token === "student" || input.token === "admin")) {
          tokens[input.token] = await signIn(server, host, logins[input.token]);
        }
      }),
      { numRuns: runs, seed },
    );
    const health = await server.request("GET", "/healthz");
    expect(health.status).toBe(200);
  });

  async function send(
    call: CallContract,
    input: {
      lang: string;
      hostKind: string;
      token: TokenKind;
      contentType: string;
      raw: string | null;
      forwardedFor: string;
      salt: number;
    },
    body: unknown,
  ): Promise<TestResponse> {
    const headers: Record<string, string> = { "x-forwarded-for": input.forwardedFor };
    if (input.token === "student" || input.token === "admin")
      headers.authorization = `Bearer ${tokens[input.token]}`;
    if (input.token === "unknown")
      headers.authorization = "Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    if (input.token === "malformed") headers.authorization = "Basic dXN1YXJpbzpzZW5oYQ==";
    let path = call.path.replace("{lang}", input.lang);
    if (call.query) {
      const query = fc.sample(validValue(jsonSchemaOf(call.query)), { numRuns: 1, seed: input.salt })[0];
      if (query && typeof query === "object") {
        const params = new URLSearchParams();
        for (const [key, value] of Object.entries(query)) params.set(key, String(value));
        path = `${path}?${params}`;
      }
    }
    if (input.contentType) headers["content-type"] = input.contentType;
    const rawBody = call.method === "GET" ? undefined : (input.raw ?? safeJson(body));
    return server.request(call.method, path, {
      host: input.hostKind === "tenant" ? host : "desconhecido.localhost",
      rawBody,
      headers,
    });
  }
});

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? "null";
  } catch {
    return "null";
  }
}
