import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

describe.each(testDialects())("GET /projeto/{lang}/responsaveis on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    users: [
      { usuario: "responsavel" },
      { usuario: "sem-filhos" },
      { usuario: "2001", nome: "Zeca Lima" },
      { usuario: "2002", nome: "Bia Lima" },
      { usuario: "2003", nome: "Outra Criança" },
    ],
  });

  beforeAll(async () => {
    const { responsavel, 2001: zeca, 2002: bia } = t.users;
    await t.server.db
      .insertInto("guardians")
      .values([
        { scope: t.scope.key, guardian_id: responsavel.id, student_id: zeca.id },
        { scope: t.scope.key, guardian_id: responsavel.id, student_id: bia.id },
      ])
      .execute();
  });

  it("lists the guardian's students by name", async () => {
    const token = await t.signIn("responsavel");
    const response = await t.request("GET", "/projeto/pt-br/responsaveis", { token });
    expect(response.status).toBe(200);
    expect(response.json.alunos.map((a: { nome: string }) => a.nome)).toEqual(["Bia Lima", "Zeca Lima"]);
    expect(Object.keys(response.json.alunos[0]).sort()).toEqual(["id", "nome"]);
  });

  it("lists nobody for a user who is nobody's guardian", async () => {
    const token = await t.signIn("sem-filhos");
    const response = await t.request("GET", "/projeto/pt-br/responsaveis", { token });
    expect(response.json).toEqual({ alunos: [] });
  });

  it("answers 401 without a session", async () => {
    expect((await t.request("GET", "/projeto/es-es/responsaveis")).status).toBe(401);
  });
});
