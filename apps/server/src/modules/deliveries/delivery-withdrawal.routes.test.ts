import * as deliveriesCalls from "@trilha/contracts/deliveries.calls";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEventsOf } from "../../test/audit-rows.ts";
import { inDays as at, ptPath as path } from "../../test/calls.ts";
import { ANA, CLASS_TEACHERS } from "../../test/class-people.ts";
import { testDialects } from "../../test/dialects.ts";
import { createClassGroup } from "../../test/factories.ts";
import { giveLesson } from "../../test/given-lessons.ts";
import { useTenantServer } from "../../test/tenant-server.ts";
import { pdfBytes, uploadFile } from "../../test/upload-file.ts";

type Attempt = { entregue_em: string | null; arquivos: { id: number; nome: string }[] };

// 'Cancelar envio' (issue 24): a delivered ARQ taken back before its due date to swap a file.
describe.each(testDialects())("a student taking a file delivery back on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    users: [...CLASS_TEACHERS, ANA, { usuario: "bia", nome: "Bia Lima" }],
  });
  const tokens: Record<string, string> = {};
  const ids: Record<"arq" | "esc" | "late", number> = { arq: 0, esc: 0, late: 0 };

  const as = (login: string) => (route: string, body: unknown) =>
    t.request("POST", route, { body, token: tokens[login] as string });
  const withdraw = (login: string, atribuicao_id: number) =>
    as(login)(path(deliveriesCalls.deliveryWithdraw), { atribuicao_id });
  const remove = (atribuicao_id: number, arquivo_id: number) =>
    as("ana")(path(deliveriesCalls.deliveryFileRemove), { atribuicao_id, arquivo_id });
  const deliver = (atribuicao_id: number, chave_envio: string, arquivos: string[]) =>
    as("ana")(path(deliveriesCalls.deliverySubmit), { atribuicao_id, chave_envio, arquivos });
  const current = async (atribuicao_id: number) => {
    const page = await t.request(
      "GET",
      path(deliveriesCalls.deliveryMine, `?atribuicao_id=${atribuicao_id}`),
      {
        token: tokens.ana as string,
      },
    );
    return {
      status: page.json.entrega.status as string,
      attempt: page.json.entrega.tentativas.at(-1) as Attempt,
    };
  };

  beforeAll(async () => {
    const { professora, professora2, ana, bia } = t.users;
    const group = await createClassGroup(t.server.db, t.scope, { nome: "7º ano A" }, [
      [professora.id, "teacher"],
      [professora2.id, "teacher"],
      [ana.id, "student"],
      [bia.id, "student"],
    ]);
    Object.assign(tokens, await t.signInAll());
    const give = (tipo: "ARQ" | "ESC", inicio: string, fim: string) =>
      giveLesson(t, tokens.professora as string, {
        tipo,
        titulo: `Lição ${tipo}`,
        corpo: "<p>Envie.</p>",
        componente: null,
        turma_id: group,
        inicio,
        fim,
      });
    ids.arq = await give("ARQ", at(-1), at(5));
    ids.esc = await give("ESC", at(-1), at(5));
    ids.late = await give("ARQ", at(-5), at(-1));
  });

  it("takes the files back to swap one, keeps the others, and delivers again", async () => {
    const ana = as("ana");
    const first = await uploadFile(ana, pdfBytes(), { nome: "rascunho.pdf" });
    const second = await uploadFile(ana, pdfBytes(), { nome: "capa.pdf" });
    expect((await deliver(ids.arq, "chave-envio-1", [first.id, second.id])).status).toBe(200);
    expect((await current(ids.arq)).status).toBe("entregue");

    const back = await withdraw("ana", ids.arq);
    expect(back.status, back.text).toBe(200);
    expect(back.json.entrega.status).toBe("aberta");
    const taken = await current(ids.arq);
    expect(taken.attempt.entregue_em).toBeNull();
    expect(taken.attempt.arquivos.map((file) => file.nome)).toEqual(["rascunho.pdf", "capa.pdf"]);
    // The teacher sees nothing delivered any more.
    const book = await t.request("GET", path(deliveriesCalls.gradebook, `?turma_id=${await groupOf()}`), {
      token: tokens.professora as string,
    });
    const column = (book.json.atribuicoes as { id: number }[]).findIndex((item) => item.id === ids.arq);
    expect(book.json.celulas[0][column].status).toBe("aberta");

    const draft = taken.attempt.arquivos[0] as { id: number };
    const removed = await remove(ids.arq, draft.id);
    expect(removed.status, removed.text).toBe(200);
    expect(
      removed.json.entrega.tentativas.at(-1).arquivos.map((file: { nome: string }) => file.nome),
    ).toEqual(["capa.pdf"]);
    expect((await remove(ids.arq, draft.id)).status).toBe(404);
    // Its bytes go back to the sweep; the kept file's stay kept.
    const uploads = await t.server.db
      .selectFrom("uploads")
      .select(["id", "expires_at"])
      .where("id", "in", [first.id, second.id])
      .execute();
    expect(uploads.find((row) => row.id === first.id)?.expires_at).not.toBeNull();
    expect(uploads.find((row) => row.id === second.id)?.expires_at).toBeNull();

    const final = await uploadFile(ana, pdfBytes(), { nome: "final.pdf" });
    const again = await deliver(ids.arq, "chave-envio-2", [final.id]);
    expect(again.status, again.text).toBe(200);
    const delivered = await current(ids.arq);
    expect(delivered.status).toBe("entregue");
    expect(delivered.attempt.arquivos.map((file) => file.nome)).toEqual(["capa.pdf", "final.pdf"]);
    // A delivered file is not removed: the delivery is taken back first.
    const refused = await remove(ids.arq, (delivered.attempt.arquivos[0] as { id: number }).id);
    expect(refused.status).toBe(409);
    expect(refused.json.mensagem).toBe("Este arquivo já foi entregue: cancele o envio antes de removê-lo.");

    const audit = await auditEventsOf(t.server.db, t.scope, "delivery.changed")
      .select(["details", "actor_user_id", "subject_user_id"])
      .execute();
    expect(audit.map((row) => JSON.parse(row.details))).toContainEqual(
      expect.objectContaining({ acao: "withdrawn", atribuicao_id: ids.arq, conteudo: "Lição ARQ" }),
    );
    expect(audit.find((row) => row.details.includes("withdrawn"))).toMatchObject({
      actor_user_id: t.users.ana.id,
      subject_user_id: t.users.ana.id,
    });
  });

  it("refuses what cannot be taken back, each with its reason", async () => {
    const cases: [Promise<{ status: number; json: { mensagem: string } }>, number, string][] = [
      [withdraw("bia", ids.arq), 409, "Não há envio para cancelar: esta tentativa não foi entregue."],
      [withdraw("ana", ids.esc), 400, "Somente entregas de arquivos podem ter o envio cancelado."],
    ];
    for (const [answer, status, message] of cases) {
      const refused = await answer;
      expect(refused.status).toBe(status);
      expect(refused.json.mensagem).toBe(message);
    }
    // Delivered late: the due date has passed, so it stays delivered.
    const late = await uploadFile(as("ana"), pdfBytes());
    expect((await deliver(ids.late, "chave-atrasado-1", [late.id])).status).toBe(200);
    const pastDue = await withdraw("ana", ids.late);
    expect(pastDue.status).toBe(409);
    expect(pastDue.json.mensagem).toBe("O prazo terminou: o envio não pode mais ser cancelado.");

    const graded = await as("professora")(path(deliveriesCalls.deliveryGrade), {
      atribuicao_id: ids.arq,
      aluno_id: t.users.ana.id,
      nota: "8",
      comentario: "",
    });
    expect(graded.status, graded.text).toBe(200);
    const afterGrade = await withdraw("ana", ids.arq);
    expect(afterGrade.status).toBe(409);
    expect(afterGrade.json.mensagem).toBe(
      "Esta entrega já foi avaliada: o envio não pode mais ser cancelado.",
    );
    const excused = await as("professora")(path(deliveriesCalls.deliveryCancel), {
      atribuicao_id: ids.arq,
      aluno_id: t.users.ana.id,
      cancelada: true,
    });
    expect(excused.status, excused.text).toBe(200);
    const afterExcuse = await withdraw("ana", ids.arq);
    expect(afterExcuse.status).toBe(409);
    expect(afterExcuse.json.mensagem).toBe(
      "O professor cancelou esta atividade para você: não há envio para cancelar.",
    );
    // Nobody takes back another's delivery: a teacher has none of her own here.
    expect((await withdraw("professora", ids.arq)).status).toBe(404);
  });

  async function groupOf() {
    const row = await t.server.db
      .selectFrom("assignments")
      .select("group_id")
      .where("id", "=", ids.arq)
      .executeTakeFirstOrThrow();
    return row.group_id;
  }
});
