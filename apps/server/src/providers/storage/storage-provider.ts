/**
 * Where uploaded files live. Keys are slash-separated paths of plain segments ("photos/<scope>/<name>"); callers
 * build them from validated parts, and implementations refuse anything else.
 */
export interface StorageProvider {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$/;

/** Whether a key is made of plain segments only, so it can never climb out of the storage root. */
export function isValidStorageKey(key: string): boolean {
  const segments = key.split("/");
  return segments.length > 0 && segments.every((segment) => SEGMENT.test(segment) && !segment.includes(".."));
}
