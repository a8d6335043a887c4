/**
 * Spec §3/§9 UI settings: the contrast mode and the text size a person chose, kept in local storage under the
 * spec's keys and values. The page applies them as attributes on <html>; `apps/web/public/accessibility-settings.js`
 * does the same before the first paint and must use these very names (a web test checks it).
 */
export const CONTRAST_STORAGE_KEY = "contraste";
export const TEXT_SIZE_STORAGE_KEY = "fontes";

/**
 * The spec's three contrast modes, and a fourth beside them: dark mode. Until a person picks one, the page
 * follows the system's `prefers-color-scheme` (dark mode there, the default look otherwise).
 */
export const CONTRASTS = [
  "contraste-padrao",
  "contraste-altocontraste",
  "contraste-escalacinza",
  "contraste-escuro",
] as const;
export type Contrast = (typeof CONTRASTS)[number];

export const DARK_CONTRAST: Contrast = "contraste-escuro";

export const TEXT_SIZES = ["fontes-padrao", "fontes-grandes", "fontes-gigantes"] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export const DEFAULT_CONTRAST: Contrast = "contraste-padrao";
export const DEFAULT_TEXT_SIZE: TextSize = "fontes-padrao";

/** Attributes on <html> that the stylesheet reads. */
export const CONTRAST_ATTRIBUTE = "data-contrast";
export const TEXT_SIZE_ATTRIBUTE = "data-text-size";

export interface AccessibilitySettings {
  contrast: Contrast;
  textSize: TextSize;
}

export const DEFAULT_ACCESSIBILITY_SETTINGS: AccessibilitySettings = {
  contrast: DEFAULT_CONTRAST,
  textSize: DEFAULT_TEXT_SIZE,
};

export function isContrast(value: unknown): value is Contrast {
  return typeof value === "string" && (CONTRASTS as readonly string[]).includes(value);
}

export function isTextSize(value: unknown): value is TextSize {
  return typeof value === "string" && (TEXT_SIZES as readonly string[]).includes(value);
}

/**
 * Reads what storage holds. Anything else (absent, edited by hand, left by an older version) means the default:
 * a bad value must never leave the page in a state the person cannot see or undo. With no contrast chosen, a
 * system that prefers dark colours gets dark mode.
 */
export function parseAccessibilitySettings(
  stored: {
    contrast: string | null | undefined;
    textSize: string | null | undefined;
  },
  system: { prefersDark: boolean } = { prefersDark: false },
): AccessibilitySettings {
  return {
    contrast: isContrast(stored.contrast)
      ? stored.contrast
      : system.prefersDark
        ? DARK_CONTRAST
        : DEFAULT_CONTRAST,
    textSize: isTextSize(stored.textSize) ? stored.textSize : DEFAULT_TEXT_SIZE,
  };
}
