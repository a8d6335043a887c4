/**
 * A time as a `datetime-local` field shows it in the browser's own zone, and back: the administrators' notices
 * and announcements are written for the whole platform, not one tenant's zone (that is `zoned-time.ts`).
 */
export function toBrowserLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The instant (ISO 8601) an empty or filled `datetime-local` value means: null for an empty field. */
export function fromBrowserLocalInput(value: string): string | null {
  return value === "" ? null : new Date(value).toISOString();
}
