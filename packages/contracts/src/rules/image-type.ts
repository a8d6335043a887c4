export type ImageType = "jpeg" | "png" | "webp";

export const IMAGE_MIME_TYPES: Readonly<Record<ImageType, string>> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((value, index) => bytes[offset + index] === value);
}

function ascii(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0));
}

/**
 * The image type a file really is, read from its first bytes (its "magic number"); a declared MIME type or
 * file name proves nothing. Null for anything but JPEG, PNG and WebP.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/]*={0,2})$/;

/** The base64 payload of a `data:…;base64,` URL, or null when the text is not one. */
export function base64OfDataUrl(dataUrl: string): string | null {
  const match = DATA_URL.exec(dataUrl);
  return match ? (match[3] ?? "") : null;
}
