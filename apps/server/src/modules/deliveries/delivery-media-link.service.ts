import { deliveryFileMedia } from "@trilha/contracts/deliveries.calls";
import type { Language } from "@trilha/contracts/rules/languages";
import type { Authenticated } from "../../http/caller.ts";
import { fileOfMediaLink, mediaLinkTo } from "../../http/media-link.ts";
import type { RequestContext } from "../../http/request-context.ts";
import type { ByteRange } from "../../lib/byte-range.ts";
import {
  deliveredFileFor,
  fileNotFound,
  findDeliveredFileById,
  readDeliveredFileRow,
} from "./delivery.service.ts";

type LinkContext = Pick<RequestContext, "db" | "scope" | "now" | "providers">;
const KIND = "delivered-file";

/** The address a player reads a delivered file from (`http/media-link.ts`), for a reader allowed to read it. */
export async function deliveredFileLink(
  context: LinkContext,
  caller: Authenticated,
  fileId: number,
  lang: Language,
) {
  await deliveredFileFor(context, caller, fileId);
  return mediaLinkTo(context, deliveryFileMedia, KIND, fileId, lang);
}

/** The part of a delivered file a link asks for: a link that is not whole, not this tenant's or over is a 404. */
export async function readDeliveredFileLink(context: LinkContext, link: string, range: ByteRange | null) {
  const id = fileOfMediaLink(context, KIND, link);
  const file = id === null ? null : await findDeliveredFileById(context, id);
  if (!file) throw fileNotFound();
  return readDeliveredFileRow(context, file, range);
}
