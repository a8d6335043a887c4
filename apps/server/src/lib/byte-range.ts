/**
 * Byte ranges (RFC 9110 §14): phones play sound and video, and read long PDFs, by asking for a part of the file
 * at a time. One range is served (206); a header this server does not serve — another unit, several ranges, a
 * malformed one, or an `If-Range` it has no validator to compare with — is ignored, and the whole file goes (200),
 * as the RFC allows.
 */

/** One range as the Range header asks for it, before the file's length is known. */
export type ByteRange =
  /** `bytes=a-b` (last inclusive), `bytes=a-` (to the end: last null). */
  | { kind: "from"; first: number; last: number | null }
  /** `bytes=-n`: the last n bytes. */
  | { kind: "suffix"; length: number };

/** Bytes of a file: the first and the last, inclusive, both inside it. */
export interface ByteSlice {
  start: number;
  end: number;
}

const INT_RANGE = /^(\d+)-(\d*)$/;
const SUFFIX_RANGE = /^-(\d+)$/;
const UNIT = /^bytes=/i;

/** Digits as a number; beyond any file's length, the largest safe integer (which no file reaches either). */
function position(digits: string): number {
  const value = BigInt(digits);
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(value);
}

/**
 * The single range a request asks for, or null for the whole file: no Range header, another unit, several
 * ranges, a malformed or invalid range (last before first), or an `If-Range` (this server sends no validator,
 * so none can match). The range set is a list: blanks around an element and empty elements are allowed.
 */
export function parseRange(
  header: string | string[] | undefined,
  ifRange?: string | string[] | undefined,
): ByteRange | null {
  if (typeof header !== "string" || ifRange !== undefined) return null;
  if (!UNIT.test(header)) return null;
  const specs = header
    .slice("bytes=".length)
    .split(",")
    .map((spec) => spec.trim())
    .filter((spec) => spec !== "");
  if (specs.length !== 1) return null;
  const spec = specs[0] as string;
  const suffix = SUFFIX_RANGE.exec(spec);
  if (suffix) return { kind: "suffix", length: position(suffix[1] as string) };
  const range = INT_RANGE.exec(spec);
  if (!range) return null;
  const [first, last] = [range[1] as string, range[2] as string];
  if (last === "") return { kind: "from", first: position(first), last: null };
  // Compared as written, so two positions beyond the safe integers still compare right.
  if (BigInt(last) < BigInt(first)) return null;
  return { kind: "from", first: position(first), last: position(last) };
}

/**
 * The bytes a range selects in a file of `size` bytes, or null when it selects none (416): a first byte at or
 * past the end, a suffix of zero bytes, or any range of an empty file. A last byte past the end stops at the
 * end; a suffix longer than the file is the whole file.
 */
export function sliceOf(range: ByteRange, size: number): ByteSlice | null {
  if (size <= 0) return null;
  if (range.kind === "suffix") {
    if (range.length === 0) return null;
    return { start: Math.max(0, size - range.length), end: size - 1 };
  }
  if (range.first >= size) return null;
  return { start: range.first, end: Math.min(range.last ?? size - 1, size - 1) };
}

/** The Content-Range of a part sent (206), or of a range no byte of the file satisfies (416). */
export function contentRangeOf(slice: ByteSlice | null, size: number): string {
  return slice === null ? `bytes */${size}` : `bytes ${slice.start}-${slice.end}/${size}`;
}

/** How many bytes a slice holds. */
export function sliceLength(slice: ByteSlice): number {
  return slice.end - slice.start + 1;
}
