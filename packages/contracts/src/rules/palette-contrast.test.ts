import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  DARK_SURFACE_BACKGROUND,
  darkPaletteShades,
  formatRatio,
  isHexColour,
  paletteProblems,
  paletteProperties,
  paletteShades,
  paletteStyle,
  relativeLuminance,
} from "./palette-contrast.ts";

describe("contrast of two colours", () => {
  it("follows WCAG: black on white is 21:1, a colour on itself 1:1, in either order", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#0b5c63", "#0b5c63")).toBe(1);
    expect(relativeLuminance("#ffffff")).toBe(1);
    expect(relativeLuminance("#000000")).toBe(0);
  });

  it("matches published values (#777 on white is 4.48:1, just failing AA)", () => {
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(formatRatio(4.4799)).toBe("4.4");
    expect(formatRatio(4.5)).toBe("4.5");
  });
});

describe("a custom palette", () => {
  it("accepts a dark main colour with white text", () => {
    expect(paletteProblems({ primaria: "#0b5c63", texto: "#ffffff" })).toEqual([]);
    expect(paletteProblems({ primaria: "#5b21b6", texto: "#ffffff" })).toEqual([]);
  });

  it("refuses text that is hard to read on the main colour, with the ratio found", () => {
    expect(paletteProblems({ primaria: "#0b5c63", texto: "#2a6f75" })).toEqual([
      { field: "cores.texto", code: "textContrast", ratio: "1.3" },
    ]);
  });

  it("refuses a main colour too light for links on the page", () => {
    const problems = paletteProblems({ primaria: "#f59e0b", texto: "#000000" });
    expect(problems).toContainEqual({ field: "cores.primaria", code: "linkContrast", ratio: "1.9" });
  });

  it("checks the darker shade too: dark text on an orange that darkens under it fails", () => {
    const problems = paletteProblems({ primaria: "#c2410c", texto: "#000000" });
    expect(problems.map((problem) => problem.code)).toContain("textContrast");
  });

  it("takes #rrggbb in lower case only", () => {
    expect(isHexColour("#0b5c63")).toBe(true);
    expect(isHexColour("#0B5C63")).toBe(false);
    expect(isHexColour("#fff")).toBe(false);
    expect(isHexColour("red")).toBe(false);
    expect(isHexColour("#0b5c63;background:url(x)")).toBe(false);
    expect(paletteProblems({ primaria: "blue", texto: "#ffffff;" })).toEqual([
      { field: "cores.primaria", code: "colourFormat" },
      { field: "cores.texto", code: "colourFormat" },
    ]);
  });

  it("derives a darker and a lighter shade of the main colour", () => {
    expect(paletteShades({ primaria: "#0b5c63", texto: "#ffffff" })).toEqual({
      primary: "#0b5c63",
      primaryStrong: "#08454a",
      primaryTint: "#e7efef",
      onPrimary: "#ffffff",
    });
  });
});

describe("a custom palette's style", () => {
  it("sets the light shades and the dark mode's variant as inputs the stylesheets map onto the palette", () => {
    expect(paletteStyle({ primaria: "#0b5c63", texto: "#ffffff" })).toBe(
      "--custom-primary:#0b5c63;--custom-primary-strong:#08454a;--custom-primary-tint:#e7efef;" +
        "--custom-on-primary:#ffffff;--custom-dark-primary:#76a4a8;--custom-dark-primary-strong:#9fbfc2;" +
        "--custom-dark-primary-tint:#112226;--custom-dark-header:#102a2e;--custom-dark-header-strong:#0f3439",
    );
  });

  it("lightens the dark mode's main colour until it reads at 6:1 on the dark cards (the ready-made default's own)", () => {
    for (const primaria of ["#0b5c63", "#5b21b6", "#000000", "#1d4ed8"]) {
      const dark = darkPaletteShades({ primaria, texto: "#ffffff" });
      expect(contrastRatio(dark.primary, DARK_SURFACE_BACKGROUND), primaria).toBeGreaterThanOrEqual(6);
    }
  });

  it("sets nothing from a value that is not a colour", () => {
    expect(paletteProperties({ primaria: "#000000;}body{x:y", texto: "#ffffff" })).toEqual([]);
    expect(paletteStyle({ primaria: "", texto: "" })).toBe("");
  });
});
