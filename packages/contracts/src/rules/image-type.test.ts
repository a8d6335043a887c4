import { describe, expect, it } from "vitest";
import { base64OfDataUrl, detectImageType } from "./image-type.ts";

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => Uint8Array.from(value, (char) => char.charCodeAt(0));

describe("detectImageType", () => {
  it("reads JPEG, PNG and WebP from their signatures", () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("jpeg");
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("png");
    expect(detectImageType(text("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe("webp");
  });

  it("refuses anything else, whatever it claims to be", () => {
    expect(detectImageType(text("GIF89a"))).toBeNull();
    expect(detectImageType(text("<svg xmlns="))).toBeNull();
    expect(detectImageType(text("RIFF\u0000\u0000\u0000\u0000WAVEfmt "))).toBeNull();
    expect(detectImageType(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(detectImageType(bytes())).toBeNull();
  });
});

describe("base64OfDataUrl", () => {
  it("returns the payload of a base64 data URL", () => {
    expect(base64OfDataUrl("data:image/png;base64,iVBORw0KGgo=")).toBe("iVBORw0KGgo=");
    expect(base64OfDataUrl("data:;base64,AAAA")).toBe("AAAA");
  });

  it("refuses other text", () => {
    expect(base64OfDataUrl("iVBORw0KGgo=")).toBeNull();
    expect(base64OfDataUrl("data:image/png,<raw>")).toBeNull();
    expect(base64OfDataUrl("data:image/png;base64,not base64!")).toBeNull();
  });
});
