import { callPath } from "@trilha/contracts/call";
import { skillSearch } from "@trilha/contracts/skills.calls";
import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

const search = (query: Record<string, string>) =>
  `${callPath(skillSearch, "pt-br")}?${new URLSearchParams(query).toString()}`;

describe.each(testDialects())("the BNCC's skills on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    users: [{ usuario: "autora", share: true }, { usuario: "aluna" }],
  });
  const tokens: Record<string, string> = {};
  const find = async (query: Record<string, string>) => {
    const answer = await t.request("GET", search(query), { token: tokens.autora as string });
    expect(answer.status, answer.text).toBe(200);
    return answer.json;
  };

  beforeAll(async () => {
    for (const login of ["autora", "aluna"]) tokens[login] = await t.signIn(login);
  });

  it("holds the whole curriculum: 93 objectives of EI, 1 304 skills of EF and 183 of EM, as published", async () => {
    expect((await find({ busca: "EI" })).total).toBeGreaterThanOrEqual(93);
    const all = await find({ limite: "50" });
    expect(all.total).toBe(93 + 1304 + 183);
    const first = await find({ busca: "EF07MA01" });
    expect(first.habilidades).toEqual([
      {
        codigo: "EF07MA01",
        etapa: "EF",
        componente: "Matemática",
        area: "Matemática",
        ano_de: 7,
        ano_ate: 7,
        texto: expect.stringContaining("múltiplo"),
      },
    ]);
    // A skill of several years, one of EM's area and one of EI's field of experience.
    const span = (await find({ busca: "EF69LP01" })).habilidades[0];
    expect([span.componente, span.ano_de, span.ano_ate]).toEqual(["Língua Portuguesa", 6, 9]);
    const medio = (await find({ busca: "EM13MAT101" })).habilidades[0];
    expect([medio.etapa, medio.componente, medio.ano_de, medio.ano_ate]).toEqual([
      "EM",
      "Matemática e suas Tecnologias",
      1,
      3,
    ]);
    const infantil = (await find({ busca: "EI03ET01" })).habilidades[0];
    expect([infantil.etapa, infantil.componente, infantil.ano_de]).toEqual([
      "EI",
      "Espaços, tempos, quantidades, relações e transformações",
      3,
    ]);
  });

  it("finds by words of the text, accents and case aside, each word anywhere", async () => {
    const accented = await find({ busca: "frações" });
    const plain = await find({ busca: "FRACOES" });
    expect(plain.total).toBe(accented.total);
    expect(plain.total).toBeGreaterThan(5);
    expect(plain.habilidades.map((skill: { codigo: string }) => skill.codigo)).toEqual(
      accented.habilidades.map((skill: { codigo: string }) => skill.codigo),
    );
    for (const skill of (await find({ busca: "fracoes equivalentes" })).habilidades)
      expect(skill.texto.toLowerCase()).toMatch(/fraç[õo]es.*equivalentes|equivalentes.*fraç[õo]es/);
    // LIKE's wildcards are text here: nothing holds them.
    expect((await find({ busca: "100%_" })).total).toBe(0);
  });

  it("narrows by the lesson's component and year where they are the BNCC's, and says which filters applied", async () => {
    const seventh = await find({ busca: "frações", componente: "matematica", serie: "7º ano", limite: "50" });
    expect(seventh.filtros).toEqual({ componente: "Matemática", etapa: "EF", ano: 7 });
    expect(seventh.total).toBeGreaterThan(0);
    for (const skill of seventh.habilidades) {
      expect(skill.componente).toBe("Matemática");
      expect(skill.ano_de).toBeLessThanOrEqual(7);
      expect(skill.ano_ate).toBeGreaterThanOrEqual(7);
    }
    // A component of the school's own and a 'Série' that names no year filter nothing.
    const own = await find({ busca: "frações", componente: "Robótica", serie: "Turma especial" });
    expect(own.filtros).toEqual({ componente: null, etapa: null, ano: null });
    expect(own.total).toBe((await find({ busca: "frações" })).total);
    const medio = await find({ serie: "1ª série do Ensino Médio", limite: "50" });
    expect(medio.filtros).toMatchObject({ etapa: "EM", ano: 1 });
    expect(medio.total).toBe(183);
  });

  it("pages by code", async () => {
    const page1 = await find({ busca: "EF07MA", limite: "10" });
    const page2 = await find({ busca: "EF07MA", limite: "10", pagina: "2" });
    const codes = [...page1.habilidades, ...page2.habilidades].map(
      (skill: { codigo: string }) => skill.codigo,
    );
    expect(codes).toEqual([...codes].sort());
    expect(new Set(codes).size).toBe(codes.length);
    expect(page1.total).toBe(page2.total);
  });

  it("is for those who author lessons; a bad query is a 400 in the path's language", async () => {
    expect((await t.request("GET", search({}), { token: tokens.aluna as string })).status).toBe(403);
    expect((await t.request("GET", search({}))).status).toBe(401);
    const tooLong = await t.request("GET", search({ busca: "x".repeat(101) }), {
      token: tokens.autora as string,
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.mensagem).toBeTruthy();
  });
});
