/**
 * localStorage can throw (storage disabled, quota, some private modes). The app must still work without it,
 * so every read and write goes through these two functions.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply lives for this page load only.
  }
}

/**
 * Writes a setting that the page follows through `storage` events, which browsers send only to other tabs:
 * this tab gets the same event by hand, so one listener covers both.
 */
export function writeFollowedSetting(key: string, value: string): void {
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
