import { readStorage, writeStorage } from "../../lib/local-storage.ts";

/**
 * The accessibility settings live under the spec's local-storage keys (`contraste`, `fontes`). Whatever applies
 * them to the page listens for `storage` events, which browsers send only to other tabs; this tab gets the same
 * event by hand, so one listener covers both.
 */
export function writeUiSetting(key: "contraste" | "fontes", value: string): void {
  const oldValue = readStorage(key);
  writeStorage(key, value);
  let storageArea: Storage | null = null;
  try {
    storageArea = window.localStorage;
  } catch {
    // Storage disabled: the event still says what changed.
  }
  window.dispatchEvent(
    new StorageEvent("storage", { key, oldValue, newValue: value, storageArea, url: window.location.href }),
  );
}
