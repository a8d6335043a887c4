import { base64OfDataUrl, detectImageType, type ImageType } from "./image-type.ts";

export interface ImageHeader {
  type: ImageType;
  width: number;
  height: number;
}

const BARE_BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The base64 payload of an image sent as a `data:…;base64,` URL or as bare base64; null for other text. */
export function base64OfImageText(text: string): string | null {
  if (text.startsWith("data:")) return base64OfDataUrl(text);
  return BARE_BASE64.test(text) ? text : null;
}

/** How many bytes a base64 text decodes to, known before decoding it (so an oversized one is never decoded). */
export function decodedBase64Length(base64: string): number {
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return Math.max(0, Math.floor((base64.length * 3) / 4) - padding);
}

/**
 * The type and pixel size of a JPEG, PNG or WebP file, read from its header alone (no pixel is decoded); null
 * when the bytes are not one of those, or the header is cut short or says nothing sensible.
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const type = detectImageType(bytes);
  const size =
    type === "png"
      ? pngSize(bytes)
      : type === "jpeg"
        ? jpegSize(bytes)
        : type === "webp"
          ? webpSize(bytes)
          : null;
  if (type === null || size === null || size.width < 1 || size.height < 1) return null;
  return { type, ...size };
}

export type ImageSizeProblem = "tooLarge" | "badDimensions";

/** Whether a decoded image fits the limits: its bytes, each side, and the pixels it would take to show it. */
export function imageSizeProblem(
  header: ImageHeader,
  byteLength: number,
  limits: { maxBytes: number; maxSide: number; maxPixels: number },
): ImageSizeProblem | null {
  if (byteLength > limits.maxBytes) return "tooLarge";
  if (header.width > limits.maxSide || header.height > limits.maxSide) return "badDimensions";
  if (header.width * header.height > limits.maxPixels) return "badDimensions";
  return null;
}

type Size = { width: number; height: number };

const uint16BE = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const uint16LE = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const uint24LE = (b: Uint8Array, at: number) => uint16LE(b, at) | ((b[at + 2] ?? 0) << 16);
// `>>> 0` keeps the top bit from turning the number negative.
const uint32BE = (b: Uint8Array, at: number) => ((uint16BE(b, at) << 16) | uint16BE(b, at + 2)) >>> 0;
const uint32LE = (b: Uint8Array, at: number) => ((uint16LE(b, at + 2) << 16) | uint16LE(b, at)) >>> 0;

function fourCc(b: Uint8Array, at: number): string {
  return String.fromCharCode(b[at] ?? 0, b[at + 1] ?? 0, b[at + 2] ?? 0, b[at + 3] ?? 0);
}

/** PNG: the IHDR chunk must come first, with width and height as big-endian 32-bit numbers. */
function pngSize(b: Uint8Array): Size | null {
  if (b.length < 24 || fourCc(b, 12) !== "IHDR") return null;
  return { width: uint32BE(b, 16), height: uint32BE(b, 20) };
}

// Start-of-frame markers carry the size; C4 (Huffman tables), C8 (reserved) and CC (arithmetic) do not.
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
// Markers that stand alone, without a length: TEM, RST0–7, SOI.
const STANDALONE_MARKERS = new Set([0x01, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8]);

/** JPEG: walk the segments after SOI until a start-of-frame; the image data (SOS) before one is invalid. */
function jpegSize(b: Uint8Array): Size | null {
  let at = 2;
  while (at + 1 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (STANDALONE_MARKERS.has(marker)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = uint16BE(b, at + 2);
    if (length < 2) return null;
    if (SOF_MARKERS.has(marker)) {
      if (at + 9 > b.length) return null;
      return { height: uint16BE(b, at + 5), width: uint16BE(b, at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** WebP: the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, with the canvas size). */
function webpSize(b: Uint8Array): Size | null {
  if (b.length < 30) return null;
  // The RIFF size covers the rest of the file; a smaller one than the first chunk is a broken file.
  if (uint32LE(b, 4) < 4 + 8 + uint32LE(b, 16)) return null;
  switch (fourCc(b, 12)) {
    case "VP8 ":
      if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
      return { width: uint16LE(b, 26) & 0x3fff, height: uint16LE(b, 28) & 0x3fff };
    case "VP8L": {
      if (b[20] !== 0x2f) return null;
      const bits = uint32LE(b, 21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case "VP8X":
      return { width: uint24LE(b, 24) + 1, height: uint24LE(b, 27) + 1 };
    default:
      return null;
  }
}
