import * as assignmentsCalls from "@trilha/contracts/assignments.calls";
import * as deliveriesCalls from "@trilha/contracts/deliveries.calls";
import { lessonCreate } from "@trilha/contracts/lessons.calls";
import { beforeAll, describe, expect, it } from "vitest";
import { latestAuditEventOf } from "../../test/audit-rows.ts";
import { inDays as at, ptPath as path } from "../../test/calls.ts";
import { TEACHER_AND_COLLEAGUE } from "../../test/class-people.ts";
import { testDialects } from "../../test/dialects.ts";
import { createClassGroup } from "../../test/factories.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

/**
 * A teacher's 'Atribuir' tapped twice makes one assignment; giving a class the same lesson again asks first;
 * an assignment's dates change; and removing one takes its deliveries, which the audit log keeps.
 */
describe.each(testDialects())("changing assignments on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    users: [...TEACHER_AND_COLLEAGUE, { usuario: "ana" }],
  });
  const tokens: Record<string, string> = {};
  let groupId: number;
  let lessonId: number;

  const post = (call: { path: `/${string}` }, body: unknown, login = "professora") =>
    t.request("POST", path(call), { body, token: tokens[login] as string });
  const assignmentsOfGroup = async () =>
    t.scopedDb
      .selectFrom("assignments")
      .select(["id", "starts_at", "due_at"])
      .where("group_id", "=", groupId)
      .orderBy("id")
      .execute();

  beforeAll(async () => {
    groupId = await createClassGroup(t.server.db, t.scope, { nome: "7º ano A", school_year: 2026 }, [
      [t.users.professora.id, "teacher"],
      [t.users.ana.id, "student"],
    ]);
    for (const login of ["professora", "colega", "ana"]) tokens[login] = await t.signIn(login);
    const lesson = await post(lessonCreate, {
      tipo: "ESC",
      titulo: "Redação",
      corpo: "<p>Escreva.</p>",
      componente: null,
      serie: null,
      tags: [],
    });
    lessonId = lesson.json.conteudo.id;
  });

  it("makes one assignment of a double tap, and asks before giving the class the same lesson again", async () => {
    const body = {
      conteudo_id: lessonId,
      turma_id: groupId,
      agendamento: { inicio: at(-1), fim: at(5) },
      chave_envio: "toque-duplo-0001",
    };
    // Both taps at once, then a retry after a lost answer: one assignment, the same answer each time.
    const [first, second] = await Promise.all([
      post(assignmentsCalls.assignmentCreate, body),
      post(assignmentsCalls.assignmentCreate, body),
    ]);
    const retry = await post(assignmentsCalls.assignmentCreate, body);
    for (const answer of [first, second, retry]) expect(answer.status, answer.text).toBe(200);
    expect(new Set([first, second, retry].map((answer) => answer.json.atribuicao.id)).size).toBe(1);
    expect(await assignmentsOfGroup()).toHaveLength(1);

    const again = await post(assignmentsCalls.assignmentCreate, { ...body, chave_envio: "outra-vez-00002" });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      status: "erro",
      mensagem: "Este conteúdo já foi atribuído a esta turma. Confirme para atribuí-lo de novo.",
      campo: "repetir",
    });
    expect(await assignmentsOfGroup()).toHaveLength(1);
    const meant = await post(assignmentsCalls.assignmentCreate, {
      ...body,
      chave_envio: "outra-vez-00002",
      repetir: true,
    });
    expect(meant.status, meant.text).toBe(200);
    expect(await assignmentsOfGroup()).toHaveLength(2);
  });

  it("changes an assignment's dates, audited; refuses an end before the start and another teacher", async () => {
    const [assignment] = await assignmentsOfGroup();
    const id = assignment?.id as number;
    const agendamento = { inicio: at(1), fim: at(9) };
    const changed = await post(assignmentsCalls.assignmentReschedule, { atribuicao_id: id, agendamento });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.atribuicao.agendamento).toEqual(agendamento);
    // Now upcoming for Ana: title and dates only.
    const page = await t.request("GET", path(deliveriesCalls.deliveryMine, `?atribuicao_id=${id}`), {
      token: tokens.ana as string,
    });
    expect(page.json.atribuicao.status).toBe("em_breve");
    expect(page.json.conteudo.corpo).toBe("");
    const event = await latestAuditEventOf(t.server.db, t.scope, "assignment.changed")
      .select("details")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.details)).toMatchObject({ acao: "rescheduled", inicio: agendamento.inicio });

    const backwards = await post(assignmentsCalls.assignmentReschedule, {
      atribuicao_id: id,
      agendamento: { inicio: at(9), fim: at(1) },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.json.mensagem).toBe("A data de fim deve ser depois da data de início.");
    const stranger = await post(
      assignmentsCalls.assignmentReschedule,
      { atribuicao_id: id, agendamento },
      "colega",
    );
    expect(stranger.status).toBe(403);
  });

  it("removes an assignment with its deliveries, and the audit log keeps each delivered answer", async () => {
    const [, second] = await assignmentsOfGroup();
    const id = second?.id as number;
    const delivered = await post(
      deliveriesCalls.deliverySubmit,
      { atribuicao_id: id, chave_envio: "entrega-ana-0001", resposta: "Minha redação sobre a chuva." },
      "ana",
    );
    expect(delivered.status, delivered.text).toBe(200);
    expect((await post(assignmentsCalls.assignmentRemove, { atribuicao_id: id }, "colega")).status).toBe(403);

    const removed = await post(assignmentsCalls.assignmentRemove, { atribuicao_id: id });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json).toEqual({ status: "sucesso", mensagem: "Atribuição removida." });
    expect((await assignmentsOfGroup()).map((row) => row.id)).not.toContain(id);
    const left = await t.scopedDb
      .selectFrom("deliveries")
      .select("id")
      .where("assignment_id", "=", id)
      .execute();
    expect(left).toEqual([]);
    const event = await latestAuditEventOf(t.server.db, t.scope, "assignment.changed")
      .select(["details", "actor_user_id"])
      .executeTakeFirstOrThrow();
    const details = JSON.parse(event.details);
    expect(details).toMatchObject({ acao: "removed", atribuicao_id: id, conteudo: "Redação", entregas: 1 });
    expect(JSON.parse(details.registro)).toEqual([
      expect.objectContaining({
        aluno_id: t.users.ana.id,
        tentativa: 1,
        resposta: "Minha redação sobre a chuva.",
        arquivos: [],
        nota: null,
      }),
    ]);
    expect(event.actor_user_id).toBe(t.users.professora.id);
    // Ana's list no longer has it; her page of it is gone.
    const page = await t.request("GET", path(deliveriesCalls.deliveryMine, `?atribuicao_id=${id}`), {
      token: tokens.ana as string,
    });
    expect(page.status).toBe(404);
    expect((await post(assignmentsCalls.assignmentRemove, { atribuicao_id: id })).status).toBe(404);
  });
});
