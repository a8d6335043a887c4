import { promisify } from "node:util";
import { crc32, inflateRaw } from "node:zlib";

/**
 * A ZIP archive a person sent, judged by its central directory before a byte is inflated: how many entries,
 * what they say they hold, their names, and whether each entry's bytes lie inside the archive without
 * overlapping another's (the trick of a zip bomb that points many entries at one stream). What passes is
 * inflated on the thread pool, never on the event loop, each entry with a hard cap at the size it declared, and
 * its checksum checked: an entry that inflates to more than it said is refused, not read.
 */

export interface ZipLimits {
  /** Entries the archive may list, folders included. */
  maxEntries: number;
  /** What all its entries together may declare, unpacked. */
  maxUnpackedBytes: number;
}

export type ZipRefusal =
  | "notZip"
  | "tooManyEntries"
  | "tooLarge"
  | "unsafeName"
  | "overlapping"
  | "unsupported"
  | "corrupt";

/** Why an archive was refused, before or while it was inflated. */
export class ZipRefused extends Error {
  constructor(readonly reason: ZipRefusal) {
    super(`ZIP refused: ${reason}`);
  }
}

export interface ZipEntry {
  /** As the archive names it, folders included ('/' between them). */
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  /** Where its local header starts. */
  offset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;

/** Whether the bytes start as a ZIP does (a local header, or an empty archive's end record). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);
}

/**
 * A name is taken only as a relative path of plain segments: no absolute path, drive letter, backslash, `..`
 * or control character (nothing is ever written under these names, but nothing downstream has to wonder).
 */
export function isSafeEntryName(name: string): boolean {
  if (name === "" || name.startsWith("/") || /^[A-Za-z]:/.test(name) || name.includes("\\")) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(name)) return false;
  return name.split("/").every((segment) => segment !== "..");
}

/** The entries of an archive, each checked against the limits and the archive's own bounds. */
export function zipEntries(bytes: Uint8Array, limits: ZipLimits): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndRecord(view);
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryStart = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryStart === 0xffffffff) throw new ZipRefused("unsupported");
  if (count > limits.maxEntries) throw new ZipRefused("tooManyEntries");
  if (directoryStart + directorySize > end) throw new ZipRefused("corrupt");

  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder("utf-8", { fatal: false });
  let at = directoryStart;
  let declared = 0;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL) throw new ZipRefused("corrupt");
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > end) throw new ZipRefused("corrupt");
    // Encrypted entries, and methods other than stored and deflate, are nothing a school's export writes.
    if (flags & 1 || (method !== STORED && method !== DEFLATED)) throw new ZipRefused("unsupported");
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (!isSafeEntryName(name)) throw new ZipRefused("unsafeName");
    const sizes = zip64Sizes(view, at + 46 + nameLength, extraLength, {
      size: view.getUint32(at + 24, true),
      compressedSize: view.getUint32(at + 20, true),
      offset: view.getUint32(at + 42, true),
    });
    declared += sizes.size;
    if (declared > limits.maxUnpackedBytes) throw new ZipRefused("tooLarge");
    entries.push({ name, method, crc: view.getUint32(at + 16, true), ...sizes });
    at = next;
  }
  checkSpans(view, entries, directoryStart);
  return entries;
}

/** The bytes of the entries `wanted` keeps, by name, inflated off the event loop. */
export async function unzipEntries(
  bytes: Uint8Array,
  entries: readonly ZipEntry[],
  wanted: (entry: ZipEntry) => boolean,
): Promise<Map<string, Uint8Array>> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found = new Map<string, Uint8Array>();
  for (const entry of entries) {
    if (!wanted(entry)) continue;
    const start = dataStart(view, entry);
    found.set(entry.name, await inflateEntry(entry, bytes.subarray(start, start + entry.compressedSize)));
  }
  return found;
}

/** Every entry inflated to its declared size and checksum: a proof, for a reader that inflates by itself. */
export async function checkZipContents(bytes: Uint8Array, limits: ZipLimits): Promise<void> {
  await unzipEntries(bytes, zipEntries(bytes, limits), () => true);
}

const inflateAsync = promisify(inflateRaw) as (
  data: Uint8Array,
  options: { maxOutputLength: number },
) => Promise<Buffer>;

async function inflateEntry(entry: ZipEntry, data: Uint8Array): Promise<Uint8Array> {
  let out: Uint8Array;
  if (entry.method === STORED) out = data;
  else {
    try {
      // One byte more than declared lets a longer stream show itself, and nothing past it is ever made.
      out = await inflateAsync(data, { maxOutputLength: entry.size + 1 });
    } catch {
      throw new ZipRefused("corrupt");
    }
  }
  if (out.length !== entry.size || crc32(out) !== entry.crc) throw new ZipRefused("corrupt");
  return out;
}

function findEndRecord(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - 22 - MAX_COMMENT);
  for (let at = view.byteLength - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  throw new ZipRefused("notZip");
}

/** The sizes and offset a ZIP64 extra field gives for those the header marks as too large for 32 bits. */
function zip64Sizes(
  view: DataView,
  extraStart: number,
  extraLength: number,
  header: { size: number; compressedSize: number; offset: number },
) {
  const fields = (["size", "compressedSize", "offset"] as const).filter((key) => header[key] === 0xffffffff);
  if (fields.length === 0) return header;
  const sizes = { ...header };
  for (let at = extraStart; at + 4 <= extraStart + extraLength; ) {
    const id = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    if (id === ZIP64_EXTRA) {
      fields.forEach((key, index) => {
        const value =
          at + 4 + index * 8 + 8 <= at + 4 + length ? view.getBigUint64(at + 4 + index * 8, true) : -1n;
        if (value < 0n || value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipRefused("corrupt");
        sizes[key] = Number(value);
      });
      return sizes;
    }
    at += 4 + length;
  }
  throw new ZipRefused("corrupt");
}

function dataStart(view: DataView, entry: ZipEntry): number {
  const at = entry.offset;
  if (at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL) throw new ZipRefused("corrupt");
  return at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
}

/** Each entry's header and data lie before the central directory, and no two share a byte. */
function checkSpans(view: DataView, entries: readonly ZipEntry[], directoryStart: number): void {
  const spans = entries
    .map((entry) => {
      const start = entry.offset;
      const stop = dataStart(view, entry) + entry.compressedSize;
      if (stop > directoryStart) throw new ZipRefused("corrupt");
      return { start, stop };
    })
    .sort((a, b) => a.start - b.start);
  for (let index = 1; index < spans.length; index++) {
    if ((spans[index]?.start ?? 0) < (spans[index - 1]?.stop ?? 0)) throw new ZipRefused("overlapping");
  }
}
