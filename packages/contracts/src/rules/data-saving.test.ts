import { describe, expect, it } from "vitest";
import { webPaths } from "../web-paths.ts";
import { imageWidthFor, parseDataSavingMode, responsiveImage, savesData } from "./data-saving.ts";

describe("data saving", () => {
  it("follows the connection when automatic, and the person's choice otherwise", () => {
    expect(savesData("economia-automatica", undefined)).toBe(false);
    expect(savesData("economia-automatica", { saveData: false, effectiveType: "4g" })).toBe(false);
    expect(savesData("economia-automatica", { saveData: true, effectiveType: "4g" })).toBe(true);
    for (const slow of ["slow-2g", "2g", "3g"]) {
      expect(savesData("economia-automatica", { effectiveType: slow })).toBe(true);
    }
    expect(savesData("economia-ligada", { effectiveType: "4g" })).toBe(true);
    expect(savesData("economia-desligada", { saveData: true, effectiveType: "2g" })).toBe(false);
  });

  it("reads an unknown stored value as automatic", () => {
    expect(parseDataSavingMode(null)).toBe("economia-automatica");
    expect(parseDataSavingMode("sim")).toBe("economia-automatica");
    expect(parseDataSavingMode("economia-ligada")).toBe("economia-ligada");
  });

  it("rounds a width up to the next variant, and past the largest to the stored image", () => {
    expect(imageWidthFor(1)).toBe(48);
    expect(imageWidthFor(48)).toBe(48);
    expect(imageWidthFor(100)).toBe(128);
    expect(imageWidthFor(384)).toBe(384);
    expect(imageWidthFor(385)).toBeNull();
  });

  it("offers one variant per screen density, and only the 1× one when saving", () => {
    const photo = webPaths.profilePhoto.build("abc.webp");
    expect(responsiveImage(photo, 40, false)).toEqual({
      src: `${photo}?w=48`,
      srcSet: `${photo}?w=48 1x, ${photo}?w=96 2x, ${photo}?w=128 3x`,
    });
    expect(responsiveImage(photo, 40, true)).toEqual({ src: `${photo}?w=48` });
    const logo = webPaths.tenantLogo.build("logo.webp");
    expect(responsiveImage(logo, 128, false)).toEqual({
      src: `${logo}?w=128`,
      srcSet: `${logo}?w=128 1x, ${logo}?w=256 2x, ${logo}?w=384 3x`,
    });
    // 2 × 200 is beyond the largest variant: the stored logo itself, for 2× and 3× alike.
    expect(responsiveImage(logo, 200, false).srcSet).toBe(`${logo}?w=256 1x, ${logo} 2x`);
    // A tiny picture: 1× and 2× are the same variant, said once.
    expect(responsiveImage(photo, 20, false).srcSet).toBe(`${photo}?w=48 1x, ${photo}?w=96 3x`);
  });

  it("leaves an address that is not one of our stored images as it is", () => {
    expect(responsiveImage("https://escola.example/logo.png", 128, false)).toEqual({
      src: "https://escola.example/logo.png",
    });
  });
});
