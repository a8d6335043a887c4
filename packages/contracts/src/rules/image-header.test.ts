import { describe, expect, it } from "vitest";
import { base64OfImageText, decodedBase64Length, imageSizeProblem, readImageHeader } from "./image-header.ts";
import { base64OfDataUrl } from "./image-type.ts";

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const le32 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];
const be16 = (n: number) => [(n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >>> 8) & 255];
const le24 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];

function png(width: number, height: number): Uint8Array {
  return Uint8Array.from([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...be32(13),
    ...ascii("IHDR"),
    ...be32(width),
    ...be32(height),
    8,
    6,
    0,
    0,
    0,
  ]);
}

/** SOI, an APP0 segment, a DQT segment, then a start-of-frame with the size. */
function jpeg(width: number, height: number, sof = 0xc0): Uint8Array {
  return Uint8Array.from([
    0xff,
    0xd8,
    ...[0xff, 0xe0, ...be16(16), ...ascii("JFIF"), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    ...[0xff, 0xdb, ...be16(4), 0, 0],
    ...[0xff, sof, ...be16(17), 8, ...be16(height), ...be16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
  ]);
}

function webp(chunk: string, data: number[]): Uint8Array {
  const body = [...ascii("WEBP"), ...ascii(chunk), ...le32(data.length), ...data];
  return Uint8Array.from([...ascii("RIFF"), ...le32(body.length), ...body]);
}

describe("readImageHeader", () => {
  it("reads a PNG's size from its IHDR chunk", () => {
    expect(readImageHeader(png(1280, 720))).toEqual({ type: "png", width: 1280, height: 720 });
  });

  it("reads a JPEG's size from its start-of-frame, skipping the segments before it", () => {
    expect(readImageHeader(jpeg(1024, 3000))).toEqual({ type: "jpeg", width: 1024, height: 3000 });
    expect(readImageHeader(jpeg(640, 480, 0xc2))).toEqual({ type: "jpeg", width: 640, height: 480 });
  });

  it("reads the three kinds of WebP header", () => {
    const lossy = webp("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(800), ...le16(600), 0, 0]);
    expect(readImageHeader(lossy)).toEqual({ type: "webp", width: 800, height: 600 });
    const bits = (300 - 1) | ((200 - 1) << 14);
    const lossless = webp("VP8L", [0x2f, ...le32(bits), 0, 0, 0, 0, 0]);
    expect(readImageHeader(lossless)).toEqual({ type: "webp", width: 300, height: 200 });
    const extended = webp("VP8X", [0, 0, 0, 0, ...le24(4000 - 1), ...le24(9000 - 1), 0, 0]);
    expect(readImageHeader(extended)).toEqual({ type: "webp", width: 4000, height: 9000 });
  });

  it("refuses other formats and headers that are cut short or broken", () => {
    expect(readImageHeader(Uint8Array.from(ascii("GIF89a\u0001\u0000\u0001\u0000")))).toBeNull();
    expect(readImageHeader(Uint8Array.from(ascii("<svg width='1' height='1'/>")))).toBeNull();
    expect(readImageHeader(png(10, 10).slice(0, 20))).toBeNull();
    expect(readImageHeader(jpeg(10, 10).slice(0, 30))).toBeNull();
    // Image data (SOS) before any frame header.
    expect(readImageHeader(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2, 0, 0]))).toBeNull();
    expect(readImageHeader(webp("VP8 ", [0, 0, 0, 1, 2, 3, 0, 1, 0, 1, 0, 0]))).toBeNull();
    expect(readImageHeader(webp("ALPH", new Array(12).fill(0)))).toBeNull();
  });

  it("refuses a zero width or height", () => {
    expect(readImageHeader(png(0, 10))).toBeNull();
    expect(readImageHeader(jpeg(10, 0))).toBeNull();
  });
});

describe("imageSizeProblem", () => {
  const limits = { maxBytes: 1000, maxSide: 16_384, maxPixels: 40_000_000 };
  const header = (width: number, height: number) => ({ type: "png" as const, width, height });

  it("accepts an image inside every limit, up to the limits themselves", () => {
    expect(imageSizeProblem(header(1280, 4000), 1000, limits)).toBeNull();
    expect(imageSizeProblem(header(16_384, 2000), 10, limits)).toBeNull();
  });

  it("refuses too many bytes before looking at the pixels", () => {
    expect(imageSizeProblem(header(10, 10), 1001, limits)).toBe("tooLarge");
  });

  it("refuses a side or a pixel count beyond the limits", () => {
    expect(imageSizeProblem(header(16_385, 10), 10, limits)).toBe("badDimensions");
    expect(imageSizeProblem(header(10, 100_000), 10, limits)).toBe("badDimensions");
    expect(imageSizeProblem(header(10_000, 10_000), 10, limits)).toBe("badDimensions");
  });
});

describe("base64OfDataUrl and base64OfImageText", () => {
  // The payload each reads from a text, or null: a data URL's for both, bare base64 for the image text only.
  it.each([
    ["data:image/png;base64,iVBORw0KGgo=", "iVBORw0KGgo=", "iVBORw0KGgo="],
    ["data:;base64,AAAA", "AAAA", "AAAA"],
    ["data:image/jpeg;base64,/9j/4AAQ", "/9j/4AAQ", "/9j/4AAQ"],
    ["iVBORw0KGgo=", null, "iVBORw0KGgo="],
    ["data:image/png,<raw>", null, null],
    ["data:image/png,raw", null, null],
    ["data:image/png;base64,not base64!", null, null],
    ["not base64!", null, null],
    ["https://example.com/a.png", null, null],
  ])("%j: %j as a data URL, %j as an image's text", (text, ofDataUrl, ofImageText) => {
    expect(base64OfDataUrl(text)).toBe(ofDataUrl);
    expect(base64OfImageText(text)).toBe(ofImageText);
  });
});

describe("decodedBase64Length", () => {
  it("counts the decoded bytes from the length and the padding", () => {
    expect(decodedBase64Length("")).toBe(0);
    expect(decodedBase64Length("QQ==")).toBe(1);
    expect(decodedBase64Length("QUI=")).toBe(2);
    expect(decodedBase64Length("QUJD")).toBe(3);
    expect(decodedBase64Length("QUJDRA")).toBe(4);
    const fourMiB = "A".repeat((4 * 1024 * 1024 * 4) / 3 + 4);
    expect(decodedBase64Length(fourMiB)).toBeGreaterThan(4 * 1024 * 1024);
  });
});
