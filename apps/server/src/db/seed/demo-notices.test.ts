import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { signIn } from "../../test/sessions.ts";
import { useTestServer } from "../../test/test-server.ts";
import { DEMO_PASSWORD, seedDemo } from "./demo-seed.ts";

describe.each(testDialects())("demo notices and announcements on %s", (dialect) => {
  const server = useTestServer(dialect);

  beforeAll(async () => {
    await seedDemo(server.db);
  });

  const noticeIds = async (host: string) =>
    ((await server.request("GET", "/mensagens.json", { host })).json as { id: string }[]).map((n) => n.id);

  it("gives each tenant its own notices file", async () => {
    const trilha = await noticeIds("localhost");
    expect(trilha).toEqual(
      expect.arrayContaining([
        "manutencao-programada",
        "atividades-das-turmas",
        "n-time-user",
        "pesquisa-encerrada",
      ]),
    );
    expect(trilha).not.toContain("boas-vindas-azul");
    expect(await noticeIds("escola-azul.localhost")).toEqual(["boas-vindas-azul"]);
    expect(await noticeIds("sul-norte.localhost")).toEqual([]);
  });

  it("stores the spec's two announcements with their Brasília deadlines, now past, so nobody gets them", async () => {
    const rows = await server.db
      .selectFrom("announcements")
      .select(["chave", "prazo", "publico"])
      .where("scope", "=", "share:rede-sul")
      .orderBy("chave")
      .execute();
    expect(rows).toEqual([
      { chave: "live-lancamento", prazo: "2025-02-10T15:00:00-03:00", publico: "staff" },
      { chave: "painel-estudante", prazo: "2025-03-31T23:59:59-03:00", publico: "all" },
    ]);
    const token = await signIn(server, "localhost", "gestor", DEMO_PASSWORD);
    const response = await server.request("GET", "/conta/pt-br/logado/anuncios", {
      host: "localhost",
      token,
    });
    expect(response.json.anuncios).toEqual([]);
  });

  it("treats the freshly seeded accounts as new users", async () => {
    const token = await signIn(server, "localhost", "1001", DEMO_PASSWORD);
    const response = await server.request("POST", "/licenciamento/pt-br/buscar/dataservidor", {
      host: "localhost",
      token,
      body: {},
    });
    expect(response.json.resultado).toBe(true);
  });
});
