import { callPath } from "@trilha/contracts/call";
import { lessonAttachmentMedia, MEDIA_LINK_MINUTES } from "@trilha/contracts/lessons.calls";
import type { Language } from "@trilha/contracts/rules/languages";
import type { Authenticated } from "../../http/caller.ts";
import type { RequestContext } from "../../http/request-context.ts";
import type { ByteRange } from "../../lib/byte-range.ts";
import { SecretBoxError } from "../../providers/secrets/secret-box.ts";
import {
  attachmentFor,
  fileNotFound,
  findAttachmentById,
  readAttachmentFile,
} from "./lesson-attachment.service.ts";

/**
 * A sound or video attached to a lesson is played in the page by <audio>/<video>, which carry no bearer token
 * and read the file in parts as it plays. The reader the attachment call lets through gets instead a link
 * sealed with the server's secrets key (AES-GCM, bound to the scope): it names the file and when it ends,
 * cannot be made or changed without the key, and opens on this tenant only. Like a presigned address, it
 * works for whoever holds it until it ends, so it lives minutes and names a file the holder could read.
 */
type LinkContext = Pick<RequestContext, "db" | "scope" | "now" | "providers">;

interface SealedLink {
  /** The attachment's id. */
  a: number;
  /** Milliseconds since the epoch when it stops working. */
  e: number;
}

const linkContext = (context: Pick<RequestContext, "scope">) => `lesson-media-link:${context.scope.key}`;

/** The address a player (or the browser's PDF reader) reads an attachment from, for a reader allowed to read it. */
export async function mediaLinkFor(
  context: LinkContext,
  caller: Authenticated,
  attachmentId: number,
  lang: Language,
) {
  const file = await attachmentFor(context, caller, attachmentId);
  const ends = context.now.getTime() + MEDIA_LINK_MINUTES * 60_000;
  const sealed: SealedLink = { a: file.id, e: ends };
  const link = context.providers.secrets.seal(JSON.stringify(sealed), linkContext(context));
  return {
    url: `${callPath(lessonAttachmentMedia, lang)}?link=${encodeURIComponent(link)}`,
    expira_em: new Date(ends).toISOString(),
  };
}

/** The part of an attachment a sealed link asks for: a link that is not whole, not this tenant's or over is a 404. */
export async function readMediaLink(context: LinkContext, link: string, range: ByteRange | null) {
  let sealed: SealedLink;
  try {
    sealed = JSON.parse(context.providers.secrets.open(link, linkContext(context))) as SealedLink;
  } catch (error) {
    if (error instanceof SecretBoxError || error instanceof SyntaxError) throw fileNotFound();
    throw error;
  }
  if (!Number.isInteger(sealed.a) || !(sealed.e > context.now.getTime())) throw fileNotFound();
  const file = await findAttachmentById(context, sealed.a);
  if (!file) throw fileNotFound();
  return readAttachmentFile(context, file, range);
}
