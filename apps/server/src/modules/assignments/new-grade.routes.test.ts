import type { AssignedLesson } from "@trilha/contracts/assigned-lesson";
import * as assignmentsCalls from "@trilha/contracts/assignments.calls";
import * as deliveriesCalls from "@trilha/contracts/deliveries.calls";
import { beforeAll, describe, expect, it } from "vitest";
import { inDays as at, ptPath as path } from "../../test/calls.ts";
import { testDialects } from "../../test/dialects.ts";
import { createClassGroup } from "../../test/factories.ts";
import { giveLesson } from "../../test/given-lessons.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

describe.each(testDialects())("'Nova nota' on the student's list on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    users: [{ usuario: "professora", share: true }, { usuario: "ana" }, { usuario: "bia" }],
  });
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const post = (call: { path: `/${string}` }, body: unknown, token = tokens.professora as string) =>
    t.request("POST", path(call), { body, token });
  const list = async (token: string) => {
    const answer = await t.request("GET", path(assignmentsCalls.myContents), { token });
    expect(answer.status, answer.text).toBe(200);
    return answer.json.conteudos as AssignedLesson[];
  };
  const grade = (atribuicao_id: number, nota: string, comentario: string) =>
    post(deliveriesCalls.deliveryGrade, { atribuicao_id, aluno_id: t.users.ana.id, nota, comentario });

  beforeAll(async () => {
    const { users } = t;
    const groupId = await createClassGroup(t.server.db, t.scope, { nome: "7º ano A", school_year: 2026 }, [
      [users.professora.id, "teacher"],
      [users.ana.id, "student"],
      [users.bia.id, "student"],
    ]);
    for (const login of ["professora", "ana", "bia"]) tokens[login] = await t.signIn(login);
    const assign = (titulo: string, inicio: string, fim: string) =>
      giveLesson(t, tokens.professora as string, { titulo, turma_id: groupId, inicio, fim });
    ids.open = await assign("Poema", at(-1), at(3));
    ids.essay = await assign("Redação", at(-4), at(-2));
    const delivered = await post(
      deliveriesCalls.deliverySubmit,
      { atribuicao_id: ids.essay, chave_envio: "entrega-ana-redacao", resposta: "Minha redação." },
      tokens.ana,
    );
    expect(delivered.status, delivered.text).toBe(200);
  });

  it("puts a new grade first, with its comment, until the list has shown it once", async () => {
    expect((await grade(ids.essay as number, "8,5", "Ótimo argumento.")).status).toBe(200);
    const [first, second] = await list(tokens.ana as string);
    expect(first).toMatchObject({
      atribuicao_id: ids.essay,
      status: "avaliada",
      ultima_nota: 8.5,
      nova_nota: true,
      comentario: "Ótimo argumento.",
    });
    expect(second).toMatchObject({ atribuicao_id: ids.open, nova_nota: false, comentario: null });

    const seen = await post(deliveriesCalls.deliveryGradesSeen, { atribuicao_ids: [ids.essay] }, tokens.ana);
    expect(seen.status, seen.text).toBe(200);
    const after = await list(tokens.ana as string);
    // Seen, it is an ordinary graded lesson again: after what is still to do, its comment still there.
    expect(after.map((item) => [item.atribuicao_id, item.nova_nota])).toEqual([
      [ids.open, false],
      [ids.essay, false],
    ]);
    expect(after[1]?.comentario).toBe("Ótimo argumento.");
  });

  it("is new again when the teacher changes the grade", async () => {
    expect((await grade(ids.essay as number, "9", "Revisei: excelente.")).status).toBe(200);
    const [first] = await list(tokens.ana as string);
    expect(first).toMatchObject({ atribuicao_id: ids.essay, ultima_nota: 9, nova_nota: true });
    expect(first?.comentario).toBe("Revisei: excelente.");
  });

  it("lets a student mark only her own grades as seen, and checks what is sent", async () => {
    const other = await post(deliveriesCalls.deliveryGradesSeen, { atribuicao_ids: [ids.essay] }, tokens.bia);
    expect(other.status).toBe(200);
    expect((await list(tokens.ana as string))[0]?.nova_nota).toBe(true);
    for (const atribuicao_ids of [[], ["x"], Array.from({ length: 101 }, (_, index) => index + 1)]) {
      expect((await post(deliveriesCalls.deliveryGradesSeen, { atribuicao_ids }, tokens.ana)).status).toBe(
        400,
      );
    }
    expect(
      (await t.request("POST", path(deliveriesCalls.deliveryGradesSeen), { body: { atribuicao_ids: [1] } }))
        .status,
    ).toBe(401);
  });
});
