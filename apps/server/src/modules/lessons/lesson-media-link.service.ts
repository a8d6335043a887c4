import { lessonAttachmentMedia } from "@trilha/contracts/lessons.calls";
import type { Language } from "@trilha/contracts/rules/languages";
import type { Authenticated } from "../../http/caller.ts";
import { fileOfMediaLink, mediaLinkTo } from "../../http/media-link.ts";
import type { RequestContext } from "../../http/request-context.ts";
import type { ByteRange } from "../../lib/byte-range.ts";
import {
  attachmentFor,
  fileNotFound,
  findAttachmentById,
  readAttachmentFile,
} from "./lesson-attachment.service.ts";

type LinkContext = Pick<RequestContext, "db" | "scope" | "now" | "providers">;
const KIND = "lesson-attachment";

/** The address a player reads an attachment from (`http/media-link.ts`), for a reader allowed to read it. */
export async function mediaLinkFor(
  context: LinkContext,
  caller: Authenticated,
  attachmentId: number,
  lang: Language,
) {
  const file = await attachmentFor(context, caller, attachmentId);
  return mediaLinkTo(context, lessonAttachmentMedia, KIND, file.id, lang);
}

/** The part of an attachment a link asks for: a link that is not whole, not this tenant's or over is a 404. */
export async function readMediaLink(context: LinkContext, link: string, range: ByteRange | null) {
  const id = fileOfMediaLink(context, KIND, link);
  const file = id === null ? null : await findAttachmentById(context, id);
  if (!file) throw fileNotFound();
  return readAttachmentFile(context, file, range);
}
