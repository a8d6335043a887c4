import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser } from "../../test/factories.ts";
import { signIn } from "../../test/sessions.ts";
import { useTestServer } from "../../test/test-server.ts";
import { hashToken } from "./session-token.ts";

const DAY_MS = 86_400_000;

describe.each(testDialects())("session lifetime on %s", (dialect) => {
  const server = useTestServer(dialect, { env: { SESSION_TTL_DAYS: "7" } });
  let host: string;
  let usuario: string;

  beforeAll(async () => {
    const tenant = await createTenant(server.db);
    host = tenant.dominio;
    usuario = (await createUser(server.db, tenant.scope)).usuario;
  });

  const row = (token: string) =>
    server.db
      .selectFrom("sessions")
      .select(["created_at", "expires_at"])
      .where("token_hash", "=", hashToken(token))
      .executeTakeFirstOrThrow();

  it("ends SESSION_TTL_DAYS after sign-in, however active the session was", async () => {
    const token = await signIn(server, host, usuario);
    const { created_at, expires_at } = await row(token);
    expect(Date.parse(expires_at) - Date.parse(created_at)).toBe(7 * DAY_MS);
    expect((await server.request("GET", "/conta/pt-br/grupos/ativos", { host, token })).status).toBe(200);

    await server.db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("token_hash", "=", hashToken(token))
      .execute();
    const expired = await server.request("GET", "/conta/pt-br/grupos/ativos", { host, token });
    expect(expired.status).toBe(401);
    const refresh = await server.request("POST", "/conta/pt-br/logar/token", { host, body: { token } });
    expect(refresh.status).toBe(401);
    expect(refresh.json.mensagem).toBe("Esta sessão expirou. Por favor, faça login novamente!");
  });
});
