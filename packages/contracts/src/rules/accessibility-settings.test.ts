import { describe, expect, it } from "vitest";
import {
  CONTRASTS,
  DEFAULT_ACCESSIBILITY_SETTINGS,
  isContrast,
  isTextSize,
  parseAccessibilitySettings,
  TEXT_SIZES,
} from "./accessibility-settings.ts";

describe("accessibility settings values", () => {
  it("are the spec's stored values", () => {
    // The spec's three, then dark mode.
    expect(CONTRASTS).toEqual([
      "contraste-padrao",
      "contraste-altocontraste",
      "contraste-escalacinza",
      "contraste-escuro",
    ]);
    expect(TEXT_SIZES).toEqual(["fontes-padrao", "fontes-grandes", "fontes-gigantes"]);
  });

  it("default to the padrao values", () => {
    expect(DEFAULT_ACCESSIBILITY_SETTINGS).toEqual({
      contrast: "contraste-padrao",
      textSize: "fontes-padrao",
    });
  });

  it("tell contrasts and text sizes apart", () => {
    expect(isContrast("contraste-altocontraste")).toBe(true);
    expect(isContrast("fontes-grandes")).toBe(false);
    expect(isTextSize("fontes-gigantes")).toBe(true);
    expect(isTextSize("contraste-padrao")).toBe(false);
  });
});

describe("parseAccessibilitySettings", () => {
  it.each(CONTRASTS.flatMap((contrast) => TEXT_SIZES.map((textSize) => [contrast, textSize] as const)))(
    "keeps %s with %s",
    (contrast, textSize) => {
      expect(parseAccessibilitySettings({ contrast, textSize })).toEqual({ contrast, textSize });
    },
  );

  it("follows a system that prefers dark colours until a contrast is chosen", () => {
    const dark = { prefersDark: true };
    expect(parseAccessibilitySettings({ contrast: null, textSize: null }, dark).contrast).toBe(
      "contraste-escuro",
    );
    expect(parseAccessibilitySettings({ contrast: "junk", textSize: null }, dark).contrast).toBe(
      "contraste-escuro",
    );
    expect(parseAccessibilitySettings({ contrast: "contraste-padrao", textSize: null }, dark).contrast).toBe(
      "contraste-padrao",
    );
    expect(
      parseAccessibilitySettings({ contrast: null, textSize: null }, { prefersDark: false }).contrast,
    ).toBe("contraste-padrao");
  });

  it("falls back to padrao when nothing is stored", () => {
    expect(parseAccessibilitySettings({ contrast: null, textSize: undefined })).toEqual(
      DEFAULT_ACCESSIBILITY_SETTINGS,
    );
  });

  it.each([
    "",
    "altocontraste",
    "CONTRASTE-ALTOCONTRASTE",
    " contraste-altocontraste",
    "contraste-altocontraste ",
    '"contraste-altocontraste"',
    "fontes-gigantes",
    "null",
  ])("falls back to padrao on the junk contrast %j", (contrast) => {
    expect(parseAccessibilitySettings({ contrast, textSize: "fontes-grandes" })).toEqual({
      contrast: "contraste-padrao",
      textSize: "fontes-grandes",
    });
  });

  it.each(["", "grandes", "Fontes-Gigantes", "fontes-gigantes\n", "150%", "contraste-escalacinza"])(
    "falls back to padrao on the junk text size %j",
    (textSize) => {
      expect(parseAccessibilitySettings({ contrast: "contraste-escalacinza", textSize })).toEqual({
        contrast: "contraste-escalacinza",
        textSize: "fontes-padrao",
      });
    },
  );
});
