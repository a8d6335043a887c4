import * as assignmentsCalls from "@trilha/contracts/assignments.calls";
import { taughtGroups } from "@trilha/contracts/classes.calls";
import * as deliveriesCalls from "@trilha/contracts/deliveries.calls";
import { lessonCreate } from "@trilha/contracts/lessons.calls";
import { DELIVERY_STATUSES } from "@trilha/contracts/rules/delivery-status";
import { beforeAll, describe, expect, it } from "vitest";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { inDays as at, ptPath as path } from "../../test/calls.ts";
import { TEACHER_AND_COLLEAGUE } from "../../test/class-people.ts";
import { testDialects } from "../../test/dialects.ts";
import { createClassGroup, type GroupRole } from "../../test/factories.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

describe.each(testDialects())("assignments and the student's contents on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    users: [...TEACHER_AND_COLLEAGUE, { usuario: "ana" }, { usuario: "bia" }],
    // Another tenant's teacher of the same login.
    other: [TEACHER_AND_COLLEAGUE[0]],
  });
  const tokens: Record<string, string> = {};
  let groupId: number;
  let otherGroupId: number;
  let lessons: Record<"PAD" | "ESC", number>;
  /** Assignment id → the status Ana must see on it. */
  const expected = new Map<number, string>();

  const post = (call: { path: `/${string}` }, body: unknown, token = tokens.professora as string) =>
    t.request("POST", path(call), { body, token });
  const assign = async (conteudo_id: number, inicio: string, fim: string, com_nota = true) => {
    const answer = await post(assignmentsCalls.assignmentCreate, {
      conteudo_id,
      turma_id: groupId,
      agendamento: { inicio, fim },
      // These tests give the same lesson to a class more than once on purpose.
      repetir: true,
      com_nota,
    });
    expect(answer.status, answer.text).toBe(200);
    return answer.json.atribuicao.id as number;
  };

  const addGroup = (scope: TenantScope, nome: string, members: [number, GroupRole][]) =>
    createClassGroup(t.server.db, scope, { nome, school_year: 2026 }, members);

  beforeAll(async () => {
    const { users } = t;
    groupId = await addGroup(t.scope, "7º ano A", [
      [users.professora.id, "teacher"],
      [users.ana.id, "student"],
      [users.bia.id, "student"],
    ]);
    await addGroup(t.scope, "8º ano", [[users.colega.id, "teacher"]]);
    otherGroupId = await addGroup(t.other.scope, "Turma de lá", [[t.otherUsers.professora.id, "teacher"]]);
    for (const login of ["professora", "colega", "ana", "bia"]) tokens[login] = await t.signIn(login);
    tokens.other = await t.signIn("professora", t.otherHost);
    const lesson = async (tipo: "PAD" | "ESC", titulo: string, tags: string[]) =>
      (
        await post(lessonCreate, {
          tipo,
          titulo,
          corpo: "<p>Leia.</p>",
          componente: "Ciências",
          serie: null,
          tags,
        })
      ).json.conteudo.id as number;
    lessons = {
      PAD: await lesson("PAD", "Ciclo da água", ["chuva"]),
      ESC: await lesson("ESC", "Resumo", []),
    };
  });

  it("lists the classes the caller teaches, with their school year and students", async () => {
    const answer = await t.request("GET", path(taughtGroups), { token: tokens.professora as string });
    expect(answer.status).toBe(200);
    expect(answer.json.grupos).toEqual([
      // No join code until a teacher makes one ('Gerar código').
      {
        id: groupId,
        nome: "7º ano A",
        tipo: "pro",
        ano_letivo: 2026,
        escola: null,
        alunos: 2,
        codigo_entrada: null,
      },
    ]);
    expect((await t.request("GET", path(taughtGroups), { token: tokens.ana as string })).json.grupos).toEqual(
      [],
    );
  });

  it("lets only a teacher of the class assign, with an end after the start", async () => {
    const body = { conteudo_id: lessons.PAD, turma_id: groupId, agendamento: { inicio: at(-1), fim: at(1) } };
    expect((await post(assignmentsCalls.assignmentCreate, body, tokens.colega)).status).toBe(403);
    expect((await post(assignmentsCalls.assignmentCreate, body, tokens.ana)).status).toBe(403);
    const reversed = await post(assignmentsCalls.assignmentCreate, {
      ...body,
      agendamento: { inicio: at(1), fim: at(-1) },
    });
    expect(reversed.status).toBe(400);
    expect(reversed.json.mensagem).toBe("A data de fim deve ser depois da data de início.");
    expect((await post(assignmentsCalls.assignmentCreate, { ...body, conteudo_id: 999_999 })).status).toBe(
      404,
    );
    const elsewhere = await t.request("POST", path(assignmentsCalls.assignmentCreate), {
      host: t.otherHost,
      token: tokens.other as string,
      body: { ...body, turma_id: otherGroupId },
    });
    expect(elsewhere.status, "another tenant's lesson").toBe(404);
    const given = await post(assignmentsCalls.assignmentCreate, {
      ...body,
      agendamento: { inicio: "2030-03-02T07:00:00-03:00", fim: "2030-03-09T23:59:00-03:00" },
    });
    expect(given.json.atribuicao).toMatchObject({
      conteudo_id: lessons.PAD,
      versao: 1,
      turma_id: groupId,
      agendamento: { inicio: "2030-03-02T10:00:00.000Z", fim: "2030-03-10T02:59:00.000Z" },
      encerrada_em: null,
    });
    expected.set(given.json.atribuicao.id, "em_breve");
  });

  it("shows the student every status, filters by each exactly as the rule computes it, CAN only on request", async () => {
    const open = await assign(lessons.PAD, at(-1), at(3));
    expected.set(open, "aberta");
    const late = await assign(lessons.ESC, at(-5), at(-1));
    expected.set(late, "atrasada");
    const missing = await assign(lessons.PAD, at(-6), at(-2));
    expect(
      (await post(assignmentsCalls.assignmentClose, { atribuicao_id: missing })).json.atribuicao.encerrada_em,
    ).toBeTruthy();
    expect(
      (await post(assignmentsCalls.assignmentClose, { atribuicao_id: missing }, tokens.colega)).status,
    ).toBe(403);
    expected.set(missing, "nao_entregue");
    const delivered = await assign(lessons.PAD, at(-2), at(4));
    expected.set(delivered, "entregue");
    // A reading given without a grade is done once marked: nothing waits for the teacher.
    const read = await assign(lessons.PAD, at(-2), at(3.5), false);
    expected.set(read, "concluida");
    const graded = await assign(lessons.PAD, at(-3), at(5));
    expected.set(graded, "avaliada");
    const redo = await assign(lessons.PAD, at(-3), at(6));
    expected.set(redo, "refazer");
    const excused = await assign(lessons.PAD, at(-3), at(7));
    expected.set(excused, "CAN");
    for (const id of [delivered, read, graded, redo]) {
      const answer = await post(
        deliveriesCalls.deliverySubmit,
        { atribuicao_id: id, chave_envio: `chave-${id}-1` },
        tokens.ana,
      );
      expect(answer.status, answer.text).toBe(200);
    }
    const target = (id: number) => ({ atribuicao_id: id, aluno_id: t.users.ana.id });
    expect(
      (await post(deliveriesCalls.deliveryGrade, { ...target(graded), nota: "8,5", comentario: "" })).status,
    ).toBe(200);
    expect((await post(deliveriesCalls.deliveryRedo, { ...target(redo), comentario: "Refaça" })).status).toBe(
      200,
    );
    expect((await post(deliveriesCalls.deliveryCancel, { ...target(excused), cancelada: true })).status).toBe(
      200,
    );

    // A new grade comes first, once ('Nova nota'); shown, it is ordinary (new-grade.routes.test.ts).
    const first = await t.request("GET", path(assignmentsCalls.myContents), { token: tokens.ana as string });
    expect(first.json.conteudos[0]).toMatchObject({
      atribuicao_id: graded,
      status: "avaliada",
      nova_nota: true,
    });
    expect(
      (await post(deliveriesCalls.deliveryGradesSeen, { atribuicao_ids: [graded] }, tokens.ana)).status,
    ).toBe(200);

    const list = await t.request("GET", path(assignmentsCalls.myContents), { token: tokens.ana as string });
    expect(list.status).toBe(200);
    const shown = list.json.conteudos as { atribuicao_id: number; status: string; fim_aluno: string }[];
    expect(list.json.total).toBe(expected.size - 1);
    // 'A fazer': late, redo and open first by due date; then what opens later; then what is done, the latest
    // due first.
    expect(shown.map((item) => item.status)).toEqual([
      "atrasada",
      "aberta",
      "refazer",
      "em_breve",
      "avaliada",
      "entregue",
      "concluida",
      "nao_entregue",
    ]);
    const toDo = shown.slice(0, 3).map((item) => item.fim_aluno);
    expect(toDo).toEqual([...toDo].sort());
    const done = shown.slice(4).map((item) => item.fim_aluno);
    expect(done).toEqual([...done].sort().reverse());
    for (const item of shown)
      expect(item.status, String(item.atribuicao_id)).toBe(expected.get(item.atribuicao_id));
    expect(shown.some((item) => item.status === "CAN")).toBe(false);
    expect(list.json.fuso_horario).toBe("America/Sao_Paulo");

    for (const status of DELIVERY_STATUSES) {
      const filtered = await t.request("GET", path(assignmentsCalls.myContents, `?status=${status}`), {
        token: tokens.ana as string,
      });
      const ids = filtered.json.conteudos.map((item: { atribuicao_id: number }) => item.atribuicao_id).sort();
      const want = [...expected]
        .filter(([, value]) => value === status)
        .map(([id]) => id)
        .sort();
      expect(ids, status).toEqual(want);
      expect(filtered.json.conteudos.every((item: { status: string }) => item.status === status)).toBe(true);
    }
    const graded8 = shown.find((item) => item.atribuicao_id === graded) as unknown as { ultima_nota: number };
    expect(graded8.ultima_nota).toBe(8.5);
  });

  it("filters by tag and class, pages on the server, and shows Bia none of Ana's deliveries", async () => {
    const tagged = await t.request("GET", path(assignmentsCalls.myContents, "?tag=CHUVA&limite=2"), {
      token: tokens.ana as string,
    });
    expect(tagged.json.total).toBe([...expected].length - 2);
    expect(tagged.json.conteudos).toHaveLength(2);
    expect(tagged.json.conteudos[0].tagsFiltro).toEqual(["Ciências", "chuva"]);
    const page2 = await t.request("GET", path(assignmentsCalls.myContents, "?tag=chuva&limite=2&pagina=2"), {
      token: tokens.ana as string,
    });
    expect(page2.json.conteudos[0].atribuicao_id).not.toBe(tagged.json.conteudos[0].atribuicao_id);
    const byClass = await t.request("GET", path(assignmentsCalls.myContents, `?turma_id=${otherGroupId}`), {
      token: tokens.ana as string,
    });
    expect(byClass.json.total).toBe(0);
    const bia = await t.request("GET", path(assignmentsCalls.myContents, "?status=entregue"), {
      token: tokens.bia as string,
    });
    expect(bia.json.total).toBe(0);
    const teacher = await t.request("GET", path(assignmentsCalls.myContents), {
      token: tokens.professora as string,
    });
    expect(teacher.json.total, "a teacher is no student of the class").toBe(0);
  });

  it("gives one student extra time, which moves them from late back to open", async () => {
    const late = [...expected].find(([, status]) => status === "atrasada")?.[0] as number;
    const extend = (body: object, token?: string) =>
      post(assignmentsCalls.assignmentExtend, { atribuicao_id: late, ...body }, token);
    const before = await extend({ aluno_id: t.users.ana.id, fim: at(-3) });
    expect(before.status).toBe(400);
    expect(before.json).toMatchObject({
      mensagem: "O novo prazo deve ser depois do prazo do conteúdo.",
      campo: "fim",
    });
    expect((await extend({ aluno_id: t.users.colega.id, fim: at(2) })).status).toBe(404);
    expect((await extend({ aluno_id: t.users.ana.id, fim: at(2) }, tokens.colega)).status).toBe(403);
    expect((await extend({ aluno_id: t.users.ana.id, fim: at(2) })).status).toBe(200);
    const ana = await t.request("GET", path(assignmentsCalls.myContents, "?status=aberta"), {
      token: tokens.ana as string,
    });
    const item = ana.json.conteudos.find((row: { atribuicao_id: number }) => row.atribuicao_id === late);
    expect(item.status).toBe("aberta");
    expect(item.fim_aluno > item.agendamento.fim).toBe(true);
    const bia = await t.request("GET", path(assignmentsCalls.myContents, "?status=atrasada"), {
      token: tokens.bia as string,
    });
    expect(bia.json.conteudos.map((row: { atribuicao_id: number }) => row.atribuicao_id)).toContain(late);
  });

  it("lets only the class's teachers close and reopen, refuses extra time while closed, and reopens as before", async () => {
    const id = await assign(lessons.ESC, at(-4), at(-1));
    const target = { atribuicao_id: id };
    const statusOf = async (login: "ana" | "bia") => {
      const list = await t.request("GET", path(assignmentsCalls.myContents, "?limite=100"), {
        token: tokens[login] as string,
      });
      return list.json.conteudos.find((item: { atribuicao_id: number }) => item.atribuicao_id === id);
    };
    expect((await statusOf("ana")).status).toBe("atrasada");
    for (const call of [assignmentsCalls.assignmentClose, assignmentsCalls.assignmentReopen]) {
      expect((await post(call, target, tokens.colega)).status, `${call.path} by another teacher`).toBe(403);
      expect((await post(call, target, tokens.ana)).status, `${call.path} by a student`).toBe(403);
      const elsewhere = await t.request("POST", path(call), {
        host: t.otherHost,
        token: tokens.other as string,
        body: target,
      });
      expect(elsewhere.status, `${call.path} from another tenant`).toBe(404);
    }

    const closed = await post(assignmentsCalls.assignmentClose, target);
    expect(closed.status, closed.text).toBe(200);
    const closedAt = closed.json.atribuicao.encerrada_em as string;
    expect(Date.parse(closedAt)).toBeLessThanOrEqual(Date.now());
    expect(
      (await post(assignmentsCalls.assignmentClose, target)).json.atribuicao.encerrada_em,
      "a second close",
    ).toBe(closedAt);
    expect(await statusOf("ana")).toMatchObject({ status: "nao_entregue", encerrada_em: closedAt });
    const refused = await post(
      deliveriesCalls.deliverySubmit,
      { ...target, chave_envio: `chave-${id}-fechada` },
      tokens.ana,
    );
    expect(refused.status).toBe(409);

    const extendClosed = await post(assignmentsCalls.assignmentExtend, {
      ...target,
      aluno_id: t.users.ana.id,
      fim: at(3),
    });
    expect(extendClosed.status).toBe(409);
    expect(extendClosed.json.mensagem).toBe(
      "As entregas deste conteúdo estão encerradas: reabra-as antes de dar prazo extra.",
    );
    expect((await statusOf("ana")).fim_aluno, "no extra time was recorded").toBe(
      (await statusOf("ana")).agendamento.fim,
    );

    const reopened = await post(assignmentsCalls.assignmentReopen, target);
    expect(reopened.status, reopened.text).toBe(200);
    expect(reopened.json.atribuicao).toMatchObject({ id, encerrada_em: null });
    expect(await statusOf("ana")).toMatchObject({ status: "atrasada", encerrada_em: null });

    const due = at(3);
    expect(
      (await post(assignmentsCalls.assignmentExtend, { ...target, aluno_id: t.users.ana.id, fim: due }))
        .status,
    ).toBe(200);
    expect(await statusOf("ana")).toMatchObject({ status: "aberta", fim_aluno: due });
    expect((await statusOf("bia")).status, "Bia's due date stays the class's").toBe("atrasada");
    const delivered = await post(
      deliveriesCalls.deliverySubmit,
      { ...target, resposta: "Entregue no prazo extra.", chave_envio: `chave-${id}-extra` },
      tokens.ana,
    );
    expect(delivered.status, delivered.text).toBe(200);
    expect(await statusOf("ana")).toMatchObject({ status: "entregue", atrasada: false });
  });

  it("takes one student's extra time back, and writes giving, closing, reopening and extra time to the audit log", async () => {
    const id = await assign(lessons.PAD, at(-4), at(-1));
    const target = { atribuicao_id: id, aluno_id: t.users.ana.id };
    const remove = (body: object, token?: string) =>
      post(assignmentsCalls.assignmentExtensionRemove, body, token);
    expect((await remove(target)).status, "no extra time to remove").toBe(404);
    const due = at(2);
    expect((await post(assignmentsCalls.assignmentExtend, { ...target, fim: due })).status).toBe(200);
    expect((await remove(target, tokens.colega)).status, "another class's teacher").toBe(403);
    expect((await remove(target, tokens.ana)).status, "the student").toBe(403);
    expect((await remove({ ...target, aluno_id: t.users.colega.id })).status, "not a student of it").toBe(
      404,
    );
    const elsewhere = await t.request("POST", path(assignmentsCalls.assignmentExtensionRemove), {
      host: t.otherHost,
      token: tokens.other as string,
      body: target,
    });
    expect(elsewhere.status, "from another tenant").toBe(404);
    const removed = await remove(target);
    expect(removed.status, removed.text).toBe(200);
    const list = await t.request("GET", path(assignmentsCalls.myContents, "?limite=100"), {
      token: tokens.ana as string,
    });
    const item = list.json.conteudos.find((row: { atribuicao_id: number }) => row.atribuicao_id === id);
    expect(item).toMatchObject({ status: "atrasada", fim_aluno: item.agendamento.fim });
    expect((await post(assignmentsCalls.assignmentClose, { atribuicao_id: id })).status).toBe(200);
    expect(
      (await post(assignmentsCalls.assignmentClose, { atribuicao_id: id })).status,
      "a second close",
    ).toBe(200);
    expect((await post(assignmentsCalls.assignmentReopen, { atribuicao_id: id })).status).toBe(200);

    const events = await t.server.db
      .selectFrom("audit_events")
      .select(["event_type", "actor_user_id", "subject_user_id", "details", "scope"])
      .where("event_type", "=", "assignment.changed")
      .orderBy("id")
      .execute();
    const mine = events
      .map((row) => ({ ...row, details: JSON.parse(row.details) }))
      .filter((row) => row.details.atribuicao_id === id);
    const common = { turma: "7º ano A", conteudo: "Ciclo da água", atribuicao_id: id };
    expect(mine.map((row) => row.details)).toEqual([
      { acao: "assigned", ...common },
      { acao: "extension_granted", fim: due, ...common },
      { acao: "extension_removed", ...common },
      { acao: "closed", ...common },
      { acao: "reopened", ...common },
    ]);
    for (const row of mine) {
      expect(row).toMatchObject({ actor_user_id: t.users.professora.id, scope: t.scope.key });
    }
    expect(mine.map((row) => row.subject_user_id)).toEqual([
      null,
      t.users.ana.id,
      t.users.ana.id,
      null,
      null,
    ]);
  });
});
