import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser } from "../../test/factories.ts";
import { signIn } from "../../test/sessions.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";

describe.each(testDialects())("GET /projeto/{lang}/responsaveis on %s", (dialect) => {
  let server: TestServer;
  let host: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const tenant = await createTenant(server.db);
    host = tenant.dominio;
    const guardian = await createUser(server.db, tenant.scope, { usuario: "responsavel" });
    await createUser(server.db, tenant.scope, { usuario: "sem-filhos" });
    const zeca = await createUser(server.db, tenant.scope, { usuario: "2001", nome: "Zeca Lima" });
    const bia = await createUser(server.db, tenant.scope, { usuario: "2002", nome: "Bia Lima" });
    await createUser(server.db, tenant.scope, { usuario: "2003", nome: "Outra Criança" });
    await server.db
      .insertInto("guardians")
      .values([
        { scope: tenant.scope.key, guardian_id: guardian.id, student_id: zeca.id },
        { scope: tenant.scope.key, guardian_id: guardian.id, student_id: bia.id },
      ])
      .execute();
  });
  afterAll(() => server.close());

  it("lists the guardian's students by name", async () => {
    const token = await signIn(server, host, "responsavel");
    const response = await server.request("GET", "/projeto/pt-br/responsaveis", { host, token });
    expect(response.status).toBe(200);
    expect(response.json.alunos.map((a: { nome: string }) => a.nome)).toEqual(["Bia Lima", "Zeca Lima"]);
    expect(Object.keys(response.json.alunos[0]).sort()).toEqual(["id", "nome"]);
  });

  it("lists nobody for a user who is nobody's guardian", async () => {
    const token = await signIn(server, host, "sem-filhos");
    const response = await server.request("GET", "/projeto/pt-br/responsaveis", { host, token });
    expect(response.json).toEqual({ alunos: [] });
  });

  it("answers 401 without a session", async () => {
    expect((await server.request("GET", "/projeto/es-es/responsaveis", { host })).status).toBe(401);
  });
});
