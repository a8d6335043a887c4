import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

describe.each(testDialects())("GET /conta/{lang}/reportar-erro/categorias on %s", (dialect) => {
  const t = useTenantServer(dialect, { users: [{ usuario: "aluna" }] });
  let token: string;

  beforeAll(async () => {
    token = await t.signIn("aluna");
  });

  it("lists the four seeded categories with the spec's titles in pt-br", async () => {
    const response = await t.request("GET", "/conta/pt-br/reportar-erro/categorias", { token });
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
    const response = await t.request("GET", "/conta/es-es/reportar-erro/categorias", { token });
    expect(response.json.categorias.at(-1)).toMatchObject({ titulo: "Otros.", exige_descricao: true });
  });

  it("answers 401 without a session", async () => {
    expect((await t.request("GET", "/conta/pt-br/reportar-erro/categorias")).status).toBe(401);
  });
});
