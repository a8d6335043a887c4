// Shape checks for the JSON a page reads before it has downloaded any schema: what the server inlined into
// index.html and what this browser stored. Each reader's test holds its check to the contract's schema.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function isText(value: unknown): value is string {
  return typeof value === "string";
}

export function isTextOrNull(value: unknown): value is string | null {
  return value === null || typeof value === "string";
}
