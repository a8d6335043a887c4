import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { signIn } from "../../test/sessions.ts";
import { useTestServer } from "../../test/test-server.ts";
import { DEMO_PASSWORD, seedDemo } from "./demo-seed.ts";

describe.each(testDialects())("demo data and tenant isolation on %s", (dialect) => {
  const server = useTestServer(dialect);

  beforeAll(async () => {
    expect(await seedDemo(server.db)).toEqual({ seeded: true });
  });

  const nameOf1001 = async (host: string) => {
    const response = await server.request("POST", "/conta/pt-br/logar/padrao", {
      host,
      body: { usuario: "1001", senha: DEMO_PASSWORD },
    });
    expect(response.status, `${host}: ${response.text}`).toBe(200);
    return response.json.usuario.nome as string;
  };

  it("signs the same login in as a different person on each scope", async () => {
    expect(await nameOf1001("localhost")).toBe("Ana Souza");
    expect(await nameOf1001("escola-azul.localhost")).toBe("Bruno Lima");
    expect(await nameOf1001("sul-norte.localhost")).toBe("Carla Dias");
    expect(await nameOf1001("sul-leste.localhost")).toBe("Carla Dias");
  });

  it("refuses a token on another scope and accepts it on a tenant of the same share", async () => {
    const trilha = await signIn(server, "localhost", "1001", DEMO_PASSWORD);
    const rede = await signIn(server, "sul-norte.localhost", "1001", DEMO_PASSWORD);
    const groups = (host: string, token: string) =>
      server.request("GET", "/conta/pt-br/grupos/ativos", { host, token });
    expect((await groups("localhost", trilha)).status).toBe(200);
    expect((await groups("escola-azul.localhost", trilha)).status).toBe(401);
    expect((await groups("sul-norte.localhost", trilha)).status).toBe(401);
    expect((await groups("localhost", rede)).status).toBe(401);
    expect((await groups("sul-leste.localhost", rede)).status).toBe(200);
  });

  it("gives Ana one class of type pro (7º ano A) and one learning path", async () => {
    const token = await signIn(server, "localhost", "0001001", DEMO_PASSWORD);
    const groups = await server.request("GET", "/conta/pt-br/grupos/ativos", { host: "localhost", token });
    expect(groups.json.grupos.map((g: { nome: string; tipo: string }) => [g.nome, g.tipo])).toEqual([
      ["7º ano A", "pro"],
    ]);
    const paths = await server.request("GET", "/conta/pt-br/trilhas", { host: "localhost", token });
    expect(paths.json.trilhas).toHaveLength(1);
  });

  it("has the demo roles the README promises", async () => {
    const login = async (usuario: string) =>
      (
        await server.request("POST", "/conta/pt-br/logar/padrao", {
          host: "localhost",
          body: { usuario, senha: DEMO_PASSWORD },
        })
      ).json.usuario;
    expect((await login("admin")).funcoes["administrador-plataforma"]).toBe(true);
    expect((await login("professor")).funcoes).toMatchObject({ compartilhar: true, publicar: true });
    expect((await login("novasenha")).funcoes.forca_senha).toBe(true);
    expect((await login("seguro")).token).toBeNull();
    const manager = await signIn(server, "localhost", "gestor", DEMO_PASSWORD);
    const networks = await server.request("POST", "/conta/pt-br/logado/buscar/redes-gestor", {
      host: "localhost",
      token: manager,
    });
    expect(networks.json.redes.map((r: { nome: string }) => r.nome)).toEqual(["Rede Leste", "Rede Norte"]);
    const guardian = await signIn(server, "localhost", "responsavel", DEMO_PASSWORD);
    const students = await server.request("GET", "/projeto/pt-br/responsaveis", {
      host: "localhost",
      token: guardian,
    });
    expect(students.json.alunos).toHaveLength(2);
    const council = await server.request("POST", "/conta/pt-br/logado/buscar/redes-gestor", {
      host: "localhost",
      token: guardian,
    });
    expect(council.json.redes.map((r: { nome: string }) => r.nome)).toEqual(["Conselho Escolar"]);
  });

  it("makes a school: two classes of 25 students taught by professor and professora2, 36 lessons", async () => {
    const members = await server.db
      .selectFrom("group_members as m")
      .innerJoin("class_groups as g", "g.id", "m.group_id")
      .innerJoin("users as u", "u.id", "m.user_id")
      .select(["g.nome", "m.role", "u.usuario", "g.school_year", "g.client_id"])
      .where("g.nome", "like", "7º ano %")
      .execute();
    for (const nome of ["7º ano A", "7º ano B"]) {
      const of = members.filter((member) => member.nome === nome);
      expect(of.filter((member) => member.role === "student")).toHaveLength(25);
      expect(
        of
          .filter((member) => member.role === "teacher")
          .map((member) => member.usuario)
          .sort(),
      ).toEqual(["professor", "professora2"]);
      expect(of.every((member) => member.school_year && member.client_id)).toBe(true);
    }
    expect(members.find((member) => member.usuario === "1001")?.nome).toBe("7º ano A");
    const lessons = await server.db
      .selectFrom("lessons")
      .select(["tipo", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("tipo")
      .orderBy("tipo")
      .execute();
    expect(lessons.map((row) => [row.tipo, Number(row.n)])).toEqual([
      ["ARQ", 12],
      ["ESC", 12],
      ["PAD", 12],
    ]);
    const second = await server.request("POST", "/conta/pt-br/logar/padrao", {
      host: "localhost",
      body: { usuario: "professora2", senha: DEMO_PASSWORD },
    });
    expect(second.json.usuario.funcoes).toMatchObject({ compartilhar: false, publicar: false });
    // The demo's grades are days old and seen: no student's list opens on a wall of 'Nova nota'.
    const unseen = await server.db
      .selectFrom("deliveries")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("state", "=", "graded")
      .where("grade_seen_at", "is", null)
      .executeTakeFirstOrThrow();
    expect(Number(unseen.n)).toBe(0);
    // The later readings were given without a grade: their deliveries are done, none graded.
    const readings = await server.db
      .selectFrom("assignments as a")
      .innerJoin("lessons as l", "l.id", "a.lesson_id")
      .leftJoin("deliveries as d", "d.assignment_id", "a.id")
      .select(["a.takes_grade", "d.state"])
      .where("l.tipo", "=", "PAD")
      .execute();
    expect(readings.some((row) => row.takes_grade === 0 && row.state === "delivered")).toBe(true);
    expect(readings.some((row) => row.takes_grade === 0 && row.state === "graded")).toBe(false);
    expect(readings.some((row) => row.takes_grade === 1 && row.state === "graded")).toBe(true);
  });

  it("changes nothing when run again", async () => {
    expect(await seedDemo(server.db)).toEqual({ seeded: false });
  });
});
