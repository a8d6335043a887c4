import type { Announcement } from "@trilha/contracts/announcements.calls";
import {
  ANNOUNCEMENT_KINDS,
  type AnnouncementKind,
  isAnnouncementDue,
} from "@trilha/contracts/rules/announcements";
import type { Selectable } from "kysely";
import type { Authenticated } from "../../http/caller.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { isStaff, listAnnouncements } from "./announcement.repository.ts";
import type { AnnouncementTable } from "./announcements.tables.ts";

const NOTHING_READ = new Set<string>();

function isKind(value: string): value is AnnouncementKind {
  return (ANNOUNCEMENT_KINDS as readonly string[]).includes(value);
}

/**
 * The announcements one user may see now: the audience is decided here (the browser never learns of a staff
 * announcement it may not show), and those past their deadline are left out. The browser checks the deadline
 * again against dataservidor's time, since a page stays open long after this answer.
 */
export function visibleAnnouncements(
  rows: readonly Selectable<AnnouncementTable>[],
  viewer: { staff: boolean; now: Date },
): Announcement[] {
  const now = viewer.now.toISOString();
  return rows.flatMap((row) => {
    if (!isKind(row.tipo)) return [];
    if (row.publico !== "all" && !(row.publico === "staff" && viewer.staff)) return [];
    if (!isAnnouncementDue(row, now, NOTHING_READ)) return [];
    return [
      {
        chave: row.chave,
        tipo: row.tipo,
        titulo: row.titulo,
        texto: row.texto,
        midia_url: row.midia_url,
        legenda_url: row.legenda_url,
        link_url: row.link_url,
        link_texto: row.link_texto,
        prazo: row.prazo,
      },
    ];
  });
}

/** The announcements the caller may see now (staff ones only for network managers and adm/pro class members). */
export async function announcementsFor(
  context: Pick<RequestContext, "data" | "scope" | "now">,
  caller: Authenticated,
): Promise<Announcement[]> {
  const [rows, staff] = await Promise.all([
    listAnnouncements(context.data),
    isStaff(context.data, caller.user.id),
  ]);
  return visibleAnnouncements(rows, { staff, now: context.now });
}
