import { userAnnouncements } from "@trilha/contracts/announcements.calls";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { announcementsFor } from "./announcement.service.ts";

export default async function announcementRoutes(app: FastifyInstance) {
  registerCall(app, userAnnouncements, async (context) => ({
    anuncios: await announcementsFor(context, context.caller),
  }));
}
