import * as announcementsCalls from "@trilha/contracts/announcements.calls";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { announcementsFor } from "./announcement.service.ts";
import {
  announcementAudienceSize,
  listAuthoredAnnouncements,
  removeAnnouncement,
  saveAnnouncement,
} from "./announcement-authoring.service.ts";

export default async function announcementRoutes(app: FastifyInstance) {
  registerCall(app, announcementsCalls.userAnnouncements, async (context) => ({
    anuncios: await announcementsFor(context, context.caller),
  }));

  // Writing them: the platform's administrators, within their data scope.
  registerCall(app, announcementsCalls.announcementAdminList, async (context) => ({
    anuncios: await listAuthoredAnnouncements(context),
  }));

  registerCall(app, announcementsCalls.announcementSave, async (context) => {
    const anuncio = await saveAnnouncement(context, context.body);
    return {
      status: "sucesso" as const,
      mensagem: translate(context.lang, "announcements.editor.saved"),
      anuncio,
    };
  });

  registerCall(app, announcementsCalls.announcementAudience, (context) =>
    announcementAudienceSize(context, context.body.publico),
  );

  registerCall(app, announcementsCalls.announcementRemove, async (context) => {
    await removeAnnouncement(context, context.body.chave);
    return { status: "sucesso" as const, mensagem: translate(context.lang, "announcements.editor.removed") };
  });
}
