import { assignmentCreate } from "@trilha/contracts/assignments.calls";
import { callPath } from "@trilha/contracts/call";
import * as deliveriesCalls from "@trilha/contracts/deliveries.calls";
import { lessonCreate, lessonEdit } from "@trilha/contracts/lessons.calls";
import { localDate } from "@trilha/contracts/rules/grading-periods";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { inDays as at, DAY_MS, ptPath as path } from "../../test/calls.ts";
import { ANA, CLASS_TEACHERS, PRINCIPAL } from "../../test/class-people.ts";
import { testDialects } from "../../test/dialects.ts";
import { createClassGroup } from "../../test/factories.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

describe.each(testDialects())("deliveries, grading and the gradebook on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    // Bia's name starts with "=": the gradebook's export must not write it as a spreadsheet formula.
    users: [...CLASS_TEACHERS, ANA, { usuario: "bia", nome: "=Bia Lima" }, PRINCIPAL],
  });
  const tokens: Record<string, string> = {};
  let groupId: number;
  const ids: Record<"esc" | "arq" | "pad", number> = { esc: 0, arq: 0, pad: 0 };

  const post = (call: { path: `/${string}` }, body: unknown, token: string) =>
    t.request("POST", path(call), { body, token });
  const get = (call: { path: `/${string}` }, query: string, token: string) =>
    t.request("GET", path(call, query), { token });

  beforeAll(async () => {
    const { db } = t.server;
    groupId = await createClassGroup(db, t.scope, { nome: "7º ano A" }, [
      [t.users.professora.id, "teacher"],
      [t.users.professora2.id, "teacher"],
      [t.users.ana.id, "student"],
      [t.users.bia.id, "student"],
    ]);
    for (const login of ["professora", "professora2", "intrusa", "ana", "bia"])
      tokens[login] = await t.signIn(login);
    for (const [key, tipo] of [
      ["esc", "ESC"],
      ["arq", "ARQ"],
      ["pad", "PAD"],
    ] as const) {
      const lesson = await post(
        lessonCreate,
        { tipo, titulo: `Lição ${tipo}`, corpo: "<p>v1</p>", componente: null, serie: null, tags: [] },
        tokens.professora as string,
      );
      // The second teacher does not author, but gives the lessons of the school.
      const given = await post(
        assignmentCreate,
        {
          conteudo_id: lesson.json.conteudo.id,
          turma_id: groupId,
          agendamento: { inicio: at(-1), fim: at(5) },
          // The reading is graded too: the gradebook below averages all three.
          com_nota: true,
        },
        tokens.professora2 as string,
      );
      expect(given.status, given.text).toBe(200);
      ids[key] = given.json.atribuicao.id;
      // Editing after it was given makes a version 2 the assignment never shows.
      await post(
        lessonEdit,
        {
          conteudo_id: lesson.json.conteudo.id,
          titulo: "Mudou",
          corpo: "<p>v2</p>",
          componente: null,
          serie: null,
          tags: [],
        },
        tokens.professora as string,
      );
    }
  });

  it("shows the student the version the lesson was given with, and nobody else's delivery", async () => {
    const page = await get(deliveriesCalls.deliveryMine, `?atribuicao_id=${ids.esc}`, tokens.ana as string);
    expect(page.status, page.text).toBe(200);
    expect(page.json.conteudo).toMatchObject({
      tipo: "ESC",
      versao: 1,
      corpo: "<p>v1</p>",
      titulo: "Lição ESC",
    });
    expect(page.json.entrega).toEqual({
      status: "aberta",
      refazer: false,
      ultima_nota: null,
      tentativas: [],
    });
    expect(
      (await get(deliveriesCalls.deliveryMine, `?atribuicao_id=${ids.esc}`, tokens.professora as string))
        .status,
    ).toBe(404);
    expect(
      (await get(deliveriesCalls.deliveryMine, "?atribuicao_id=999999", tokens.ana as string)).status,
    ).toBe(404);
  });

  it("keeps the newest draft by the client's revision: an older save never overwrites it", async () => {
    const save = (resposta: string, revisao: number) =>
      post(
        deliveriesCalls.deliveryDraft,
        { atribuicao_id: ids.esc, resposta, revisao },
        tokens.ana as string,
      );
    expect((await save("primeira", 1)).json).toMatchObject({ aplicado: true, revisao: 1 });
    expect((await save("terceira", 3)).json).toMatchObject({ aplicado: true, revisao: 3 });
    expect((await save("segunda, atrasada", 2)).json).toMatchObject({ aplicado: false, revisao: 3 });
    const page = await get(deliveriesCalls.deliveryMine, `?atribuicao_id=${ids.esc}`, tokens.ana as string);
    expect(page.json.entrega.tentativas[0]).toMatchObject({
      numero: 1,
      resposta: "terceira",
      revisao: 3,
      entregue_em: null,
    });
    expect(page.json.entrega.status).toBe("aberta");
    const pad = await post(
      deliveriesCalls.deliveryDraft,
      { atribuicao_id: ids.pad, resposta: "x", revisao: 1 },
      tokens.ana as string,
    );
    expect(pad.status).toBe(400);
  });

  it("delivers exactly once per key, the saved draft when no answer comes with it", async () => {
    const deliver = (chave_envio: string, token = tokens.ana as string) =>
      post(deliveriesCalls.deliverySubmit, { atribuicao_id: ids.esc, chave_envio }, token);
    const first = await deliver("chave-ana-esc-1");
    expect(first.status, first.text).toBe(200);
    expect(first.json.entrega.status).toBe("entregue");
    expect(first.json.entrega.tentativas[0]).toMatchObject({ resposta: "terceira", atrasada: false });
    const again = await deliver("chave-ana-esc-1");
    expect(again.status).toBe(200);
    expect(again.json.entregue_em).toBe(first.json.entregue_em);
    const other = await deliver("chave-ana-esc-2");
    expect(other.status).toBe(409);
    expect(other.json.mensagem).toBe("Esta tentativa já foi entregue.");
    const empty = await deliver("chave-bia-esc-1", tokens.bia as string);
    expect(empty.status).toBe(400);
    expect(empty.json.mensagem).toBe("Escreva sua resposta antes de entregar.");
    const rows = await t.server.db
      .selectFrom("delivery_attempts")
      .select("id")
      .where("delivered_at", "is not", null)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("never lets a visiting administrator answer or deliver as the student", async () => {
    const visit = await t.request("POST", "/conta/pt-br/visitar", {
      token: await t.signIn("diretora"),
      body: { usuario_id: t.users.bia.id },
    });
    expect(visit.status, visit.text).toBe(200);
    const asBia = visit.json.usuario.token as string;
    const draft = await post(
      deliveriesCalls.deliveryDraft,
      { atribuicao_id: ids.esc, resposta: "escrita por outra", revisao: 99 },
      asBia,
    );
    expect(draft.status).toBe(403);
    const deliver = await post(
      deliveriesCalls.deliverySubmit,
      { atribuicao_id: ids.pad, chave_envio: "chave-visita-1" },
      asBia,
    );
    expect(deliver.status).toBe(403);
    // Reading is allowed: the administrator sees what the student sees.
    expect((await get(deliveriesCalls.deliveryMine, `?atribuicao_id=${ids.esc}`, asBia)).status).toBe(200);
  });

  it("asks ARQ for files and PAD for nothing", async () => {
    const arq = await post(
      deliveriesCalls.deliverySubmit,
      { atribuicao_id: ids.arq, chave_envio: "chave-arq-1" },
      tokens.ana as string,
    );
    expect(arq.status).toBe(400);
    expect(arq.json.mensagem).toBe("Envie pelo menos um arquivo antes de entregar.");
    const pad = await post(
      deliveriesCalls.deliverySubmit,
      { atribuicao_id: ids.pad, chave_envio: "chave-pad-1" },
      tokens.ana as string,
    );
    expect(pad.json.entrega.status).toBe("entregue");
  });

  it("grades as typed, refuses 10,5 and 7,55, and leaves grading to the class's teachers", async () => {
    const target = { atribuicao_id: ids.esc, aluno_id: t.users.ana.id };
    const grade = (nota: string, token = tokens.professora as string) =>
      post(deliveriesCalls.deliveryGrade, { ...target, nota, comentario: "Bom trabalho" }, token);
    expect((await grade("10,5")).status).toBe(400);
    expect((await grade("7,55")).status).toBe(400);
    expect((await grade("7,5", tokens.ana as string)).status).toBe(403);
    expect((await grade("7,5", tokens.intrusa as string)).status).toBe(403);
    const nonStudent = await post(
      deliveriesCalls.deliveryGrade,
      { atribuicao_id: ids.esc, aluno_id: t.users.intrusa.id, nota: "5", comentario: "" },
      tokens.professora as string,
    );
    expect(nonStudent.status).toBe(404);
    const graded = await grade("7,5");
    expect(graded.status, graded.text).toBe(200);
    expect(graded.json.entrega).toMatchObject({ status: "avaliada", ultima_nota: 7.5 });
    expect(graded.json.entrega.tentativas[0]).toMatchObject({ nota: 7.5, comentario: "Bom trabalho" });
    const seen = await get(deliveriesCalls.deliveryMine, `?atribuicao_id=${ids.esc}`, tokens.ana as string);
    expect(seen.json.atribuicao).toMatchObject({ status: "avaliada", ultima_nota: 7.5 });
    const teacherView = await get(
      deliveriesCalls.deliveryOfStudent,
      `?atribuicao_id=${ids.esc}&aluno_id=${t.users.ana.id}`,
      tokens.professora2 as string,
    );
    expect(teacherView.status).toBe(200);
    expect(teacherView.json.aluno).toEqual({ id: t.users.ana.id, nome: "Ana Souza", usuario: "ana" });
    expect(
      (
        await get(
          deliveriesCalls.deliveryOfStudent,
          `?atribuicao_id=${ids.esc}&aluno_id=${t.users.ana.id}`,
          tokens.bia as string,
        )
      ).status,
    ).toBe(403);
  });

  it("opens a new attempt on a redo, keeps the old one readable, and delivers and grades the new one", async () => {
    const target = { atribuicao_id: ids.esc, aluno_id: t.users.ana.id };
    const nothing = await post(
      deliveriesCalls.deliveryRedo,
      { atribuicao_id: ids.esc, aluno_id: t.users.bia.id, comentario: "" },
      tokens.professora as string,
    );
    expect(nothing.status).toBe(409);
    const redo = await post(
      deliveriesCalls.deliveryRedo,
      { ...target, comentario: "Refaça a conclusão." },
      tokens.professora as string,
    );
    expect(redo.json.entrega).toMatchObject({ status: "refazer", refazer: true, ultima_nota: 7.5 });
    expect(redo.json.entrega.tentativas.map((attempt: { numero: number }) => attempt.numero)).toEqual([1, 2]);
    expect(redo.json.entrega.tentativas[0]).toMatchObject({
      comentario: "Refaça a conclusão.",
      resposta: "terceira",
    });
    expect(redo.json.entrega.tentativas[0].refazer_pedido_em).toBeTruthy();
    // The first attempt's key still answers as it was; a new key delivers the new attempt.
    const old = await post(
      deliveriesCalls.deliverySubmit,
      { ...{ atribuicao_id: ids.esc }, chave_envio: "chave-ana-esc-1" },
      tokens.ana as string,
    );
    expect(old.json.entrega.status).toBe("refazer");
    const second = await post(
      deliveriesCalls.deliverySubmit,
      { atribuicao_id: ids.esc, chave_envio: "chave-ana-esc-3", resposta: "Nova resposta" },
      tokens.ana as string,
    );
    expect(second.json.entrega.status).toBe("entregue");
    expect(second.json.entrega.tentativas[1]).toMatchObject({ numero: 2, resposta: "Nova resposta" });
    const graded = await post(
      deliveriesCalls.deliveryGrade,
      { ...target, nota: "9", comentario: "" },
      tokens.professora as string,
    );
    expect(graded.json.entrega).toMatchObject({ status: "avaliada", ultima_nota: 9 });
    expect(graded.json.entrega.tentativas[0].nota).toBe(7.5);
  });

  it("excuses a student (CAN) and takes it back", async () => {
    const target = { atribuicao_id: ids.arq, aluno_id: t.users.bia.id };
    const cancelled = await post(
      deliveriesCalls.deliveryCancel,
      { ...target, cancelada: true },
      tokens.professora as string,
    );
    expect(cancelled.json.entrega.status).toBe("CAN");
    const grade = await post(
      deliveriesCalls.deliveryGrade,
      { ...target, nota: "5", comentario: "" },
      tokens.professora as string,
    );
    expect(grade.status).toBe(409);
    const submit = await post(
      deliveriesCalls.deliverySubmit,
      { atribuicao_id: ids.arq, chave_envio: "chave-bia-arq" },
      tokens.bia as string,
    );
    expect(submit.status).toBe(409);
    const back = await post(
      deliveriesCalls.deliveryCancel,
      { ...target, cancelada: false },
      tokens.professora as string,
    );
    expect(back.json.entrega.status).toBe("aberta");
    await post(deliveriesCalls.deliveryCancel, { ...target, cancelada: true }, tokens.professora as string);
  });

  it("answers the class's gradebook in one request, with averages that say what they count", async () => {
    const book = await get(deliveriesCalls.gradebook, `?turma_id=${groupId}`, tokens.professora as string);
    expect(book.status, book.text).toBe(200);
    expect(book.json.periodo).toBeNull();
    expect(book.json.atribuicoes.map((column: { id: number }) => column.id)).toEqual([
      ids.esc,
      ids.arq,
      ids.pad,
    ]);
    expect(book.json.alunos.map((row: { nome: string }) => row.nome)).toEqual(["=Bia Lima", "Ana Souza"]);
    const [bia, ana] = book.json.celulas;
    expect(ana.map((cell: { status: string }) => cell.status)).toEqual(["avaliada", "aberta", "entregue"]);
    expect(ana[0].nota).toBe(9);
    expect(bia.map((cell: { status: string }) => cell.status)).toEqual(["aberta", "CAN", "aberta"]);
    expect(book.json.alunos[1]).toMatchObject({ media: 9, contadas: 1, canceladas: 0, pendentes: 2 });
    expect(book.json.alunos[0]).toMatchObject({ media: null, contadas: 0, canceladas: 1, pendentes: 2 });
    const year = new Date(Date.now() + 5 * DAY_MS - 3 * 3_600_000).getUTCFullYear();
    const period = await get(
      deliveriesCalls.gradebook,
      `?turma_id=${groupId}&ano=${year}&periodo=1`,
      tokens.professora as string,
    );
    expect(period.status).toBe(200);
    expect(period.json.periodo).toMatchObject({ numero: 1, inicio: `${year}-01-01`, fim: `${year}-04-30` });
    expect(
      (await get(deliveriesCalls.gradebook, `?turma_id=${groupId}&periodo=9`, tokens.professora as string))
        .status,
    ).toBe(404);
    // 'atual': the period today falls in, in the tenant's time zone; in a year today is not in, the whole year.
    const current = await get(
      deliveriesCalls.gradebook,
      `?turma_id=${groupId}&periodo=atual`,
      tokens.professora as string,
    );
    expect(current.status, current.text).toBe(200);
    const today = localDate(new Date(), current.json.fuso_horario);
    expect(current.json.periodo.inicio <= today && today <= current.json.periodo.fim).toBe(true);
    const past = await get(
      deliveriesCalls.gradebook,
      `?turma_id=${groupId}&ano=2001&periodo=atual`,
      tokens.professora as string,
    );
    expect([past.status, past.json.periodo, past.json.ano]).toEqual([200, null, 2001]);
    expect((await get(deliveriesCalls.gradebook, `?turma_id=${groupId}`, tokens.ana as string)).status).toBe(
      403,
    );
    expect(
      (await get(deliveriesCalls.gradebook, `?turma_id=${groupId}`, tokens.intrusa as string)).status,
    ).toBe(403);
  });

  it("exports the gradebook as CSV (pt-br and en-us habits) and XLSX, formulas neutralised", async () => {
    const csv = await t.request(
      "GET",
      `${path(deliveriesCalls.gradebookExport)}?turma_id=${groupId}&formato=csv`,
      {
        token: tokens.professora as string,
      },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toMatch(/attachment; filename="notas-\d+-\d{4}\.csv"/);
    const lines = csv.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(/^Aluno;Login;Lição ESC \(\w+\);/);
    expect(lines[1]).toMatch(/^'=Bia Lima;bia;Aberta;Cancelada;Aberta;;0;0;0;1;2$/);
    expect(lines[2]).toMatch(/^Ana Souza;ana;9,0;Aberta;Entregue;9,0;1;0;0;0;2$/);
    const english = await t.request(
      "GET",
      `${callPath(deliveriesCalls.gradebookExport, "en-us")}?turma_id=${groupId}&formato=csv`,
      {
        token: tokens.professora as string,
      },
    );
    expect(english.text).toContain("Ana Souza,ana,9.0,Open,Delivered,9.0,1,0,0,0,2");
    const xlsx = await t.request(
      "GET",
      `${path(deliveriesCalls.gradebookExport)}?turma_id=${groupId}&formato=xlsx`,
      {
        token: tokens.professora as string,
      },
    );
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.raw as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Notas");
    expect(sheet?.getRow(3).getCell(3).value).toBe(9);
    expect(sheet?.getRow(2).getCell(1).value).toBe("'=Bia Lima");
    const refused = await t.request(
      "GET",
      `${path(deliveriesCalls.gradebookExport)}?turma_id=${groupId}&formato=csv`,
      {
        token: tokens.ana as string,
      },
    );
    expect(refused.status).toBe(403);
  });
});
