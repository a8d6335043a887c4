import { z } from "zod/mini";
import { get, post } from "./call.ts";
import { okBody, okWith } from "./errors.ts";
import { rowKey } from "./fields.ts";
import {
  ANNOUNCEMENT_TEXT_MAX_LENGTH,
  ANNOUNCEMENT_TITLE_MAX_LENGTH,
  NOTICE_LINK_TEXT_MAX_LENGTH,
  ROUTE_MAX_LENGTH,
} from "./limits.ts";
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_KINDS } from "./rules/announcements.ts";

/**
 * One announcement modal as the server stores it (spec §2 "two announcement modals"): the new student panel
 * video and the live invitation are rows, not code. `prazo` is an ISO date-time with its offset; the browser
 * compares it with the server's clock (dataservidor), never its own.
 */
export const announcement = z.object({
  chave: z.string(),
  tipo: z.enum(ANNOUNCEMENT_KINDS),
  titulo: z.string(),
  texto: z.string(),
  /** The video of a `video` announcement; null shows the link instead. */
  midia_url: z.nullable(z.string()),
  /** A WebVTT captions file for the video. */
  legenda_url: z.nullable(z.string()),
  link_url: z.nullable(z.string()),
  link_texto: z.nullable(z.string()),
  prazo: z.string(),
});
export type Announcement = z.infer<typeof announcement>;

/** The announcements this user may see: audience applied, and those whose deadline passed left out. */
export const userAnnouncements = get("session", "/conta/{lang}/logado/anuncios", {
  response: z.object({ anuncios: z.array(announcement) }),
});

/** One announcement as its editors see it: every stored field, its audience included. */
export const authoredAnnouncement = z.object({
  ...announcement.shape,
  publico: z.enum(ANNOUNCEMENT_AUDIENCES),
});
export type AuthoredAnnouncement = z.infer<typeof authoredAnnouncement>;

/** Every announcement of the scope, for the platform's administrators, by deadline. */
export const announcementAdminList = get("platform-admin", "/conta/{lang}/anuncios", {
  response: z.object({ anuncios: z.array(authoredAnnouncement) }),
});

const optionalText = (max: number) => z.nullable(z.string().check(z.trim(), z.maxLength(max)));

/** Adds an announcement (without `chave`) or changes one; its deadline carries its offset. */
export const announcementSave = post("platform-admin", "/conta/{lang}/anuncios/salvar", {
  body: z.object({
    chave: z.optional(rowKey),
    tipo: z.enum(ANNOUNCEMENT_KINDS),
    titulo: z.string().check(z.trim(), z.minLength(1), z.maxLength(ANNOUNCEMENT_TITLE_MAX_LENGTH)),
    texto: z.string().check(z.trim(), z.minLength(1), z.maxLength(ANNOUNCEMENT_TEXT_MAX_LENGTH)),
    midia_url: optionalText(ROUTE_MAX_LENGTH),
    legenda_url: optionalText(ROUTE_MAX_LENGTH),
    link_url: optionalText(ROUTE_MAX_LENGTH),
    link_texto: optionalText(NOTICE_LINK_TEXT_MAX_LENGTH),
    prazo: z.iso.datetime({ offset: true }),
    publico: z.enum(ANNOUNCEMENT_AUDIENCES),
  }),
  response: okWith({
    anuncio: authoredAnnouncement,
  }),
});

/** How many people an audience reaches, for the editor's preview, and how many of them use the platform now. */
export const announcementAudience = post("platform-admin", "/conta/{lang}/anuncios/publico", {
  visitorMay: true,
  body: z.object({ publico: z.enum(ANNOUNCEMENT_AUDIENCES) }),
  response: z.object({ usuarios: z.number().check(z.int()), agora: z.number().check(z.int()) }),
});

export const announcementRemove = post("platform-admin", "/conta/{lang}/anuncios/remover", {
  body: z.object({ chave: rowKey }),
  response: okBody,
});
