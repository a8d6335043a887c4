import * as lessonsCalls from "@trilha/contracts/lessons.calls";
import { LESSON_IMAGE_PATH_PREFIX } from "@trilha/contracts/rules/lesson-html";
import type { FastifyInstance } from "fastify";
import { sendTranslatedError } from "../../http/error-handler.ts";
import { replyWithRequestedFile, replyWithStoredFile, requestedRange } from "../../http/file-reply.ts";
import { registerCall } from "../../http/register-call.ts";
import { requestContextOf } from "../../http/request-context.ts";
import { languageOfUrl } from "../../http/request-language.ts";
import {
  archiveLesson,
  lessonCatalog as catalog,
  createLesson,
  editLesson,
  lessonForEditing,
  lessonPreview,
  listMyLessons,
} from "./lesson.service.ts";
import { attachmentLimits, readAttachment } from "./lesson-attachment.service.ts";
import { addLessonImage, readLessonImage } from "./lesson-image.service.ts";
import { mediaLinkFor, readMediaLink } from "./lesson-media-link.service.ts";

/**
 * The manage area's lessons ('Meus conteúdos', 'Novo conteúdo', edit, archive, pictures and attachments), the
 * teachers' catalogue, and a version's attached files for those who may read them.
 */
export default async function lessonRoutes(app: FastifyInstance) {
  registerCall(app, lessonsCalls.lessonMine, (context) =>
    listMyLessons(context, context.caller, context.query),
  );
  registerCall(app, lessonsCalls.lessonCatalog, (context) => catalog(context, context.caller, context.query));
  registerCall(app, lessonsCalls.lessonPreview, async (context) => ({
    conteudo: await lessonPreview(context, context.caller, context.query.conteudo_id),
  }));
  registerCall(app, lessonsCalls.lessonGet, async (context) => ({
    conteudo: await lessonForEditing(context, context.caller, context.query.conteudo_id),
  }));
  registerCall(app, lessonsCalls.lessonCreate, async (context) => ({
    conteudo: await createLesson(context, context.caller, context.body),
  }));
  registerCall(app, lessonsCalls.lessonEdit, async (context) => ({
    conteudo: await editLesson(context, context.caller, context.body.conteudo_id, context.body),
  }));
  registerCall(app, lessonsCalls.lessonArchive, async (context) => {
    await archiveLesson(context, context.caller, context.body.conteudo_id, context.body.arquivado);
    return { status: "sucesso" as const };
  });
  registerCall(app, lessonsCalls.lessonImageAdd, (context) =>
    addLessonImage(context, context.caller, context.body.envio_id),
  );
  registerCall(app, lessonsCalls.lessonAttachmentLimits, async (context) =>
    attachmentLimits(context, context.caller),
  );
  registerCall(app, lessonsCalls.lessonAttachment, (context) =>
    replyWithRequestedFile(context, (range) =>
      readAttachment(context, context.caller, context.query.anexo_id, range),
    ),
  );

  registerCall(app, lessonsCalls.lessonAttachmentLink, (context) =>
    mediaLinkFor(context, context.caller, context.body.anexo_id, context.lang),
  );
  registerCall(app, lessonsCalls.lessonAttachmentMedia, (context) =>
    replyWithRequestedFile(context, (range) => readMediaLink(context, context.query.link, range)),
  );

  // A lesson's pictures are shown by <img>, which sends no bearer token: the tenant comes from the host, and
  // the random name is the key (lesson-image.service.ts).
  app.get<{ Params: { nome: string } }>(`${LESSON_IMAGE_PATH_PREFIX}:nome`, async (request, reply) => {
    const picture = await readLessonImage(
      requestContextOf(request, reply, languageOfUrl(request.url)),
      request.params.nome,
      requestedRange(request),
    );
    if (picture === null) return sendTranslatedError(request, reply, 404, "api.notFound");
    return reply.send(replyWithStoredFile(reply, picture));
  });
}
