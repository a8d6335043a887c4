import { inTransaction } from "../../db/scoped-db.ts";
import type { Authenticated } from "../../http/caller.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { studentAssignment } from "../assignments/assignment.service.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { requireOwner } from "../sessions/session.policy.ts";
import { releaseUploads } from "../uploads/upload.service.ts";
import {
  deleteAttemptFile,
  findAttempt,
  findAttemptFile,
  findDelivery,
  undeliverAttempt,
  updateDelivery,
} from "./delivery.repository.ts";
import { deliveryPage } from "./delivery.service.ts";

type Context = Pick<RequestContext, "data" | "scope" | "now" | "tenant" | "config" | "origin">;

/**
 * 'Cancelar envio': a student takes their delivered files back to swap one, up to their due date, while the
 * assignment is open and nothing is graded. The attempt keeps its files and waits for 'Entregar' again; the
 * delivery reads as it did before it was delivered (open, late or redo), and the audit log says it was taken back.
 */
export async function withdrawMine(context: Context, caller: Authenticated, assignmentId: number) {
  requireOwner(caller);
  const studentId = caller.user.id;
  const { row, lesson, dueAt } = await studentAssignment(context, studentId, assignmentId);
  const now = context.now.toISOString();
  if (row.tipo !== "ARQ") throw new HttpError(400, "learning.withdrawNotFiles");
  if (lesson.status === "CAN") throw new HttpError(409, "learning.withdrawExcused");
  if (lesson.status === "avaliada") throw new HttpError(409, "learning.withdrawGraded");
  if (lesson.status !== "entregue") throw new HttpError(409, "learning.withdrawNotDelivered");
  if (dueAt < now || (row.closed_at !== null && row.closed_at <= now)) {
    throw new HttpError(409, "learning.withdrawPastDue");
  }
  await inTransaction(context.data, async (trx) => {
    const delivery = await findDelivery(trx, assignmentId, studentId);
    if (!delivery) throw new HttpError(409, "learning.withdrawNotDelivered");
    const attempt = await findAttempt(trx, delivery.id, delivery.attempt_count);
    if (!(await undeliverAttempt(trx, attempt.id))) {
      throw new HttpError(409, "learning.withdrawNotDelivered");
    }
    // A redo's attempt goes back to 'Refazer', and the delivery's time to the attempt before it.
    const earlier = attempt.number > 1 ? await findAttempt(trx, delivery.id, attempt.number - 1) : null;
    await updateDelivery(trx, delivery.id, {
      state: earlier ? "redo" : "draft",
      delivered_at: earlier?.delivered_at ?? null,
      updated_at: now,
    });
    await recordAudit(trx, {
      type: "delivery.changed",
      actor: studentId,
      subject: studentId,
      origin: context.origin,
      details: { acao: "withdrawn", turma: row.group_name, conteudo: row.title, atribuicao_id: assignmentId },
    });
  });
  return { entrega: (await deliveryPage(context, studentId, assignmentId)).entrega };
}

/**
 * 'Remover' one file of the student's attempt that is not delivered (it was, and was taken back): its record
 * goes, and its bytes go back to the upload sweep.
 */
export async function removeMyAttemptFile(
  context: Context,
  caller: Authenticated,
  input: { atribuicao_id: number; arquivo_id: number },
) {
  requireOwner(caller);
  const studentId = caller.user.id;
  await studentAssignment(context, studentId, input.atribuicao_id);
  await inTransaction(context.data, async (trx) => {
    const delivery = await findDelivery(trx, input.atribuicao_id, studentId);
    if (!delivery) throw notFound();
    const attempt = await findAttempt(trx, delivery.id, delivery.attempt_count);
    const file = await findAttemptFile(trx, attempt.id, input.arquivo_id);
    if (!file) throw notFound();
    if (attempt.delivered_at !== null) throw new HttpError(409, "learning.fileDelivered");
    await deleteAttemptFile(trx, file.id);
    await releaseUploads({ ...context, data: trx }, [file.object_key]);
  });
  return { entrega: (await deliveryPage(context, studentId, input.atribuicao_id)).entrega };
}
