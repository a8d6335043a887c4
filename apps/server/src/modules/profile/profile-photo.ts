import { createHash } from "node:crypto";
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE, PHOTO_MIN_SIDE, PHOTO_STORED_SIDE } from "@trilha/contracts/limits";
import { base64OfDataUrl, detectImageType } from "@trilha/contracts/rules/image-type";
import { HttpError } from "../../http/http-error.ts";
import { imageCodec } from "../../lib/image-codec.ts";

export interface PreparedPhoto {
  /** Content-hashed, so the same picture always gets the same name and a name can be cached forever. */
  name: string;
  data: Buffer;
}

export const PHOTO_CONTENT_TYPE = "image/webp";
/** The names `preparePhoto` makes: 32 base64url characters of a SHA-256, then the extension. */
export const PHOTO_NAME = /^[A-Za-z0-9_-]{32}\.webp$/;

// The header is read before any pixel is decoded; this also bounds what the decoder may allocate.
const INPUT_OPTIONS = { limitInputPixels: PHOTO_MAX_SIDE * PHOTO_MAX_SIDE, failOn: "error" } as const;

const notAnImage = () => new HttpError(400, "profile.photoNotImage");

/**
 * Turns an uploaded data URL into the stored photo: the real type from the first bytes (JPEG, PNG, WebP), the
 * decoded size, then the pixel size from the header; then turned upright, scaled down to fit inside the stored
 * square without cropping, and re-encoded as WebP (which also drops EXIF data such as GPS position).
 */
export async function preparePhoto(dataUrl: string): Promise<PreparedPhoto> {
  const base64 = base64OfDataUrl(dataUrl);
  if (base64 === null || base64 === "") throw notAnImage();
  // Checked on the encoded length first, so an oversized upload is refused without decoding it.
  if (Math.floor((base64.length * 3) / 4) - 2 > PHOTO_MAX_BYTES)
    throw new HttpError(413, "profile.photoTooLarge");
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length > PHOTO_MAX_BYTES) throw new HttpError(413, "profile.photoTooLarge");
  const type = detectImageType(bytes);
  if (type === null) throw new HttpError(415, "profile.photoInvalidType");

  const sharp = await imageCodec();
  let width: number | undefined;
  let height: number | undefined;
  try {
    const metadata = await sharp(bytes, INPUT_OPTIONS).metadata();
    if (metadata.format !== type) throw notAnImage();
    ({ width, height } = metadata.autoOrient);
  } catch {
    throw notAnImage();
  }
  if (!width || !height) throw notAnImage();
  if (width < PHOTO_MIN_SIDE || height < PHOTO_MIN_SIDE) {
    throw new HttpError(400, "profile.photoTooSmall", { min: String(PHOTO_MIN_SIDE) });
  }
  if (width > PHOTO_MAX_SIDE || height > PHOTO_MAX_SIDE) {
    throw new HttpError(400, "profile.photoTooWide", { max: String(PHOTO_MAX_SIDE) });
  }

  let data: Buffer;
  try {
    data = await sharp(bytes, INPUT_OPTIONS)
      .autoOrient()
      .resize(PHOTO_STORED_SIDE, PHOTO_STORED_SIDE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // A header that parses over pixels that do not (a truncated or corrupt file).
    throw notAnImage();
  }
  const hash = createHash("sha256").update(data).digest("base64url").slice(0, 32);
  return { name: `${hash}.webp`, data };
}
