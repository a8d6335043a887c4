import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

describe.each(testDialects())("GET /conta/{lang}/trilhas on %s", (dialect) => {
  const t = useTenantServer(dialect, { users: [{ usuario: "aluna" }, { usuario: "sem-trilha" }] });

  beforeAll(async () => {
    const scope = t.scope.key;
    const group = await t.server.db
      .insertInto("class_groups")
      .values({ scope, nome: "6º ano", tipo: "pro", active: 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const path = await t.server.db
      .insertInto("learning_paths")
      .values({ scope, nome: "Leitura", total_habilidades: 8, tags: '["português"]' })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.server.db
      .insertInto("path_members")
      .values({
        scope,
        path_id: path.id,
        group_id: group.id,
        user_id: t.users.aluna.id,
        usuario_tipo: "aluno",
        habilidades_realizadas: 3,
      })
      .execute();
  });

  it("lists the user's paths with groups, progress and tags", async () => {
    const token = await t.signIn("aluna");
    const response = await t.request("GET", "/conta/pt-br/trilhas", { token });
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
    const token = await t.signIn("sem-trilha");
    expect((await t.request("GET", "/conta/pt-br/trilhas", { token })).json).toEqual({
      trilhas: [],
    });
    expect((await t.request("GET", "/conta/pt-br/trilhas")).status).toBe(401);
  });
});
