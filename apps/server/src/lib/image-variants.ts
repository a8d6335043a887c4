import { createHash } from "node:crypto";
import { imageCodec } from "./image-codec.ts";

/**
 * Smaller copies of stored images (profile photos, logos), made on the first request for a width and kept in
 * memory. They are not written to storage: an original is a few tens of kilobytes and a copy takes a
 * millisecond or two to make, while stored copies would have to be found and deleted with every replaced
 * photo or logo. Each URL is cached by browsers for a year, so a copy is rarely asked twice of one instance.
 */

/** Enough for every variant of some hundreds of pictures; the least recently used go first. */
const CACHE_BYTES = 16 * 1024 * 1024;

const cache = new Map<string, Buffer>();
const making = new Map<string, Promise<Buffer>>();
let cachedBytes = 0;

function remember(key: string, data: Buffer): void {
  cache.set(key, data);
  cachedBytes += data.length;
  for (const [oldest, old] of cache) {
    if (cachedBytes <= CACHE_BYTES) break;
    cache.delete(oldest);
    cachedBytes -= old.length;
  }
}

async function make(original: Buffer, width: number): Promise<Buffer> {
  const sharp = await imageCodec();
  const image = sharp(original, { failOn: "error" });
  const { width: w = 0, height: h = 0 } = await image.metadata();
  if (Math.max(w, h) <= width) return original;
  return image
    .resize(width, width, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 80, alphaQuality: 100 })
    .toBuffer();
}

/**
 * `original` fitted inside `width` × `width`, as WebP; the original itself when it is no larger. Keyed by the
 * bytes' own hash, so a copy is only ever given for the picture it was made from.
 */
export async function imageVariant(original: Buffer, width: number): Promise<Buffer> {
  const key = `${createHash("sha256").update(original).digest("base64url")}@${width}`;
  const cached = cache.get(key);
  if (cached !== undefined) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const pending = making.get(key);
  if (pending !== undefined) return pending;
  const made = make(original, width).finally(() => making.delete(key));
  making.set(key, made);
  const data = await made;
  if (data !== original) remember(key, data);
  return data;
}
