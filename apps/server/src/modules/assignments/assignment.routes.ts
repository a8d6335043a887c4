import * as assignmentsCalls from "@trilha/contracts/assignments.calls";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import * as assignments from "./assignment.service.ts";
import { removeTaughtAssignment } from "./assignment-removal.service.ts";

/**
 * Lessons given to classes ('Atribuir conteúdo'), their dates, removal, closing, reopening and extra time, and the
 * student's 'Conteúdos'.
 */
export default async function assignmentRoutes(app: FastifyInstance) {
  registerCall(app, assignmentsCalls.assignmentCreate, async (context) => ({
    atribuicao: await assignments.assignLesson(context, context.caller, context.body),
  }));
  registerCall(app, assignmentsCalls.assignmentReschedule, async (context) => ({
    atribuicao: await assignments.rescheduleTaughtAssignment(context, context.caller, context.body),
  }));
  registerCall(app, assignmentsCalls.assignmentRemove, async (context) => {
    await removeTaughtAssignment(context, context.caller, context.body.atribuicao_id);
    return { status: "sucesso" as const, mensagem: translate(context.lang, "learning.assignmentRemoved") };
  });
  registerCall(app, assignmentsCalls.assignmentExtend, async (context) => {
    await assignments.extendForStudent(context, context.caller, context.body);
    return { status: "sucesso" as const };
  });
  registerCall(app, assignmentsCalls.assignmentExtensionRemove, async (context) => {
    await assignments.removeExtensionFor(context, context.caller, context.body);
    return { status: "sucesso" as const };
  });
  registerCall(app, assignmentsCalls.assignmentClose, async (context) => ({
    atribuicao: await assignments.closeTaughtAssignment(context, context.caller, context.body.atribuicao_id),
  }));
  registerCall(app, assignmentsCalls.assignmentReopen, async (context) => ({
    atribuicao: await assignments.reopenTaughtAssignment(context, context.caller, context.body.atribuicao_id),
  }));
  registerCall(app, assignmentsCalls.taughtAssignments, (context) =>
    assignments.recentTaughtAssignments(context, context.caller),
  );
  registerCall(app, assignmentsCalls.myContents, (context) =>
    assignments.contentsOf(context, context.caller, context.query),
  );
}
