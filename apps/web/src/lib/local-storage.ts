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
