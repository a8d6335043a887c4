import { userAnnouncements } from "@trilha/contracts/announcements.calls";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { isStaff, listAnnouncements } from "./announcement.repository.ts";
import { visibleAnnouncements } from "./announcement.service.ts";

export default async function announcementRoutes(app: FastifyInstance) {
  registerCall(app, userAnnouncements, async ({ db, scope, caller, now }) => {
    const [rows, staff] = await Promise.all([
      listAnnouncements(db, scope),
      isStaff(db, scope, caller.user.id),
    ]);
    return { anuncios: visibleAnnouncements(rows, { staff, now }) };
  });
}
