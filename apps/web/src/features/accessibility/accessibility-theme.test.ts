import fs from "node:fs";
import path from "node:path";
import {
  type CustomColours,
  DARK_PAGE_BACKGROUND,
  DARK_SURFACE_BACKGROUND,
  paletteProperties,
} from "@trilha/contracts/rules/palette-contrast";
import { CUSTOM_PALETTE, PALETTES } from "@trilha/contracts/tenant-page";
import { describe, expect, it } from "vitest";

// The palettes' colours are plain custom properties in two stylesheets; this reads them as written and measures
// the pairs the pages draw, so a colour edited by hand cannot fall below WCAG AA unnoticed.
const read = (file: string) => fs.readFileSync(path.resolve(import.meta.dirname, file), "utf8");
const globalCss = read("../../app/global.css");
const themeCss = read("./accessibility-theme.css");

function block(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no block ${selector}`);
  const body = css.slice(start, css.indexOf("}", start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]));
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The ready-made palettes, whose colours the stylesheets write out. */
const READY_MADE = PALETTES.filter((name) => name !== CUSTOM_PALETTE);
/** Custom palettes at the edges of what the light check lets through: each dark variant must hold too. */
const CUSTOM_SAMPLES: CustomColours[] = [
  { primaria: "#5b21b6", texto: "#ffffff" },
  { primaria: "#000000", texto: "#ffffff" },
  { primaria: "#767676", texto: "#ffffff" },
  { primaria: "#b3261e", texto: "#ffffff" },
];

function darkColours(palette: string): Record<string, string> {
  const base = block(themeCss, 'html[data-contrast="contraste-escuro"]');
  return palette === "default"
    ? base
    : { ...base, ...block(themeCss, `html[data-contrast="contraste-escuro"][data-palette="${palette}"]`) };
}

/** A custom palette's dark mode as the stylesheet maps the properties the server writes. */
function darkCustomColours(colours: CustomColours): Record<string, string> {
  const written = Object.fromEntries(paletteProperties(colours));
  const mapped = block(themeCss, 'html[data-contrast="contraste-escuro"][data-palette="personalizada"]');
  const cssMap = themeCss.slice(themeCss.indexOf('[data-palette="personalizada"] {'));
  const resolved = Object.fromEntries(
    [...cssMap.slice(0, cssMap.indexOf("}")).matchAll(/(--color-[\w-]+):\s*var\((--custom-[\w-]+)\)/g)].map(
      (m) => [m[1], written[m[2] as string] as string],
    ),
  );
  if (Object.keys(resolved).length !== 5) throw new Error("the dark custom palette maps five colours");
  return { ...block(themeCss, 'html[data-contrast="contraste-escuro"]'), ...mapped, ...resolved };
}

describe("dark mode palettes", () => {
  it("draws on the dark backgrounds the custom palettes' rule computes against", () => {
    const base = block(themeCss, 'html[data-contrast="contraste-escuro"]');
    expect(base["--color-bg"]).toBe(DARK_PAGE_BACKGROUND);
    expect(base["--color-surface"]).toBe(DARK_SURFACE_BACKGROUND);
  });

  it("has a dark variant for every palette", () => {
    for (const palette of PALETTES.filter((name) => name !== "default" && name !== CUSTOM_PALETTE)) {
      expect(Object.keys(darkColours(palette))).toContain("--color-header");
    }
  });

  it.each([
    ...READY_MADE.map((palette) => [palette, darkColours(palette)] as const),
    ...CUSTOM_SAMPLES.map(
      (colours) => [`personalizada ${colours.primaria}`, darkCustomColours(colours)] as const,
    ),
  ])("keeps WCAG AA for every pair drawn in palette %s", (_palette, c) => {
    const pairs: [string, string, number][] = [
      ["--color-text", "--color-surface", 4.5],
      ["--color-text", "--color-bg", 4.5],
      ["--color-muted", "--color-surface", 4.5],
      ["--color-muted", "--color-bg", 4.5],
      ["--color-primary", "--color-surface", 4.5],
      ["--color-primary", "--color-bg", 4.5],
      ["--color-on-primary", "--color-primary", 4.5],
      ["--color-on-primary", "--color-primary-strong", 4.5],
      ["--color-text", "--color-primary-tint", 4.5],
      ["--color-primary-strong", "--color-primary-tint", 4.5],
      ["--color-text", "--color-header", 4.5],
      ["--color-text", "--color-header-strong", 4.5],
      ["--color-danger", "--color-surface", 4.5],
      ["--color-danger", "--color-danger-bg", 4.5],
      ["--color-warning", "--color-surface", 4.5],
      ["--color-border-strong", "--color-surface", 3],
    ];
    for (const [fore, back, minimum] of pairs) {
      expect(contrast(c[fore] as string, c[back] as string), `${fore} on ${back}`).toBeGreaterThanOrEqual(
        minimum,
      );
    }
  });

  it("draws the header's default avatar in the text colour (on its tint: a pair measured above)", () => {
    // In the header the palette's colour is the bar's: the figure in it would vanish into its circle.
    expect(themeCss).toMatch(
      /html\[data-contrast="contraste-escuro"\] :is\(\.site-header, \.visiting-banner\) \.user-avatar--default \{\s*fill: var\(--color-text\);/,
    );
  });

  it("keeps the light palettes' primary pairs at AA too", () => {
    const root = block(globalCss, ":root");
    for (const palette of READY_MADE) {
      const colours = block(
        globalCss,
        palette === "default" ? '[data-palette="default"]' : `[data-palette="${palette}"]`,
      );
      const primary = colours["--color-primary"] as string;
      expect(contrast(root["--color-on-primary"] as string, primary)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(primary, root["--color-bg"] as string)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
