import { z } from "zod/mini";
import { defineCall } from "./call.ts";
import { ANNOUNCEMENT_KINDS } from "./rules/announcements.ts";

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
export const userAnnouncements = defineCall({
  method: "GET",
  path: "/conta/{lang}/logado/anuncios",
  access: "session",
  response: z.object({ anuncios: z.array(announcement) }),
});
