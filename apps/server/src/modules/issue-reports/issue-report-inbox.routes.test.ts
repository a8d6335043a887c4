import { beforeAll, describe, expect, it, vi } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { OTHER_ADMIN, SCHOOL_ADMIN } from "../../test/people.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

const REPORT = "/conta/{lang}/reportar-erro/reportar";
const LIST = "/conta/pt-br/reportar-erro/relatos";
const UPDATE = "/conta/pt-br/reportar-erro/relatos/atualizar";
const NOTES = "/conta/pt-br/reportar-erro/relatos/notas";
const ADD_NOTE = "/conta/pt-br/reportar-erro/relatos/notas/adicionar";
const ASSIGNEES = "/conta/pt-br/reportar-erro/administradores";

interface Summary {
  id: number;
  rota: string;
  situacao: string;
  atribuido_a: { id: number; nome: string; usuario: string } | null;
  avisar_resolucao: boolean;
  resolvido_em: string | null;
  notas: number;
}

describe.each(testDialects())("the problem reports inbox on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    users: [
      { usuario: "aluna", nome: "Ana Souza", email: "ana@example.test" },
      { usuario: "aluno", nome: "Bruno Lima" },
      SCHOOL_ADMIN,
      { usuario: "suporte", nome: "Carla Dias", platformAdmin: true },
    ],
    other: [OTHER_ADMIN],
  });
  let ana: string;
  let bruno: string;
  let admin: string;
  let otherAdmin: string;
  let category: number;

  beforeAll(async () => {
    ana = await t.signIn("aluna");
    bruno = await t.signIn("aluno");
    admin = await t.signIn("admin");
    otherAdmin = await t.signIn("admin", t.otherHost);
    const row = await t.server.db
      .selectFrom("issue_categories")
      .select("id")
      .where("chave", "=", "interface")
      .executeTakeFirstOrThrow();
    category = row.id;
  });

  async function report(token: string, rota: string, extra: Record<string, unknown> = {}, lang = "pt-br") {
    const answer = await t.request("POST", REPORT.replace("{lang}", lang), {
      token,
      body: { rota, print: "", descricao: `sobre ${rota}`, categoria: category, ...extra },
    });
    expect(answer.status, answer.text).toBe(200);
    const list = await t.request("GET", `${LIST}?limite=1`, { token: admin });
    return list.json.relatos[0] as Summary;
  }

  const list = async (query: string) => {
    const answer = await t.request("GET", `${LIST}?limite=50&${query}`, { token: admin });
    expect(answer.status, answer.text).toBe(200);
    return answer.json as { relatos: Summary[]; total: number; rotas: string[] };
  };

  const update = (body: Record<string, unknown>, token = admin) => t.request("POST", UPDATE, { token, body });

  it("receives a report as new, unassigned, without notes", async () => {
    const arrived = await report(bruno, "/logado/turmas");
    expect(arrived).toMatchObject({
      rota: "/logado/turmas",
      situacao: "novo",
      atribuido_a: null,
      avisar_resolucao: false,
      resolvido_em: null,
      notas: 0,
    });
  });

  it("moves a report along and assigns it to an administrator of the scope", async () => {
    const arrived = await report(bruno, "/logado/gerenciar");
    const moved = await update({ id: arrived.id, situacao: "em_andamento", atribuido_a: t.users.suporte.id });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json).toEqual({ status: "sucesso", mensagem: "Relato atualizado." });
    const found = (await list("situacao=em_andamento")).relatos.find((row) => row.id === arrived.id);
    expect(found).toMatchObject({
      situacao: "em_andamento",
      atribuido_a: { id: t.users.suporte.id, nome: "Carla Dias", usuario: "suporte" },
    });
    expect((await update({ id: arrived.id, situacao: "novo", atribuido_a: null })).status).toBe(200);
    const back = (await list("situacao=novo")).relatos.find((row) => row.id === arrived.id);
    expect(back?.atribuido_a).toBeNull();
  });

  it("assigns reports to platform administrators of the scope only", async () => {
    const arrived = await report(bruno, "/logado/trilhas");
    const student = await update({ id: arrived.id, situacao: "novo", atribuido_a: t.users.aluno.id });
    expect(student.status).toBe(400);
    expect(student.json.mensagem).toBe(
      "Só um administrador da plataforma pode ficar responsável por um relato.",
    );
    const stranger = await update({ id: arrived.id, situacao: "novo", atribuido_a: t.otherUsers.admin.id });
    expect(stranger.status).toBe(400);
    const assignees = await t.request("GET", ASSIGNEES, { token: admin });
    expect(assignees.status).toBe(200);
    expect(assignees.json.administradores).toEqual([
      { id: t.users.suporte.id, nome: "Carla Dias", usuario: "suporte" },
      { id: t.users.admin.id, nome: "Marina Alves", usuario: "admin" },
    ]);
  });

  it("filters by status, category and route, a route also finding the pages below it", async () => {
    await report(bruno, "/logado/redes/rede/1/gestao");
    await report(bruno, "/logado/redes");
    await report(bruno, "/logado/redesX");
    await report(bruno, "/logado/100%_certo/resumo");
    const below = await list("rota=/logado/redes");
    expect(below.relatos.map((row) => row.rota).sort()).toEqual([
      "/logado/redes",
      "/logado/redes/rede/1/gestao",
    ]);
    expect(below.total).toBe(2);
    // A route is taken as it is written: LIKE's wildcards in it match only themselves.
    expect((await list(`rota=${encodeURIComponent("/logado/100%")}`)).total).toBe(0);
    // ...and a page below one with them in its name is found (an ESCAPE clause, which SQLite needs).
    expect(
      (await list(`rota=${encodeURIComponent("/logado/100%_certo")}`)).relatos.map((row) => row.rota),
    ).toEqual(["/logado/100%_certo/resumo"]);
    expect((await list(`categoria=${category}`)).total).toBe((await list("")).total);
    expect((await list(`categoria=${category + 1000}`)).total).toBe(0);
    const everything = await list("");
    expect(everything.rotas).toContain("/logado/redes/rede/1/gestao");
    expect([...everything.rotas].sort()).toEqual(everything.rotas);
    expect((await t.request("GET", `${LIST}?situacao=fechado`, { token: admin })).status).toBe(400);
  });

  it("keeps the administrators' notes, oldest first, and counts them in the list", async () => {
    const arrived = await report(bruno, "/logado/conta");
    for (const texto of ["Reproduzido no Android.", "  Corrigido na versão 2.  "]) {
      const added = await t.request("POST", ADD_NOTE, { token: admin, body: { id: arrived.id, texto } });
      expect(added.status, added.text).toBe(200);
      expect(added.json.mensagem).toBe("Nota adicionada.");
    }
    const notes = await t.request("GET", `${NOTES}?id=${arrived.id}`, { token: admin });
    expect(notes.status).toBe(200);
    expect(notes.json.notas.map((note: { texto: string }) => note.texto)).toEqual([
      "Reproduzido no Android.",
      "Corrigido na versão 2.",
    ]);
    expect(notes.json.notas[0].autor).toEqual({
      id: t.users.admin.id,
      nome: "Marina Alves",
      usuario: "admin",
    });
    expect((await list("")).relatos.find((row) => row.id === arrived.id)?.notas).toBe(2);
    const blank = await t.request("POST", ADD_NOTE, { token: admin, body: { id: arrived.id, texto: "   " } });
    expect(blank.status).toBe(400);
    expect((await t.request("GET", `${NOTES}?id=999999`, { token: admin })).status).toBe(404);
  });

  it("tells the sender by e-mail, once, in their language, when a report they asked about is resolved", async () => {
    const arrived = await report(ana, "/logado/turmas/7a", { avisar_resolucao: true }, "es-es");
    expect(arrived.avisar_resolucao).toBe(true);
    expect((await update({ id: arrived.id, situacao: "em_andamento", atribuido_a: null })).status).toBe(200);
    expect(await t.server.outbox("ana@example.test")).toEqual([]);

    expect((await update({ id: arrived.id, situacao: "resolvido", atribuido_a: null })).status).toBe(200);
    const resolved = (await list("situacao=resolvido")).relatos.find((row) => row.id === arrived.id);
    expect(resolved?.resolvido_em).toEqual(expect.any(String));
    // The e-mail leaves after the answer, never holding it up.
    const mails = await vi.waitFor(async () => {
      const sent = await t.server.outbox("ana@example.test");
      expect(sent).toHaveLength(1);
      return sent;
    });
    expect(mails[0]?.subject).toBe("El problema que usted informó se ha resuelto");
    expect(mails[0]?.text).toContain("/logado/turmas/7a");

    // Saving it again as resolved keeps its date and writes no second e-mail.
    expect(
      (await update({ id: arrived.id, situacao: "resolvido", atribuido_a: t.users.admin.id })).status,
    ).toBe(200);
    const again = (await list("situacao=resolvido")).relatos.find((row) => row.id === arrived.id);
    expect(again?.resolvido_em).toBe(resolved?.resolvido_em);
    expect(await t.server.outbox("ana@example.test")).toHaveLength(1);
    // Reopened, it is no longer resolved.
    expect((await update({ id: arrived.id, situacao: "em_andamento", atribuido_a: null })).status).toBe(200);
    const reopened = (await list("situacao=em_andamento")).relatos.find((row) => row.id === arrived.id);
    expect(reopened?.resolvido_em).toBeNull();
  });

  it("asks for an e-mail address before promising to write to it", async () => {
    const answer = await t.request("POST", REPORT.replace("{lang}", "pt-br"), {
      token: bruno,
      body: { rota: "/logado", print: "", descricao: "", categoria: category, avisar_resolucao: true },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.mensagem).toBe(
      "Para ser avisado quando o problema for resolvido, cadastre um e-mail em Minha conta.",
    );
  });

  it("lets only the scope's administrators handle reports", async () => {
    const arrived = await report(bruno, "/logado/descobrir");
    const body = { id: arrived.id, situacao: "resolvido", atribuido_a: null };
    expect((await update(body, bruno)).status).toBe(403);
    expect((await t.request("GET", `${NOTES}?id=${arrived.id}`, { token: bruno })).status).toBe(403);
    expect((await t.request("GET", ASSIGNEES, { token: bruno })).status).toBe(403);
    // Another tenant's administrator, on their own host, finds no such report.
    const foreign = await t.request("POST", UPDATE, { host: t.otherHost, token: otherAdmin, body });
    expect(foreign.status).toBe(404);
    const foreignNote = await t.request("POST", ADD_NOTE, {
      host: t.otherHost,
      token: otherAdmin,
      body: { id: arrived.id, texto: "invasão" },
    });
    expect(foreignNote.status).toBe(404);
    const still = (await list("")).relatos.find((row) => row.id === arrived.id);
    expect(still).toMatchObject({ situacao: "novo", notas: 0 });
  });
});
