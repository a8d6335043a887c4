import { randomBytes } from "node:crypto";
import { SCREENSHOT_MAX_BYTES, SCREENSHOT_MAX_PIXELS, SCREENSHOT_MAX_SIDE } from "@trilha/contracts/limits";
import {
  base64OfImageText,
  decodedBase64Length,
  imageSizeProblem,
  readImageHeader,
} from "@trilha/contracts/rules/image-header";
import { detectImageType, IMAGE_MIME_TYPES, type ImageType } from "@trilha/contracts/rules/image-type";
import { HttpError } from "../../http/http-error.ts";
import { imageCodec } from "../../lib/image-codec.ts";

export interface Screenshot {
  type: ImageType;
  data: Buffer;
}

const LIMITS = {
  maxBytes: SCREENSHOT_MAX_BYTES,
  maxSide: SCREENSHOT_MAX_SIDE,
  maxPixels: SCREENSHOT_MAX_PIXELS,
};
const MEBIBYTE = 1024 * 1024;

const tooLarge = () =>
  new HttpError(413, "issueReports.screenshotTooLarge", { max: String(SCREENSHOT_MAX_BYTES / MEBIBYTE) });
const notAnImage = () => new HttpError(400, "issueReports.screenshotNotImage");

// The decoder may allocate no more than the largest screenshot accepted.
const DECODER_OPTIONS = { limitInputPixels: SCREENSHOT_MAX_PIXELS, failOn: "error" } as const;

/**
 * The screenshot of a report, from the `print` text (a data URL or bare base64): the decoded size is checked
 * before decoding, the real type is read from the first bytes, and the pixel size from the header, so a file
 * that claims to be an image, or one an administrator's browser could not sensibly show, is refused. What is
 * stored is the decoded picture encoded again in its own format: bytes appended to the image (an HTML page
 * after a PNG's end, a script in a comment) and metadata such as EXIF never reach storage.
 */
export async function decodeScreenshot(print: string): Promise<Screenshot> {
  const base64 = base64OfImageText(print);
  if (base64 === null || base64 === "") throw notAnImage();
  if (decodedBase64Length(base64) > SCREENSHOT_MAX_BYTES) throw tooLarge();
  const sent = Buffer.from(base64, "base64");
  if (detectImageType(sent) === null) throw new HttpError(415, "issueReports.screenshotInvalidType");
  const header = readImageHeader(sent);
  if (header === null) throw notAnImage();
  const problem = imageSizeProblem(header, sent.length, LIMITS);
  if (problem === "tooLarge") throw tooLarge();
  if (problem === "badDimensions") {
    throw new HttpError(400, "issueReports.screenshotDimensions", {
      max: String(SCREENSHOT_MAX_SIDE),
      pixels: String(SCREENSHOT_MAX_PIXELS / 1_000_000),
    });
  }
  return { type: header.type, data: await reencode(sent, header.type) };
}

/** Decodes every pixel and encodes them again; a header over pixels that do not decode is no image. */
async function reencode(data: Buffer, type: ImageType): Promise<Buffer> {
  const sharp = await imageCodec();
  const image = sharp(data, DECODER_OPTIONS);
  try {
    const metadata = await image.metadata();
    if (metadata.format !== type) throw notAnImage();
    if (type === "png") return await image.png().toBuffer();
    if (type === "jpeg") return await image.jpeg({ quality: 90 }).toBuffer();
    return await image.webp({ quality: 90 }).toBuffer();
  } catch {
    throw notAnImage();
  }
}

const EXTENSIONS: Record<ImageType, string> = { jpeg: "jpg", png: "png", webp: "webp" };
const PRINT_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

/**
 * A new screenshot's name in the scope's folder of storage: random, so a name never comes from the request
 * and one report's file never replaces another's.
 */
export function newPrintName(type: ImageType): string {
  return `${randomBytes(16).toString("hex")}.${EXTENSIONS[type]}`;
}

/** The content type of a stored screenshot, from the extension its name was given; null for a foreign name. */
export function contentTypeOfPrintName(name: string): string | null {
  const match = PRINT_NAME.exec(name);
  if (!match) return null;
  const type = (Object.keys(EXTENSIONS) as ImageType[]).find((name) => EXTENSIONS[name] === match[1]);
  return type ? IMAGE_MIME_TYPES[type] : null;
}
