import { NOTICES_MAX } from "@trilha/contracts/limits";
import { NOTICES_PATH, noticeMessages } from "@trilha/contracts/notices";
import * as noticesCalls from "@trilha/contracts/notices.calls";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { noticesOf } from "./notice.service.ts";
import {
  listAuthoredNotices,
  noticeAudienceSize,
  removeNotice,
  saveNotice,
} from "./notice-authoring.service.ts";

/** Short enough that a new or withdrawn notice reaches everyone within a minute. */
const CACHE_SECONDS = 60;

/**
 * {origin}/mensagens.json (spec §7): the request tenant's notices, public like the static file it replaces.
 * The newest NOTICES_MAX active notices are listed; the rest of visibility (dates, route, targeting, read
 * state) is the browser's rule.
 * A real route, so the web app's catch-all (a not-found handler) never answers it with index.html.
 */
export default async function noticeRoutes(app: FastifyInstance) {
  app.get(NOTICES_PATH, { schema: { response: { 200: noticeMessages } } }, async (request, reply) => {
    const notices = await noticesOf(request.data, NOTICES_MAX, (id) =>
      request.log.warn({ notice: id }, "notice skipped: a list column is not valid JSON"),
    );
    // Per host (the tenant), which every cache keys on anyway.
    reply.header("cache-control", `public, max-age=${CACHE_SECONDS}`);
    return notices;
  });

  // Writing them: the platform's administrators, within their data scope.
  registerCall(app, noticesCalls.noticeAdminList, (context) => listAuthoredNotices(context));

  registerCall(app, noticesCalls.noticeSave, async (context) => {
    const aviso = await saveNotice(context, context.body);
    return { status: "sucesso" as const, mensagem: translate(context.lang, "notices.editor.saved"), aviso };
  });

  registerCall(app, noticesCalls.noticeRemove, async (context) => {
    await removeNotice(context, context.body.id);
    return { status: "sucesso" as const, mensagem: translate(context.lang, "notices.editor.removed") };
  });

  registerCall(app, noticesCalls.noticeAudience, (context) => noticeAudienceSize(context, context.body));
}
