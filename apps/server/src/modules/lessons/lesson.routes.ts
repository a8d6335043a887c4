import {
  lessonArchive,
  lessonCatalog,
  lessonCreate,
  lessonEdit,
  lessonGet,
  lessonMine,
} from "@trilha/contracts/lessons.calls";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import {
  archiveLesson,
  lessonCatalog as catalog,
  createLesson,
  editLesson,
  lessonForEditing,
  listMyLessons,
} from "./lesson.service.ts";

/** The manage area's lessons ('Meus conteúdos', 'Novo conteúdo', edit, archive) and the teachers' catalogue. */
export default async function lessonRoutes(app: FastifyInstance) {
  registerCall(app, lessonMine, (context) => listMyLessons(context, context.caller, context.query));
  registerCall(app, lessonCatalog, (context) => catalog(context, context.caller, context.query));
  registerCall(app, lessonGet, async (context) => ({
    conteudo: await lessonForEditing(context, context.caller, context.query.conteudo_id),
  }));
  registerCall(app, lessonCreate, async (context) => ({
    conteudo: await createLesson(context, context.caller, context.body),
  }));
  registerCall(app, lessonEdit, async (context) => ({
    conteudo: await editLesson(context, context.caller, context.body.conteudo_id, context.body),
  }));
  registerCall(app, lessonArchive, async (context) => {
    await archiveLesson(context, context.caller, context.body.conteudo_id, context.body.arquivado);
    return { status: "sucesso" as const };
  });
}
