import {
  IMAGE_WIDTH_PARAMETER,
  imageWidthFor,
  SAVE_DATA_IMAGE_WIDTH,
} from "@trilha/contracts/rules/data-saving";
import type { FastifyReply, FastifyRequest } from "fastify";
import { imageVariant } from "../lib/image-variants.ts";

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * The width to send, or null for the stored image: the `?w=` the page asked for (rounded up to a width the
 * server makes), else the small one when the browser says `Save-Data: on`.
 */
function widthOf(request: FastifyRequest): { width: number | null; variesWithSaveData: boolean } {
  const asked = (request.query as Record<string, unknown> | undefined)?.[IMAGE_WIDTH_PARAMETER];
  if (asked !== undefined) {
    const pixels = Number(asked);
    return {
      width: Number.isInteger(pixels) && pixels > 0 ? imageWidthFor(pixels) : null,
      variesWithSaveData: false,
    };
  }
  const saveData = String(request.headers["save-data"] ?? "").toLowerCase() === "on";
  return { width: saveData ? SAVE_DATA_IMAGE_WIDTH : null, variesWithSaveData: true };
}

/**
 * Sends a stored image read by <img> (a profile photo, a logo). Its name is a content hash, so every answer is
 * cached for a year as immutable; an address without `?w=` answers according to `Save-Data`, and says so in
 * `Vary` so no cache hands the small picture to a browser that did not ask to save data, or the reverse.
 */
export async function sendStoredImage(
  request: FastifyRequest,
  reply: FastifyReply,
  original: Buffer,
  contentType: string,
): Promise<FastifyReply> {
  const { width, variesWithSaveData } = widthOf(request);
  const data = width === null ? original : await imageVariant(original, width);
  if (variesWithSaveData) reply.header("vary", "Save-Data");
  return reply
    .header("content-type", contentType)
    .header("cache-control", `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
    .send(data);
}
