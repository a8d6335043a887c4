import { describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { OTHER_ADMIN, SCHOOL_ADMIN } from "../../test/people.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

const LIST = "/conta/pt-br/avisos";
const SAVE = "/conta/pt-br/avisos/salvar";
const REMOVE = "/conta/pt-br/avisos/remover";
const AUDIENCE = "/conta/pt-br/avisos/publico";

const NOTICE = {
  ativo: true,
  tipo: "lembrete",
  mensagem: "  Reunião de pais na sexta  ",
  link_url: "/logado/turmas",
  link_texto: "Ver turmas",
  rota: ["/logado", "/logado/turmas"],
  data_inicio: "2026-12-01T08:00:00-03:00",
  data_termino: "2026-12-05T18:00:00-03:00",
  clientes: [] as number[],
  usuarios: [] as string[],
};

describe.each(testDialects())("writing notices on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    users: [SCHOOL_ADMIN, { usuario: "1001", nome: "Ana Souza" }, { usuario: "1002", nome: "Bruno Lima" }],
    other: [OTHER_ADMIN, { usuario: "9001" }],
  });

  const save = async (body: Record<string, unknown>, token?: string) =>
    t.request("POST", SAVE, { token: token ?? (await t.signIn("admin")), body });

  it("adds a notice that mensagens.json then serves exactly as written, and lists it for its editors", async () => {
    const answer = await save({ ...NOTICE, usuarios: ["001001"] });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.mensagem).toBe("Aviso salvo.");
    const aviso = answer.json.aviso;
    expect(aviso).toMatchObject({
      ativo: true,
      tipo: "lembrete",
      mensagem: "Reunião de pais na sexta",
      rota: ["/logado", "/logado/turmas"],
      data_inicio: "2026-12-01T11:00:00.000Z",
      usuarios: [{ id: t.users["1001"].id, nome: "Ana Souza", usuario: "1001" }],
    });
    expect(aviso.id).toMatch(/^aviso-/);

    const file = await t.request("GET", "/mensagens.json");
    expect(file.json).toContainEqual({
      id: aviso.id,
      status: "1",
      tipo: "lembrete",
      mensagem: "Reunião de pais na sexta",
      link_url: "/logado/turmas",
      link_texto: "Ver turmas",
      rota: ["/logado", "/logado/turmas"],
      data_inicio: "2026-12-01T11:00:00.000Z",
      data_termino: "2026-12-05T21:00:00.000Z",
      clientes: null,
      usuarios: [t.users["1001"].id],
    });
    const listed = await t.request("GET", LIST, { token: await t.signIn("admin") });
    expect(listed.status).toBe(200);
    expect(listed.json.avisos[0]).toEqual(aviso);
  });

  it("changes a notice, and switching it off takes it out of the file", async () => {
    const created = (await save(NOTICE)).json.aviso;
    const changed = await save({ ...NOTICE, id: created.id, ativo: false, mensagem: "Adiada", rota: [] });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.aviso).toMatchObject({ id: created.id, ativo: false, mensagem: "Adiada", rota: [] });
    expect(changed.json.aviso.criado_em).toBe(created.criado_em);
    const file = await t.request("GET", "/mensagens.json");
    expect(file.json.map((notice: { id: string }) => notice.id)).not.toContain(created.id);
  });

  it("removes a notice", async () => {
    const created = (await save(NOTICE)).json.aviso;
    const token = await t.signIn("admin");
    const removed = await t.request("POST", REMOVE, { token, body: { id: created.id } });
    expect(removed.json).toEqual({ status: "sucesso", mensagem: "Aviso excluído." });
    expect((await t.request("POST", REMOVE, { token, body: { id: created.id } })).status).toBe(404);
    expect((await save({ ...NOTICE, id: created.id })).status).toBe(404);
  });

  it("refuses a bad link, page, period or target with a message for each", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { link_url: "javascript:alert(1)" },
        "O link deve ser uma página desta plataforma (começando com /) ou um endereço https://.",
      ],
      [
        { link_url: "//outro.example/x" },
        "O link deve ser uma página desta plataforma (começando com /) ou um endereço https://.",
      ],
      [{ link_texto: "  " }, "Escreva o texto do link."],
      [{ rota: ["logado"] }, "Cada página deve começar com /, como /logado/turmas."],
      [{ data_termino: "2026-11-30T08:00:00-03:00" }, "O término deve ser depois do início."],
      [
        { usuarios: ["1001", "sem-conta", "9001"] },
        "Estes logins não existem nesta plataforma: sem-conta, 9001.",
      ],
      [{ clientes: [999_999] }, "Uma das escolas escolhidas não existe nesta plataforma."],
    ];
    for (const [change, message] of cases) {
      const answer = await save({ ...NOTICE, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.json.mensagem).toBe(message);
    }
    expect((await save({ ...NOTICE, mensagem: "" })).status).toBe(400);
    expect((await save({ ...NOTICE, link_url: "https://escola.example/reuniao" })).status).toBe(200);
  });

  it("counts the people a targeting reaches", async () => {
    const token = await t.signIn("admin");
    const everyone = await t.request("POST", AUDIENCE, { token, body: { clientes: [], usuarios: [] } });
    expect(everyone.status, everyone.text).toBe(200);
    expect(everyone.json.usuarios).toBe(3);
    const two = await t.request("POST", AUDIENCE, {
      token,
      body: { clientes: [], usuarios: ["1001", "1002"] },
    });
    expect(two.json.usuarios).toBe(2);
    const stranger = await t.request("POST", AUDIENCE, { token, body: { clientes: [], usuarios: ["9001"] } });
    expect(stranger.status).toBe(400);
  });

  it("counts who of the targeting is on its pages now, from the page each session's last call came from", async () => {
    const onPage = async (usuario: string, route: string, host?: string) => {
      const token = await t.signIn(usuario, host);
      const seen = await t.request("GET", "/conta/pt-br/trilhas", {
        token,
        ...(host ? { host } : {}),
        headers: { "x-rota-atual": route },
      });
      expect(seen.status, seen.text).toBe(200);
    };
    await onPage("1001", "/logado/turmas/3");
    await onPage("1002", "/logado");
    // Another platform's person on the same page is not this platform's audience.
    await onPage("9001", "/logado/turmas/3", t.otherHost);
    const admin = await t.signIn("admin");
    const count = async (body: Record<string, unknown>) => {
      const answer = await t.request("POST", AUDIENCE, { token: admin, body });
      expect(answer.status, answer.text).toBe(200);
      return answer.json;
    };
    expect(await count({ clientes: [], usuarios: [], rota: ["/logado/turmas*"] })).toEqual({
      usuarios: 3,
      agora: 1,
    });
    expect((await count({ clientes: [], usuarios: [], rota: ["/logado"] })).agora).toBe(1);
    // Any page: everyone whose session called in the last minutes with a page (the administrator's calls here
    // say none).
    expect((await count({ clientes: [], usuarios: [] })).agora).toBe(2);
    expect((await count({ clientes: [], usuarios: ["1002"], rota: ["/logado/turmas*"] })).agora).toBe(0);
    // A path that is not a page's is ignored, not stored.
    const token = await t.signIn("1002");
    await t.request("GET", "/conta/pt-br/trilhas", {
      token,
      headers: { "x-rota-atual": "javascript:alert(1)" },
    });
    expect((await count({ clientes: [], usuarios: ["1002"], rota: ["/logado"] })).agora).toBe(1);
  });

  it("lets only the scope's administrators write notices", async () => {
    const student = await t.signIn("1001");
    expect((await save(NOTICE, student)).status).toBe(403);
    expect((await t.request("GET", LIST, { token: student })).status).toBe(403);
    const mine = (await save(NOTICE)).json.aviso;
    const otherAdmin = await t.signIn("admin", t.otherHost);
    const foreign = await t.request("POST", SAVE, {
      host: t.otherHost,
      token: otherAdmin,
      body: { ...NOTICE, id: mine.id, mensagem: "invadido" },
    });
    expect(foreign.status).toBe(404);
    const theirs = await t.request("GET", LIST, { host: t.otherHost, token: otherAdmin });
    expect(theirs.json.avisos.map((notice: { id: string }) => notice.id)).not.toContain(mine.id);
  });
});
