import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser } from "../../test/factories.ts";
import { signIn } from "../../test/sessions.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";

describe.each(testDialects())("GET /conta/{lang}/trilhas on %s", (dialect) => {
  let server: TestServer;
  let host: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const tenant = await createTenant(server.db);
    host = tenant.dominio;
    const scope = tenant.scope.key;
    const student = await createUser(server.db, tenant.scope, { usuario: "aluna" });
    await createUser(server.db, tenant.scope, { usuario: "sem-trilha" });
    const group = await server.db
      .insertInto("class_groups")
      .values({ scope, nome: "6º ano", tipo: "pro", active: 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const path = await server.db
      .insertInto("learning_paths")
      .values({ scope, nome: "Leitura", total_habilidades: 8, tags: '["português"]' })
      .returning("id")
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto("path_members")
      .values({
        scope,
        path_id: path.id,
        group_id: group.id,
        user_id: student.id,
        usuario_tipo: "aluno",
        habilidades_realizadas: 3,
      })
      .execute();
  });
  afterAll(() => server.close());

  it("lists the user's paths with groups, progress and tags", async () => {
    const token = await signIn(server, host, "aluna");
    const response = await server.request("GET", "/conta/pt-br/trilhas", { host, token });
    expect(response.status).toBe(200);
    expect(response.json.trilhas).toEqual([
      {
        id: expect.any(Number),
        nome: "Leitura",
        grupos: [{ id: expect.any(Number), usuario_tipo: "aluno" }],
        total_habilidades: 8,
        habilidades_realizadas: 3,
        tagsFiltro: ["português"],
      },
    ]);
  });

  it("lists none for a user outside every path, and 401 without a session", async () => {
    const token = await signIn(server, host, "sem-trilha");
    expect((await server.request("GET", "/conta/pt-br/trilhas", { host, token })).json).toEqual({
      trilhas: [],
    });
    expect((await server.request("GET", "/conta/pt-br/trilhas", { host })).status).toBe(401);
  });
});
