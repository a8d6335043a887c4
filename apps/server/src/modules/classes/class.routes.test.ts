import { beforeAll, describe, expect, it } from "vitest";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { testDialects } from "../../test/dialects.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

describe.each(testDialects())("GET /conta/{lang}/grupos/ativos on %s", (dialect) => {
  const t = useTenantServer(dialect, { users: [{ usuario: "aluna" }], other: [{ usuario: "aluna" }] });
  let token: string;

  beforeAll(async () => {
    const addGroup = async (
      scope: TenantScope,
      nome: string,
      tipo: string,
      active: number,
      userId: number,
    ) => {
      const group = await t.server.db
        .insertInto("class_groups")
        .values({ scope: scope.key, nome, tipo, active })
        .returning("id")
        .executeTakeFirstOrThrow();
      await t.server.db
        .insertInto("group_members")
        .values({ scope: scope.key, group_id: group.id, user_id: userId })
        .execute();
    };
    await addGroup(t.scope, "8º ano", "pro", 1, t.users.aluna.id);
    await addGroup(t.scope, "Coordenação", "adm", 1, t.users.aluna.id);
    await addGroup(t.scope, "Turma de 2020", "pro", 0, t.users.aluna.id);
    await addGroup(t.other.scope, "Outra escola", "pro", 1, t.otherUsers.aluna.id);
    token = await t.signIn("aluna");
  });

  it("lists the user's active classes with their type, sorted by name", async () => {
    const response = await t.request("GET", "/conta/pt-br/grupos/ativos", { token });
    expect(response.status).toBe(200);
    expect(response.json.grupos.map((g: { nome: string; tipo: string }) => [g.nome, g.tipo])).toEqual([
      ["8º ano", "pro"],
      ["Coordenação", "adm"],
    ]);
  });

  it("answers 401 without a valid token", async () => {
    const none = await t.request("GET", "/conta/pt-br/grupos/ativos");
    expect(none.status).toBe(401);
    expect(none.json).toEqual({ status: "erro", mensagem: "Sua sessão não é válida. Faça login novamente." });
    const wrong = await t.request("GET", "/conta/en-us/grupos/ativos", { token: "x".repeat(43) });
    expect(wrong.status).toBe(401);
    expect(wrong.json.mensagem).toBe("Your session is not valid. Please log in again.");
  });

  it("answers 404 for a language it does not speak and ignores a stray query", async () => {
    expect((await t.request("GET", "/conta/pt-pt/grupos/ativos", { token })).status).toBe(404);
    expect((await t.request("GET", "/conta/pt-br/grupos/ativos?x=1", { token })).status).toBe(200);
  });
});
