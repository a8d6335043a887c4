import { userAnnouncements } from "@trilha/contracts/announcements.calls";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { signedIn } from "../../plugins/app/access.ts";
import { isStaff, listAnnouncements } from "./announcement.repository.ts";
import { visibleAnnouncements } from "./announcement.service.ts";

export default async function announcementRoutes(app: FastifyInstance) {
  registerCall(app, userAnnouncements, async ({ request }) => {
    const userId = signedIn(request).user.id;
    const [rows, staff] = await Promise.all([
      listAnnouncements(app.db, request.scope),
      isStaff(app.db, request.scope, userId),
    ]);
    return { anuncios: visibleAnnouncements(rows, { staff, now: new Date() }) };
  });
}
