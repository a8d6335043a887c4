import { callPath } from "@trilha/contracts/call";
import {
  lessonArchive,
  lessonCatalog,
  lessonCreate,
  lessonEdit,
  lessonGet,
  lessonMine,
} from "@trilha/contracts/lessons.calls";
import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

const path = (call: { path: `/${string}` }, query = "") => `${callPath(call, "pt-br")}${query}`;
const fields = {
  titulo: "Frações",
  corpo: '<h2>Frações</h2><script>alert(1)</script><p onclick="x()">Metade</p>',
  componente: "Matemática",
  serie: "7º ano",
  tags: ["revisão", "Matemática"],
};

describe.each(testDialects())("lessons on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    users: [{ usuario: "autora", share: true }, { usuario: "editora", publish: true }, { usuario: "aluna" }],
    other: [{ usuario: "autora", share: true }],
  });
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    for (const login of ["autora", "editora", "aluna"]) tokens[login] = await t.signIn(login);
    tokens.other = await t.signIn("autora", t.otherHost);
  });

  const post = (call: { path: `/${string}` }, body: unknown, token: string, host?: string) =>
    t.request("POST", path(call), { body, token, ...(host ? { host } : {}) });

  it("creates a lesson with a sanitised body, a code and its filter tags; an editor may too", async () => {
    const created = await post(lessonCreate, { tipo: "ESC", ...fields }, tokens.autora as string);
    expect(created.status, created.text).toBe(200);
    const lesson = created.json.conteudo;
    expect(lesson).toMatchObject({
      tipo: "ESC",
      titulo: "Frações",
      versao: 1,
      arquivado: false,
      corpo: "<h2>Frações</h2><p>Metade</p>",
      tagsFiltro: ["Matemática", "7º ano", "revisão"],
      tags: ["revisão", "Matemática"],
      nota_maxima: 10,
    });
    expect(lesson.codigo).toMatch(/^[A-Z2-9]{8}$/);
    expect((await post(lessonCreate, { tipo: "PAD", ...fields }, tokens.editora as string)).status).toBe(200);
  });

  it("refuses authoring to those who may neither share nor publish", async () => {
    const refused = await post(lessonCreate, { tipo: "PAD", ...fields }, tokens.aluna as string);
    expect(refused.status).toBe(403);
    expect(refused.json.mensagem).toBeTruthy();
    expect((await t.request("GET", path(lessonMine), { token: tokens.aluna as string })).status).toBe(403);
    expect((await t.request("GET", path(lessonCatalog), { token: tokens.aluna as string })).status).toBe(403);
  });

  it("edits into a new version, lists, archives and brings back, for the owner only", async () => {
    const created = (
      await post(lessonCreate, { tipo: "ARQ", ...fields, titulo: "Maquete" }, tokens.autora as string)
    ).json.conteudo;
    const edited = await post(
      lessonEdit,
      { conteudo_id: created.id, ...fields, titulo: "Maquete do sistema solar", tags: [] },
      tokens.autora as string,
    );
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.conteudo).toMatchObject({
      versao: 2,
      titulo: "Maquete do sistema solar",
      tipo: "ARQ",
    });
    const got = await t.request("GET", path(lessonGet, `?conteudo_id=${created.id}`), {
      token: tokens.autora as string,
    });
    expect(got.json.conteudo.versao).toBe(2);
    // Another author's lesson is nobody's business: 404, as for a lesson that does not exist.
    expect(
      (await post(lessonEdit, { conteudo_id: created.id, ...fields }, tokens.editora as string)).status,
    ).toBe(404);
    expect(
      (
        await t.request("GET", path(lessonGet, `?conteudo_id=${created.id}`), {
          token: tokens.editora as string,
        })
      ).status,
    ).toBe(404);
    expect(
      (await post(lessonArchive, { conteudo_id: created.id, arquivado: true }, tokens.editora as string))
        .status,
    ).toBe(404);

    expect(
      (await post(lessonArchive, { conteudo_id: created.id, arquivado: true }, tokens.autora as string))
        .status,
    ).toBe(200);
    const active = await t.request("GET", path(lessonMine), { token: tokens.autora as string });
    expect(active.json.conteudos.map((lesson: { id: number }) => lesson.id)).not.toContain(created.id);
    const archived = await t.request("GET", path(lessonMine, "?situacao=arquivados"), {
      token: tokens.autora as string,
    });
    expect(archived.json.conteudos.map((lesson: { id: number }) => lesson.id)).toEqual([created.id]);
    await post(lessonArchive, { conteudo_id: created.id, arquivado: false }, tokens.autora as string);
    const back = await t.request("GET", path(lessonMine, "?limite=1"), { token: tokens.autora as string });
    expect(back.json).toMatchObject({ pagina: 1, limite: 1 });
    expect(back.json.total).toBeGreaterThanOrEqual(2);
    expect(back.json.conteudos[0].id).toBe(created.id);
  });

  it("searches the catalogue by title or code, every author's lessons but not the archived ones", async () => {
    const catalog = await t.request("GET", path(lessonCatalog, "?busca=maquete"), {
      token: tokens.editora as string,
    });
    expect(catalog.status).toBe(200);
    expect(catalog.json.conteudos.map((lesson: { titulo: string }) => lesson.titulo)).toEqual([
      "Maquete do sistema solar",
    ]);
    const code = catalog.json.conteudos[0].codigo as string;
    const byCode = await t.request("GET", path(lessonCatalog, `?busca=${code.toLowerCase()}`), {
      token: tokens.editora as string,
    });
    expect(byCode.json.total).toBe(1);
    // LIKE's wildcards typed in a search match only themselves, on both databases.
    const percent = await post(
      lessonCreate,
      { tipo: "PAD", ...fields, titulo: "Desconto de 100%" },
      tokens.autora as string,
    );
    expect(percent.status, percent.text).toBe(200);
    const search = async (text: string) =>
      (
        await t.request("GET", path(lessonCatalog, `?busca=${encodeURIComponent(text)}`), {
          token: tokens.editora as string,
        })
      ).json.conteudos.map((lesson: { titulo: string }) => lesson.titulo);
    expect(await search("100%")).toEqual(["Desconto de 100%"]);
    expect(await search("%")).toEqual(["Desconto de 100%"]);
    expect(await search("de_1")).toEqual([]);
    expect(await search("_")).toEqual([]);
  });

  it("never reaches another tenant's lessons", async () => {
    const mine = (await post(lessonCreate, { tipo: "PAD", ...fields }, tokens.autora as string)).json
      .conteudo;
    const theirs = await post(
      lessonEdit,
      { conteudo_id: mine.id, ...fields },
      tokens.other as string,
      t.otherHost,
    );
    expect(theirs.status).toBe(404);
    const list = await t.request("GET", path(lessonCatalog), {
      token: tokens.other as string,
      host: t.otherHost,
    });
    expect(list.json.total).toBe(0);
    expect(
      (await t.request("GET", path(lessonMine), { token: tokens.autora as string, host: t.otherHost }))
        .status,
    ).toBe(401);
  });
});
