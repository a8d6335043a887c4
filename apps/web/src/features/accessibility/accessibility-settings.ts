import {
  type AccessibilitySettings,
  CONTRAST_ATTRIBUTE,
  CONTRAST_STORAGE_KEY,
  parseAccessibilitySettings,
  TEXT_SIZE_ATTRIBUTE,
  TEXT_SIZE_STORAGE_KEY,
} from "@trilha/contracts/rules/accessibility-settings";
import { readStorage, writeStorage } from "../../lib/local-storage.ts";

export function readAccessibilitySettings(): AccessibilitySettings {
  return parseAccessibilitySettings({
    contrast: readStorage(CONTRAST_STORAGE_KEY),
    textSize: readStorage(TEXT_SIZE_STORAGE_KEY),
  });
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
 * the same `storage` event by hand), so the page never shows settings other than the stored ones.
 */
export function followAccessibilitySettings(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONTRAST_STORAGE_KEY || event.key === TEXT_SIZE_STORAGE_KEY) {
      applyAccessibilitySettings(readAccessibilitySettings());
    }
  };
  target.addEventListener("storage", onStorage);
  return () => target.removeEventListener("storage", onStorage);
}
