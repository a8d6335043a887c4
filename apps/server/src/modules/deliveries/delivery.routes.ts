import {
  deliveryCancel,
  deliveryDraft,
  deliveryFile,
  deliveryFileLink,
  deliveryFileMedia,
  deliveryFileRemove,
  deliveryGrade,
  deliveryGradesSeen,
  deliveryMine,
  deliveryOfStudent,
  deliveryRedo,
  deliverySubmit,
  deliveryWithdraw,
  gradebook,
  gradebookExport,
} from "@trilha/contracts/deliveries.calls";
import type { FastifyInstance } from "fastify";
import { replyWithRequestedFile } from "../../http/file-reply.ts";
import { registerCall } from "../../http/register-call.ts";
import {
  askForRedo,
  cancelDelivery,
  deliverMine,
  gradebookOf,
  gradeDelivery,
  markMyGradesSeen,
  myDelivery,
  readDeliveredFile,
  saveMyDraft,
  studentDelivery,
} from "./delivery.service.ts";
import { deliveredFileLink, readDeliveredFileLink } from "./delivery-media-link.service.ts";
import { removeMyAttemptFile, withdrawMine } from "./delivery-withdrawal.service.ts";
import { gradebookCsv, gradebookXlsx } from "./gradebook-export.ts";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The student's side of a lesson (draft, deliver) and the teacher's (gradebook, grade, redo, cancel, export). */
export default async function deliveryRoutes(app: FastifyInstance) {
  registerCall(app, deliveryMine, (context) =>
    myDelivery(context, context.caller, context.query.atribuicao_id),
  );
  registerCall(app, deliveryGradesSeen, async (context) => {
    await markMyGradesSeen(context, context.caller, context.body.atribuicao_ids);
    return { status: "sucesso" as const };
  });
  registerCall(app, deliveryDraft, (context) => saveMyDraft(context, context.caller, context.body));
  registerCall(app, deliverySubmit, (context) => deliverMine(context, context.caller, context.body));
  registerCall(app, deliveryWithdraw, (context) =>
    withdrawMine(context, context.caller, context.body.atribuicao_id),
  );
  registerCall(app, deliveryFileRemove, (context) =>
    removeMyAttemptFile(context, context.caller, context.body),
  );
  registerCall(app, gradebook, (context) => gradebookOf(context, context.caller, context.query));
  registerCall(app, gradebookExport, async (context) => {
    const { query, reply, lang } = context;
    const book = await gradebookOf(context, context.caller, query);
    const name = `notas-${book.turma.id}-${book.ano}${book.periodo ? `-${book.periodo.numero}` : ""}.${query.formato}`;
    reply
      .header("content-type", query.formato === "csv" ? "text/csv; charset=utf-8" : XLSX)
      .header("content-disposition", `attachment; filename="${name}"`)
      .header("x-content-type-options", "nosniff");
    return query.formato === "csv" ? gradebookCsv(book, lang) : gradebookXlsx(book, lang);
  });
  registerCall(app, deliveryFile, (context) =>
    replyWithRequestedFile(context, (range) =>
      readDeliveredFile(context, context.caller, context.query.arquivo_id, range),
    ),
  );
  registerCall(app, deliveryFileLink, (context) =>
    deliveredFileLink(context, context.caller, context.body.arquivo_id, context.lang),
  );
  registerCall(app, deliveryFileMedia, (context) =>
    replyWithRequestedFile(context, (range) => readDeliveredFileLink(context, context.query.link, range)),
  );
  registerCall(app, deliveryOfStudent, (context) => studentDelivery(context, context.caller, context.query));
  registerCall(app, deliveryGrade, (context) => gradeDelivery(context, context.caller, context.body));
  registerCall(app, deliveryRedo, (context) => askForRedo(context, context.caller, context.body));
  registerCall(app, deliveryCancel, (context) => cancelDelivery(context, context.caller, context.body));
}
