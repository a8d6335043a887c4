import { randomBytes } from "node:crypto";
import type { AuthoredAnnouncement, announcementSave } from "@trilha/contracts/announcements.calls";
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_KINDS,
  type AnnouncementAudience,
} from "@trilha/contracts/rules/announcements";
import type { Selectable } from "kysely";
import type { z } from "zod";
import { HttpError, notFound } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { peopleOnPagesNow } from "../sessions/session.service.ts";
import { countTargetedUsers } from "../users/user.service.ts";
import {
  countStaff,
  deleteAnnouncement,
  findAnnouncement,
  insertAnnouncement,
  listAnnouncements,
  staffAmong,
  updateAnnouncement,
} from "./announcement.repository.ts";
import type { AnnouncementTable } from "./announcements.tables.ts";

type AnnouncementContext = Pick<RequestContext, "data" | "scope">;

/** What the editor sends, as the contract validated it. */
export type AnnouncementInput = z.output<NonNullable<typeof announcementSave.body>>;

function toAuthored(row: Selectable<AnnouncementTable>): AuthoredAnnouncement | null {
  const tipo = ANNOUNCEMENT_KINDS.find((kind) => kind === row.tipo);
  const publico = ANNOUNCEMENT_AUDIENCES.find((audience) => audience === row.publico);
  if (!tipo || !publico) return null;
  const { chave, titulo, texto, midia_url, legenda_url, link_url, link_texto, prazo } = row;
  return { chave, tipo, titulo, texto, midia_url, legenda_url, link_url, link_texto, prazo, publico };
}

export async function listAuthoredAnnouncements(
  context: AnnouncementContext,
): Promise<AuthoredAnnouncement[]> {
  const rows = await listAnnouncements(context.data);
  return rows.flatMap((row) => toAuthored(row) ?? []);
}

/** A file this platform serves ("/arquivos/…"): the page's media may come from its own origin only. */
const isOwnPath = (value: string) => value.startsWith("/") && !value.startsWith("//");
const isWebAddress = (value: string) => {
  try {
    return ["https:", "http:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * Adds an announcement (no `chave`) or changes one of the scope's. The video and its captions are files of this
 * platform (the pages allow media from their own origin only); a link is a page or a web address with its text.
 */
export async function saveAnnouncement(
  context: AnnouncementContext,
  input: AnnouncementInput,
  now: Date = new Date(),
): Promise<AuthoredAnnouncement> {
  const media = input.tipo === "video" ? input.midia_url?.trim() || null : null;
  const captions = media ? input.legenda_url?.trim() || null : null;
  if ((media && !isOwnPath(media)) || (captions && !isOwnPath(captions)))
    throw new HttpError(400, "announcements.editor.mediaInvalid");
  const linkUrl = input.link_url?.trim() || null;
  const linkText = linkUrl ? input.link_texto?.trim() || null : null;
  if (linkUrl && !isOwnPath(linkUrl) && !isWebAddress(linkUrl))
    throw new HttpError(400, "announcements.editor.linkInvalid");
  if (linkUrl && !linkText) throw new HttpError(400, "announcements.editor.linkTextRequired");
  if (!media && !linkUrl) throw new HttpError(400, "announcements.editor.mediaOrLinkRequired");
  const fields = {
    tipo: input.tipo,
    titulo: input.titulo.trim(),
    texto: input.texto.trim(),
    midia_url: media,
    legenda_url: captions,
    link_url: linkUrl,
    link_texto: linkText,
    prazo: input.prazo,
    publico: input.publico,
  };
  let key = input.chave;
  if (key === undefined) {
    key = `anuncio-${now.getTime().toString(36)}-${randomBytes(3).toString("hex")}`;
    await insertAnnouncement(context.data, key, fields, now.toISOString());
  } else {
    if (!(await findAnnouncement(context.data, key))) throw notFound();
    await updateAnnouncement(context.data, key, fields);
  }
  const row = await findAnnouncement(context.data, key);
  const saved = row ? toAuthored(row) : null;
  if (!saved) throw notFound();
  return saved;
}

export async function removeAnnouncement(context: AnnouncementContext, key: string): Promise<void> {
  if (!(await deleteAnnouncement(context.data, key))) throw notFound();
}

/** How many people an audience reaches (everyone, or the staff), and how many of them use the platform now. */
export async function announcementAudienceSize(
  context: AnnouncementContext,
  audience: AnnouncementAudience,
  now: Date = new Date(),
): Promise<{ usuarios: number; agora: number }> {
  const { data } = context;
  const everyone = { clientIds: [], userIds: [] };
  const [usuarios, online] = await Promise.all([
    audience === "all" ? countTargetedUsers(data, everyone) : countStaff(data),
    peopleOnPagesNow(data, everyone, [], now),
  ]);
  if (audience === "all") return { usuarios, agora: online.size };
  return { usuarios, agora: (await staffAmong(data, [...online])).size };
}
