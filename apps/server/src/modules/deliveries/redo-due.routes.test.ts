import type { AssignedLesson } from "@trilha/contracts/assigned-lesson";
import * as assignmentsCalls from "@trilha/contracts/assignments.calls";
import * as deliveriesCalls from "@trilha/contracts/deliveries.calls";
import { beforeAll, describe, expect, it } from "vitest";
import { inDays as at, DAY_MS, ptPath as path } from "../../test/calls.ts";
import { testDialects } from "../../test/dialects.ts";
import { createClassGroup } from "../../test/factories.ts";
import { giveLesson } from "../../test/given-lessons.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

describe.each(testDialects())("a redo asked after the due date on %s", (dialect) => {
  const t = useTenantServer(dialect, { users: [{ usuario: "professora", share: true }, { usuario: "ana" }] });
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const post = (call: { path: `/${string}` }, body: unknown, token = tokens.professora as string) =>
    t.request("POST", path(call), { body, token });
  const anasItem = async (id: number) => {
    const answer = await t.request("GET", path(assignmentsCalls.myContents), { token: tokens.ana as string });
    return (answer.json.conteudos as AssignedLesson[]).find((item) => item.atribuicao_id === id);
  };
  const deliver = async (atribuicao_id: number, key: string) => {
    const answer = await post(
      deliveriesCalls.deliverySubmit,
      { atribuicao_id, chave_envio: key, resposta: "Minha resposta." },
      tokens.ana,
    );
    expect(answer.status, answer.text).toBe(200);
  };
  const redo = (atribuicao_id: number, extra: object = {}) =>
    post(deliveriesCalls.deliveryRedo, {
      atribuicao_id,
      aluno_id: t.users.ana.id,
      comentario: "Revise.",
      ...extra,
    });

  beforeAll(async () => {
    const groupId = await createClassGroup(t.server.db, t.scope, { nome: "7º ano A", school_year: 2026 }, [
      [t.users.professora.id, "teacher"],
      [t.users.ana.id, "student"],
    ]);
    for (const login of ["professora", "ana"]) tokens[login] = await t.signIn(login);
    const assign = (titulo: string, inicio: string, fim: string) =>
      giveLesson(t, tokens.professora as string, { titulo, turma_id: groupId, inicio, fim });
    ids.past = await assign("Resumo atrasado", at(-5), at(-2));
    ids.chosen = await assign("Resumo com prazo escolhido", at(-5), at(-2));
    ids.open = await assign("Resumo em aberto", at(-1), at(4));
    for (const id of [ids.past, ids.chosen, ids.open]) await deliver(id as number, `primeira-${id}`);
  });

  it("gives the student a week from now, so the redo delivered then is not late", async () => {
    expect((await anasItem(ids.past as number))?.atrasada).toBe(true);
    const asked = await redo(ids.past as number);
    expect(asked.status, asked.text).toBe(200);
    const item = await anasItem(ids.past as number);
    expect(item?.status).toBe("refazer");
    const due = Date.parse(item?.fim_aluno ?? "");
    expect(due).toBeGreaterThan(Date.now() + 7 * DAY_MS - 60_000);
    expect(due).toBeLessThan(Date.now() + 7 * DAY_MS + 60_000);
    await deliver(ids.past as number, `segunda-${ids.past}`);
    expect(await anasItem(ids.past as number)).toMatchObject({ status: "entregue", atrasada: false });
  });

  it("takes the teacher's own new due date, and refuses one that is not in the future", async () => {
    const refused = await redo(ids.chosen as number, { fim: at(-1) });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ campo: "fim", mensagem: "O novo prazo deve ser depois de agora." });
    expect((await anasItem(ids.chosen as number))?.status).toBe("entregue");
    const chosen = at(3);
    expect((await redo(ids.chosen as number, { fim: chosen })).status).toBe(200);
    expect(Date.parse((await anasItem(ids.chosen as number))?.fim_aluno ?? "")).toBe(Date.parse(chosen));
  });

  it("leaves the due date alone when it has not passed", async () => {
    const before = (await anasItem(ids.open as number))?.fim_aluno;
    expect((await redo(ids.open as number)).status).toBe(200);
    expect((await anasItem(ids.open as number))?.fim_aluno).toBe(before);
  });
});
