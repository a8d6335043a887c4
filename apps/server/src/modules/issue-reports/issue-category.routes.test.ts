import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser } from "../../test/factories.ts";
import { signIn } from "../../test/sessions.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";

describe.each(testDialects())("GET /conta/{lang}/reportar-erro/categorias on %s", (dialect) => {
  let server: TestServer;
  let host: string;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const tenant = await createTenant(server.db);
    host = tenant.dominio;
    await createUser(server.db, tenant.scope, { usuario: "aluna" });
    token = await signIn(server, host, "aluna");
  });
  afterAll(() => server.close());

  it("lists the four seeded categories with the spec's titles in pt-br", async () => {
    const response = await server.request("GET", "/conta/pt-br/reportar-erro/categorias", { host, token });
    expect(response.status).toBe(200);
    expect(response.json.categorias.map((c: { titulo: string }) => c.titulo)).toEqual([
      "Erro de português.",
      "Erro de interface.",
      "Tela não carrega.",
      "Outros.",
    ]);
    expect(response.json.categorias.map((c: { exige_descricao: boolean }) => c.exige_descricao)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it("translates titles but keeps the description rule of the canonical title", async () => {
    const response = await server.request("GET", "/conta/es-es/reportar-erro/categorias", { host, token });
    expect(response.json.categorias.at(-1)).toMatchObject({ titulo: "Otros.", exige_descricao: true });
  });

  it("answers 401 without a session", async () => {
    expect((await server.request("GET", "/conta/pt-br/reportar-erro/categorias", { host })).status).toBe(401);
  });
});
