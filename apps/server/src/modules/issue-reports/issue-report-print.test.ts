import { readImageHeader } from "@trilha/contracts/rules/image-header";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { contentTypeOfPrintName, decodeScreenshot, newPrintName } from "./issue-report-print.ts";

const canvas = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 15, g: 118, b: 110, alpha: 0.5 } } });

describe("readImageHeader on files a real encoder writes", () => {
  it.each([
    ["baseline JPEG", () => canvas(1280, 2400).jpeg()],
    ["progressive JPEG", () => canvas(641, 479).jpeg({ progressive: true })],
    ["PNG", () => canvas(300, 17).png()],
    ["lossy WebP (VP8)", () => canvas(1023, 767).webp()],
    ["lossless WebP (VP8L)", () => canvas(333, 222).webp({ lossless: true })],
    ["WebP with alpha (VP8X)", () => canvas(500, 4000, 4).webp()],
  ])("reads the size of a %s", async (_name, make) => {
    const data = await make().toBuffer();
    const meta = await sharp(data).metadata();
    expect(readImageHeader(data)).toEqual({ type: meta.format, width: meta.width, height: meta.height });
  });
});

describe("decodeScreenshot", () => {
  it("encodes the picture again in the type read from its bytes", async () => {
    const png = await canvas(40, 30).png().toBuffer();
    // The declared type is wrong on purpose: the bytes decide.
    const screenshot = await decodeScreenshot(`data:image/jpeg;base64,${png.toString("base64")}`);
    expect(screenshot.type).toBe("png");
    const meta = await sharp(screenshot.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 40, 30]);
  });

  it("drops what follows the image and the metadata", async () => {
    const jpeg = await canvas(40, 30)
      .jpeg()
      .withExif({ IFD0: { Copyright: "segredo" } })
      .toBuffer();
    const sent = Buffer.concat([jpeg, Buffer.from("<script>alert(1)</script>")]);
    const screenshot = await decodeScreenshot(sent.toString("base64"));
    expect(screenshot.data.includes("<script>")).toBe(false);
    expect(screenshot.data.includes("segredo")).toBe(false);
    expect((await sharp(screenshot.data).metadata()).format).toBe("jpeg");
  });
});

describe("print names", () => {
  it("gives each screenshot a random name with its type's extension", () => {
    const first = newPrintName("jpeg");
    expect(first).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect(newPrintName("jpeg")).not.toBe(first);
    expect(contentTypeOfPrintName(first)).toBe("image/jpeg");
    expect(contentTypeOfPrintName(newPrintName("webp"))).toBe("image/webp");
    expect(contentTypeOfPrintName(newPrintName("png"))).toBe("image/png");
  });

  it("knows no content type for a name it did not make", () => {
    expect(contentTypeOfPrintName("x.webp")).toBeNull();
    expect(contentTypeOfPrintName(`${"a".repeat(32)}.svg`)).toBeNull();
    expect(contentTypeOfPrintName(`abc/${"a".repeat(32)}.png`)).toBeNull();
  });
});
