import { describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createNetwork } from "../../test/factories.ts";
import { OTHER_ADMIN, SCHOOL_ADMIN } from "../../test/people.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

const LIST = "/conta/pt-br/anuncios";
const SAVE = "/conta/pt-br/anuncios/salvar";
const REMOVE = "/conta/pt-br/anuncios/remover";
const SEEN = "/conta/pt-br/logado/anuncios";

const INVITATION = {
  tipo: "invitation",
  titulo: " Aula ao vivo ",
  texto: "Participe da aula ao vivo de quinta.",
  midia_url: null,
  legenda_url: null,
  link_url: "https://escola.example/aovivo",
  link_texto: "Entrar",
  prazo: "2099-12-31T23:59:59-03:00",
  publico: "all",
};

describe.each(testDialects())("writing announcements on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    users: [SCHOOL_ADMIN, { usuario: "1001", nome: "Ana Souza" }],
    other: [OTHER_ADMIN],
  });

  const save = async (body: Record<string, unknown>, token?: string) =>
    t.request("POST", SAVE, { token: token ?? (await t.signIn("admin")), body });

  it("counts the people an audience reaches, and those of them using the platform now", async () => {
    const admin = await t.signIn("admin");
    const reach = async (publico: string) => {
      const answer = await t.request("POST", "/conta/pt-br/anuncios/publico", {
        token: admin,
        body: { publico },
      });
      expect(answer.status, answer.text).toBe(200);
      return answer.json;
    };
    // Nobody has called from a page yet: the administrator's calls here say none.
    expect(await reach("all")).toEqual({ usuarios: 2, agora: 0 });
    const ana = await t.signIn("1001");
    await t.request("GET", SEEN, { token: ana, headers: { "x-rota-atual": "/logado" } });
    expect(await reach("all")).toEqual({ usuarios: 2, agora: 1 });
    // Ana is in no class and manages no network: not staff.
    expect(await reach("staff")).toEqual({ usuarios: 0, agora: 0 });
    const network = await createNetwork(
      t.server.db,
      t.scope,
      { codigo: "rede-publico", nome: "Rede Público" },
      t.users["1001"].id,
    );
    expect(await reach("staff")).toEqual({ usuarios: 1, agora: 1 });
    expect(
      (await t.request("POST", "/conta/pt-br/anuncios/publico", { token: ana, body: { publico: "all" } }))
        .status,
    ).toBe(403);
    await t.server.db.deleteFrom("network_managers").where("network_id", "=", network).execute();
    await t.server.db.deleteFrom("networks").where("id", "=", network).execute();
  });

  it("adds an announcement that people then see, and lists it for its editors", async () => {
    const answer = await save(INVITATION);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.mensagem).toBe("Anúncio salvo.");
    const anuncio = answer.json.anuncio;
    expect(anuncio).toMatchObject({ tipo: "invitation", titulo: "Aula ao vivo", publico: "all" });
    const seen = await t.request("GET", SEEN, { token: await t.signIn("1001") });
    const { publico: _audience, ...asSeen } = anuncio;
    expect(seen.json.anuncios).toContainEqual(asSeen);
    const listed = await t.request("GET", LIST, { token: await t.signIn("admin") });
    expect(listed.json.anuncios).toContainEqual(anuncio);
  });

  it("keeps a staff announcement from students, and a past one from everyone", async () => {
    const staff = (await save({ ...INVITATION, titulo: "Só equipe", publico: "staff" })).json.anuncio;
    const past = (await save({ ...INVITATION, titulo: "Passado", prazo: "2020-01-01T00:00:00-03:00" })).json
      .anuncio;
    const seen = await t.request("GET", SEEN, { token: await t.signIn("1001") });
    const keys = seen.json.anuncios.map((item: { chave: string }) => item.chave);
    expect(keys).not.toContain(staff.chave);
    expect(keys).not.toContain(past.chave);
  });

  it("changes and removes an announcement", async () => {
    const created = (await save(INVITATION)).json.anuncio;
    const changed = await save({ ...INVITATION, chave: created.chave, titulo: "Remarcada" });
    expect(changed.json.anuncio).toMatchObject({ chave: created.chave, titulo: "Remarcada" });
    const token = await t.signIn("admin");
    expect((await t.request("POST", REMOVE, { token, body: { chave: created.chave } })).json).toEqual({
      status: "sucesso",
      mensagem: "Anúncio excluído.",
    });
    expect((await t.request("POST", REMOVE, { token, body: { chave: created.chave } })).status).toBe(404);
  });

  it("refuses media from elsewhere, a link without text and an announcement with neither", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { tipo: "video", midia_url: "https://videos.example/x.mp4" },
        "O vídeo e as legendas devem ser arquivos desta plataforma, com endereço começando com /.",
      ],
      [
        { link_url: "javascript:alert(1)" },
        "O link deve ser uma página desta plataforma (começando com /) ou um endereço https://.",
      ],
      [{ link_texto: null }, "Escreva o texto do link."],
      [{ link_url: null }, "Um anúncio precisa de um vídeo ou de um link."],
    ];
    for (const [change, message] of cases) {
      const answer = await save({ ...INVITATION, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.json.mensagem).toBe(message);
    }
    expect((await save({ ...INVITATION, prazo: "2099-12-31T23:59:59" })).status).toBe(400);
    const video = await save({
      ...INVITATION,
      tipo: "video",
      midia_url: "/arquivos/boas-vindas.mp4",
      link_url: null,
    });
    expect(video.status, video.text).toBe(200);
  });

  it("lets only the scope's administrators write announcements", async () => {
    expect((await save(INVITATION, await t.signIn("1001"))).status).toBe(403);
    const mine = (await save(INVITATION)).json.anuncio;
    const foreign = await t.request("POST", SAVE, {
      host: t.otherHost,
      token: await t.signIn("admin", t.otherHost),
      body: { ...INVITATION, chave: mine.chave },
    });
    expect(foreign.status).toBe(404);
  });
});
