import { formatGrade } from "@trilha/contracts/rules/grade";
import { inTransaction } from "../../db/scoped-db.ts";
import type { Authenticated } from "../../http/caller.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { releaseUploads } from "../uploads/upload.service.ts";
import { attemptFileKeysOf, deleteAssignment, deliveriesOfAssignment } from "./assignment.repository.ts";
import { assignmentTaughtBy, auditChange } from "./assignment.service.ts";

type Context = Pick<RequestContext, "data" | "scope" | "now" | "origin">;

/**
 * 'Remover atribuição': the assignment goes from the class with its deliveries, in one transaction whose audit
 * event keeps every delivered attempt as it was (answer, file names, grade, comment); the delivered files go
 * back to the upload sweep, which deletes them.
 */
export async function removeTaughtAssignment(context: Context, caller: Authenticated, assignmentId: number) {
  const assignment = await assignmentTaughtBy(context, caller, assignmentId);
  const [attempts, files] = await Promise.all([
    deliveriesOfAssignment(context.data, assignment.id),
    attemptFileKeysOf(context.data, assignment.id),
  ]);
  const namesOf = (studentId: number, number: number) =>
    files.filter((file) => file.student_id === studentId && file.number === number).map((file) => file.name);
  const entregas = attempts.map((attempt) => ({
    aluno_id: attempt.student_id,
    tentativa: attempt.number,
    entregue_em: attempt.delivered_at ?? "",
    resposta: attempt.answer,
    arquivos: namesOf(attempt.student_id, attempt.number),
    nota: attempt.grade === null ? null : formatGrade(attempt.grade, "pt-br"),
    comentario: attempt.feedback,
  }));
  await inTransaction(context.data, async (trx) => {
    const inTransaction = { ...context, data: trx };
    await auditChange(inTransaction, caller, assignment, {
      acao: "removed",
      entregas: entregas.length,
      registro: JSON.stringify(entregas),
    });
    await releaseUploads(
      inTransaction,
      files.map((file) => file.object_key),
    );
    await deleteAssignment(trx, assignment.id);
  });
}
