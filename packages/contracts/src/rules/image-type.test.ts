import { describe, expect, it } from "vitest";
import { detectImageType } from "./image-type.ts";

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
