import * as assignmentsCalls from "@trilha/contracts/assignments.calls";
import * as deliveriesCalls from "@trilha/contracts/deliveries.calls";
import { lessonCreate } from "@trilha/contracts/lessons.calls";
import { beforeAll, describe, expect, it } from "vitest";
import { inDays as at, ptPath as path } from "../../test/calls.ts";
import { testDialects } from "../../test/dialects.ts";
import { createClassGroup } from "../../test/factories.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

// A reading (PAD) marked 'Concluir' is done, not 'Aguardando a avaliação do professor', unless the teacher chose
// to grade it ('Dar nota a esta leitura'); files and written answers always take a grade.
describe.each(testDialects())("readings given with and without a grade on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    users: [{ usuario: "professora", share: true }, { usuario: "ana" }],
  });
  const tokens: Record<string, string> = {};
  let groupId: number;
  const lessons: Record<string, number> = {};

  const post = (call: { path: `/${string}` }, body: unknown, token = tokens.professora as string) =>
    t.request("POST", path(call), { body, token });
  const assign = (conteudo_id: number, more: { com_nota?: boolean } = {}) =>
    post(assignmentsCalls.assignmentCreate, {
      conteudo_id,
      turma_id: groupId,
      agendamento: { inicio: at(-1), fim: at(3) },
      repetir: true,
      ...more,
    });

  beforeAll(async () => {
    groupId = await createClassGroup(t.server.db, t.scope, { nome: "7º ano A", school_year: 2026 }, [
      [t.users.professora.id, "teacher"],
      [t.users.ana.id, "student"],
    ]);
    tokens.professora = await t.signIn("professora");
    tokens.ana = await t.signIn("ana");
    for (const tipo of ["PAD", "ESC"] as const) {
      const made = await post(lessonCreate, {
        tipo,
        titulo: `Conteúdo ${tipo}`,
        corpo: "<p>Leia.</p>",
        componente: "Ciências",
        serie: null,
        tags: [],
      });
      lessons[tipo] = made.json.conteudo.id;
    }
  });

  it("gives a reading without a grade unless asked, and refuses a written answer without one", async () => {
    const plain = await assign(lessons.PAD as number);
    expect(plain.status, plain.text).toBe(200);
    expect(plain.json.atribuicao.com_nota).toBe(false);
    const graded = await assign(lessons.PAD as number, { com_nota: true });
    expect(graded.json.atribuicao.com_nota).toBe(true);
    expect((await assign(lessons.ESC as number)).json.atribuicao.com_nota).toBe(true);
    const refused = await assign(lessons.ESC as number, { com_nota: false });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      campo: "com_nota",
      mensagem:
        "Arquivos e respostas escritas sempre recebem nota: somente leituras podem ser atribuídas sem nota.",
    });
  });

  it("calls a marked reading done for the student, the gradebook and the teacher's home; a graded one waits", async () => {
    const ungraded = (await assign(lessons.PAD as number)).json.atribuicao.id as number;
    const graded = (await assign(lessons.PAD as number, { com_nota: true })).json.atribuicao.id as number;
    for (const id of [ungraded, graded]) {
      const answer = await post(
        deliveriesCalls.deliverySubmit,
        { atribuicao_id: id, chave_envio: `leitura-${id}` },
        tokens.ana,
      );
      expect(answer.status, answer.text).toBe(200);
    }
    const page = (id: number) =>
      t.request("GET", path(deliveriesCalls.deliveryMine, `?atribuicao_id=${id}`), {
        token: tokens.ana as string,
      });
    expect((await page(ungraded)).json.entrega.status).toBe("concluida");
    expect((await page(graded)).json.entrega.status).toBe("entregue");
    // Marked again, it is refused as already done, not as closed.
    const again = await post(
      deliveriesCalls.deliverySubmit,
      { atribuicao_id: ungraded, chave_envio: `leitura-${ungraded}-2` },
      tokens.ana,
    );
    expect(again.status).toBe(409);
    expect(again.json.mensagem).toBe("Esta tentativa já foi entregue.");

    const year = new Date(at(3)).getUTCFullYear();
    const book = await t.request("GET", path(deliveriesCalls.gradebook, `?turma_id=${groupId}&ano=${year}`), {
      token: tokens.professora as string,
    });
    const column = (id: number) =>
      (book.json.atribuicoes as { id: number }[]).findIndex((assignment) => assignment.id === id);
    expect(book.json.atribuicoes[column(ungraded)].com_nota).toBe(false);
    expect(book.json.celulas[0][column(ungraded)].status).toBe("concluida");
    expect(book.json.celulas[0][column(graded)].status).toBe("entregue");
    // Done without a grade is neither in the average nor pending; the graded reading waits.
    expect(book.json.alunos[0]).toMatchObject({ media: null, contadas: 0 });

    const home = await t.request("GET", path(assignmentsCalls.taughtAssignments), {
      token: tokens.professora as string,
    });
    const item = (id: number) =>
      (home.json.atribuicoes as { id: number; entregues: number; a_corrigir: number }[]).find(
        (assignment) => assignment.id === id,
      );
    expect(item(ungraded)).toMatchObject({ entregues: 1, a_corrigir: 0 });
    expect(item(graded)).toMatchObject({ entregues: 1, a_corrigir: 1 });

    const done = await t.request("GET", path(assignmentsCalls.myContents, "?status=concluida"), {
      token: tokens.ana as string,
    });
    expect(done.json.conteudos.map((lesson: { atribuicao_id: number }) => lesson.atribuicao_id)).toEqual([
      ungraded,
    ]);

    // The teacher may still grade it: then it reads as graded.
    const grade = await post(deliveriesCalls.deliveryGrade, {
      atribuicao_id: ungraded,
      aluno_id: t.users.ana.id,
      nota: "9",
      comentario: "",
    });
    expect(grade.status, grade.text).toBe(200);
    expect((await page(ungraded)).json.entrega.status).toBe("avaliada");
  });
});
