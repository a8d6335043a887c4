/**
 * A platform's own colours (paleta_cor "personalizada"): the administrator picks the main colour and the colour of
 * text drawn on it; the darker and lighter shades the pages also use are derived from the main one. A palette is
 * accepted only when every pair the pages draw text with passes WCAG AA (4.5:1), which the editor shows beside
 * each colour and the server checks again.
 */

/** WCAG 2.2 AA, 1.4.3: text (and links, which are text) at normal size. */
export const WCAG_AA_TEXT_CONTRAST = 4.5;

/** The page background and the cards on it, as apps/web/src/app/global.css draws them (a test holds them together). */
export const PAGE_BACKGROUND = "#f5f6f8";
export const SURFACE_BACKGROUND = "#ffffff";

const HEX_COLOUR = /^#[0-9a-f]{6}$/;

/** A colour as `#rrggbb`, lower case: the only form stored and sent to a page. */
export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

export interface CustomColours {
  /** The main colour: header, buttons and links. */
  primaria: string;
  /** Text on the main colour (and on its darker shade). */
  texto: string;
}

/** The four custom properties a palette sets (`--color-primary`, …), derived from the two chosen colours. */
export interface PaletteShades {
  primary: string;
  primaryStrong: string;
  primaryTint: string;
  onPrimary: string;
}

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, "0")).join("")}`;
}

/** `weight` of `colour` over `other`, channel by channel. */
function mix(colour: string, other: string, weight: number): string {
  const a = channels(colour);
  const b = channels(other);
  return toHex(a.map((value, index) => value * weight + (b[index] ?? 0) * (1 - weight)));
}

/** WCAG relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** The shades a custom palette draws with: hover and badges a quarter darker, highlights a tint on white. */
export function paletteShades(colours: CustomColours): PaletteShades {
  return {
    primary: colours.primaria,
    primaryStrong: mix(colours.primaria, "#000000", 0.75),
    primaryTint: mix(colours.primaria, "#ffffff", 0.1),
    onPrimary: colours.texto,
  };
}

export type PaletteField = "cores.primaria" | "cores.texto";
export type PaletteProblemCode = "colourFormat" | "textContrast" | "linkContrast";

export interface PaletteProblem {
  field: PaletteField;
  code: PaletteProblemCode;
  /** The lowest contrast found, rounded down to one decimal, for the contrast problems. */
  ratio?: string;
}

/** Rounded down, so a ratio shown as 4.5 never hides a failing 4.49. */
export function formatRatio(ratio: number): string {
  return (Math.floor(ratio * 10) / 10).toFixed(1);
}

/**
 * What the palette fails, if anything: text on the main colour and on its darker shade (header, buttons, their
 * hover), and the main colour as link text on the page and on cards, and its darker shade on its tint (badges).
 */
export function paletteProblems(colours: CustomColours): PaletteProblem[] {
  const problems: PaletteProblem[] = [];
  if (!isHexColour(colours.primaria)) problems.push({ field: "cores.primaria", code: "colourFormat" });
  if (!isHexColour(colours.texto)) problems.push({ field: "cores.texto", code: "colourFormat" });
  if (problems.length > 0) return problems;
  const shades = paletteShades(colours);
  const text = Math.min(
    contrastRatio(shades.onPrimary, shades.primary),
    contrastRatio(shades.onPrimary, shades.primaryStrong),
  );
  if (text < WCAG_AA_TEXT_CONTRAST)
    problems.push({ field: "cores.texto", code: "textContrast", ratio: formatRatio(text) });
  const links = Math.min(
    contrastRatio(shades.primary, PAGE_BACKGROUND),
    contrastRatio(shades.primary, SURFACE_BACKGROUND),
    contrastRatio(shades.primaryStrong, shades.primaryTint),
  );
  if (links < WCAG_AA_TEXT_CONTRAST)
    problems.push({ field: "cores.primaria", code: "linkContrast", ratio: formatRatio(links) });
  return problems;
}

/** The dark mode's page and card backgrounds (features/accessibility/accessibility-theme.css). */
export const DARK_PAGE_BACKGROUND = "#121417";
export const DARK_SURFACE_BACKGROUND = "#1c1f24";
/** The contrast the dark mode's primary keeps on its cards, as its ready-made palettes do. */
const DARK_PRIMARY_CONTRAST = 6;

/**
 * The dark mode's variant of a custom palette, made as the ready-made ones were: the main colour mixed with
 * white until it reaches 6:1 on the dark cards, a lighter shade for hover, and dark tints of the hue for
 * highlights and the header (which keeps light text).
 */
export function darkPaletteShades(colours: CustomColours) {
  let weight = 1;
  let primary = colours.primaria;
  while (contrastRatio(primary, DARK_SURFACE_BACKGROUND) < DARK_PRIMARY_CONTRAST && weight > 0) {
    weight -= 0.01;
    primary = mix(colours.primaria, "#ffffff", weight);
  }
  return {
    primary,
    primaryStrong: mix(primary, "#ffffff", 0.7),
    primaryTint: mix(colours.primaria, DARK_PAGE_BACKGROUND, 0.2),
    header: mix(colours.primaria, DARK_PAGE_BACKGROUND, 0.3),
    headerStrong: mix(colours.primaria, DARK_PAGE_BACKGROUND, 0.45),
  };
}

/**
 * The custom properties a custom palette sets on the element that carries it, or none when a colour is not a
 * valid `#rrggbb` (so nothing but a colour ever reaches a style attribute). They are inputs, not the palette
 * itself: global.css and the dark mode map them onto `--color-primary` and the rest, so a chosen contrast
 * (the dark mode) still wins over the platform's colours.
 */
export function paletteProperties(colours: CustomColours): [string, string][] {
  if (!isHexColour(colours.primaria) || !isHexColour(colours.texto)) return [];
  const light = paletteShades(colours);
  const dark = darkPaletteShades(colours);
  return [
    ["--custom-primary", light.primary],
    ["--custom-primary-strong", light.primaryStrong],
    ["--custom-primary-tint", light.primaryTint],
    ["--custom-on-primary", light.onPrimary],
    ["--custom-dark-primary", dark.primary],
    ["--custom-dark-primary-strong", dark.primaryStrong],
    ["--custom-dark-primary-tint", dark.primaryTint],
    ["--custom-dark-header", dark.header],
    ["--custom-dark-header-strong", dark.headerStrong],
  ];
}

/** The same as a `style` attribute's text. */
export function paletteStyle(colours: CustomColours): string {
  return paletteProperties(colours)
    .map(([property, value]) => `${property}:${value}`)
    .join(";");
}
