import * as assignmentsCalls from "@trilha/contracts/assignments.calls";
import * as deliveriesCalls from "@trilha/contracts/deliveries.calls";
import { beforeAll, describe, expect, it } from "vitest";
import { inDays as at, ptPath as path } from "../../test/calls.ts";
import { TEACHER_AND_COLLEAGUE } from "../../test/class-people.ts";
import { testDialects } from "../../test/dialects.ts";
import { createClassGroup } from "../../test/factories.ts";
import { giveLesson } from "../../test/given-lessons.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

describe.each(testDialects())("the teacher's home on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    users: [...TEACHER_AND_COLLEAGUE, { usuario: "ana" }, { usuario: "bia" }, { usuario: "caio" }],
    // Another tenant's teacher of the same login.
    other: [TEACHER_AND_COLLEAGUE[0]],
  });
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const post = (call: { path: `/${string}` }, body: unknown, token = tokens.professora as string) =>
    t.request("POST", path(call), { body, token });
  const home = (token: string, host?: string) =>
    t.request("GET", path(assignmentsCalls.taughtAssignments), { token, ...(host ? { host } : {}) });

  beforeAll(async () => {
    const { users } = t;
    const group = (nome: string, teacher: number) =>
      createClassGroup(t.server.db, t.scope, { nome, school_year: 2026 }, [
        [teacher, "teacher"],
        [users.ana.id, "student"],
        [users.bia.id, "student"],
        [users.caio.id, "student"],
      ]);
    ids.seventh = await group("7º ano A", users.professora.id);
    ids.eighth = await group("8º ano", users.colega.id);
    for (const login of ["professora", "colega", "ana", "bia", "caio"]) tokens[login] = await t.signIn(login);
    tokens.other = await t.signIn("professora", t.otherHost);
    const assign = (
      titulo: string,
      inicio: string,
      fim: string,
      turma_id: number,
      token = tokens.professora,
    ) => giveLesson(t, token as string, { titulo, turma_id, inicio, fim });
    ids.older = await assign("Resumo do capítulo 1", at(-3), at(2), ids.seventh);
    ids.newer = await assign("Resumo do capítulo 2", at(-1), at(4), ids.seventh);
    ids.upcoming = await assign("Resumo do capítulo 3", at(1), at(6), ids.seventh);
    ids.colleagues = await assign("Outra", at(-1), at(3), ids.eighth, tokens.colega);

    const deliver = (student: string, atribuicao_id: number) =>
      post(
        deliveriesCalls.deliverySubmit,
        { atribuicao_id, chave_envio: `entrega-${student}-${atribuicao_id}`, resposta: "Minha resposta." },
        tokens[student],
      );
    for (const student of ["ana", "bia", "caio"]) await deliver(student, ids.older);
    await deliver("ana", ids.newer);
    await deliver("bia", ids.newer);
    const grade = await post(deliveriesCalls.deliveryGrade, {
      atribuicao_id: ids.older,
      aluno_id: users.ana.id,
      nota: "8,5",
      comentario: "Bom.",
    });
    expect(grade.status, grade.text).toBe(200);
    // Caio is excused from the newer one: he counts neither as delivered nor as waiting.
    await post(deliveriesCalls.deliveryCancel, {
      atribuicao_id: ids.newer,
      aluno_id: users.caio.id,
      cancelada: true,
    });
    // Bia is asked to redo the newer one: it waits for her, not for a grade.
    await post(deliveriesCalls.deliveryRedo, {
      atribuicao_id: ids.newer,
      aluno_id: users.bia.id,
      comentario: "Revise.",
    });
  });

  it("lists the opened assignments of her classes, latest first, with who delivered and what waits for a grade", async () => {
    const answer = await home(tokens.professora as string);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.fuso_horario).toBe("America/Sao_Paulo");
    expect(
      answer.json.atribuicoes.map((item: assignmentsCalls.TaughtAssignment) => [
        item.titulo,
        item.turma,
        item.tipo,
        item.alunos,
        item.entregues,
        item.a_corrigir,
      ]),
    ).toEqual([
      ["Resumo do capítulo 2", "7º ano A", "ESC", 3, 1, 1],
      ["Resumo do capítulo 1", "7º ano A", "ESC", 3, 3, 2],
    ]);
    const [newer] = answer.json.atribuicoes as assignmentsCalls.TaughtAssignment[];
    expect(newer).toMatchObject({ id: ids.newer, turma_id: ids.seventh, encerrada_em: null });
    expect(Date.parse(newer?.agendamento.inicio ?? "")).toBeLessThan(Date.now());
  });

  it("shows a colleague her own classes only, and a student or another tenant's teacher nothing", async () => {
    const colleague = await home(tokens.colega as string);
    expect(colleague.json.atribuicoes.map((item: { id: number }) => item.id)).toEqual([ids.colleagues]);
    expect((await home(tokens.ana as string)).json.atribuicoes).toEqual([]);
    const elsewhere = await home(tokens.other as string, t.otherHost);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.json.atribuicoes).toEqual([]);
  });

  it("is for signed-in callers only", async () => {
    expect((await t.request("GET", path(assignmentsCalls.taughtAssignments))).status).toBe(401);
  });
});
