import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser } from "../../test/factories.ts";
import { signIn } from "../../test/sessions.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";

describe.each(testDialects())("GET /conta/{lang}/grupos/ativos on %s", (dialect) => {
  let server: TestServer;
  let host: string;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const tenant = await createTenant(server.db);
    const other = await createTenant(server.db);
    host = tenant.dominio;
    const user = await createUser(server.db, tenant.scope, { usuario: "aluna" });
    const stranger = await createUser(server.db, other.scope, { usuario: "aluna" });
    const addGroup = async (
      scope: typeof tenant.scope,
      nome: string,
      tipo: string,
      active: number,
      userId: number,
    ) => {
      const group = await server.db
        .insertInto("class_groups")
        .values({ scope: scope.key, nome, tipo, active })
        .returning("id")
        .executeTakeFirstOrThrow();
      await server.db
        .insertInto("group_members")
        .values({ scope: scope.key, group_id: group.id, user_id: userId })
        .execute();
    };
    await addGroup(tenant.scope, "8º ano", "pro", 1, user.id);
    await addGroup(tenant.scope, "Coordenação", "adm", 1, user.id);
    await addGroup(tenant.scope, "Turma de 2020", "pro", 0, user.id);
    await addGroup(other.scope, "Outra escola", "pro", 1, stranger.id);
    token = await signIn(server, host, "aluna");
  });
  afterAll(() => server.close());

  it("lists the user's active classes with their type, sorted by name", async () => {
    const response = await server.request("GET", "/conta/pt-br/grupos/ativos", { host, token });
    expect(response.status).toBe(200);
    expect(response.json.grupos.map((g: { nome: string; tipo: string }) => [g.nome, g.tipo])).toEqual([
      ["8º ano", "pro"],
      ["Coordenação", "adm"],
    ]);
  });

  it("answers 401 without a valid token", async () => {
    const none = await server.request("GET", "/conta/pt-br/grupos/ativos", { host });
    expect(none.status).toBe(401);
    expect(none.json).toEqual({ status: "erro", mensagem: "Sua sessão não é válida. Faça login novamente." });
    const wrong = await server.request("GET", "/conta/en-us/grupos/ativos", { host, token: "x".repeat(43) });
    expect(wrong.status).toBe(401);
    expect(wrong.json.mensagem).toBe("Your session is not valid. Please log in again.");
  });

  it("answers 404 for a language it does not speak and ignores a stray query", async () => {
    expect((await server.request("GET", "/conta/pt-pt/grupos/ativos", { host, token })).status).toBe(404);
    expect((await server.request("GET", "/conta/pt-br/grupos/ativos?x=1", { host, token })).status).toBe(200);
  });
});
