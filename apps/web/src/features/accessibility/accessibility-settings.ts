import {
  type AccessibilitySettings,
  CONTRAST_ATTRIBUTE,
  CONTRAST_STORAGE_KEY,
  parseAccessibilitySettings,
  TEXT_SIZE_ATTRIBUTE,
  TEXT_SIZE_STORAGE_KEY,
} from "@trilha/contracts/rules/accessibility-settings";
import { readStorage, writeStorage } from "../../lib/local-storage.ts";

const PREFERS_DARK_QUERY = "(prefers-color-scheme: dark)";

function darkSchemeQuery(target: Window = window): MediaQueryList | null {
  return typeof target.matchMedia === "function" ? target.matchMedia(PREFERS_DARK_QUERY) : null;
}

/** The stored choices; with no contrast chosen yet, the system's colour scheme decides (dark mode or not). */
export function readAccessibilitySettings(): AccessibilitySettings {
  return parseAccessibilitySettings(
    { contrast: readStorage(CONTRAST_STORAGE_KEY), textSize: readStorage(TEXT_SIZE_STORAGE_KEY) },
    { prefersDark: darkSchemeQuery()?.matches ?? false },
  );
}

/** Sets the attributes the stylesheet reads; public/accessibility-settings.js does the same at page load. */
export function applyAccessibilitySettings(
  settings: AccessibilitySettings,
  root: HTMLElement = document.documentElement,
): void {
  root.setAttribute(CONTRAST_ATTRIBUTE, settings.contrast);
  root.setAttribute(TEXT_SIZE_ATTRIBUTE, settings.textSize);
}

export function saveAccessibilitySettings(settings: AccessibilitySettings): void {
  writeStorage(CONTRAST_STORAGE_KEY, settings.contrast);
  writeStorage(TEXT_SIZE_STORAGE_KEY, settings.textSize);
  applyAccessibilitySettings(settings);
}

/**
 * Follows changes made elsewhere: another tab's accessibility dialog, or this tab's commands dialog (which sends
 * the same `storage` event by hand), so the page never shows settings other than the stored ones; and the
 * system's colour scheme, which decides for as long as no contrast is chosen.
 */
export function followAccessibilitySettings(target: Window = window): () => void {
  const reapply = () => applyAccessibilitySettings(readAccessibilitySettings());
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONTRAST_STORAGE_KEY || event.key === TEXT_SIZE_STORAGE_KEY)
      reapply();
  };
  target.addEventListener("storage", onStorage);
  const scheme = darkSchemeQuery(target);
  scheme?.addEventListener("change", reapply);
  return () => {
    target.removeEventListener("storage", onStorage);
    scheme?.removeEventListener("change", reapply);
  };
}
