import { crc32, deflateRawSync } from "node:zlib";

/**
 * Hostile archives, written byte by byte as an attacker would: a writer that keeps to the format could not
 * make them.
 */

interface RawEntry {
  name: string;
  /** Where the entry's local header is; entries that name the same one share its bytes. */
  header: number;
  crc: number;
  compressedSize: number;
  /** What the central directory says it holds, true or not. */
  size: number;
}

function localHeader(name: Buffer, crc: number, compressedSize: number, size: number): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(crc, 14);
  header.writeUInt32LE(compressedSize, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function centralDirectory(entries: readonly RawEntry[], start: number): Buffer {
  const records = entries.map((entry) => {
    const name = Buffer.from(entry.name);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(8, 10);
    record.writeUInt32LE(entry.crc, 16);
    record.writeUInt32LE(entry.compressedSize, 20);
    record.writeUInt32LE(entry.size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(entry.header, 42);
    return Buffer.concat([record, name]);
  });
  const directory = Buffer.concat(records);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(start, 16);
  return Buffer.concat([directory, end]);
}

/**
 * `entries` central-directory entries that all point at one deflate stream of `megabytes` MiB of zeros: a few
 * hundred KB that would inflate to `entries` × `megabytes` MiB.
 */
export function overlappingBomb(entries = 10, megabytes = 300): Uint8Array {
  const plain = Buffer.alloc(megabytes * 1024 * 1024);
  const packed = deflateRawSync(plain, { level: 9 });
  const crc = crc32(plain);
  const local = localHeader(Buffer.from("users.csv"), crc, packed.length, plain.length);
  const body = Buffer.concat([local, packed]);
  const raw = Array.from({ length: entries }, (_, index) => ({
    name: index === 0 ? "users.csv" : `users${index}.csv`,
    header: 0,
    crc,
    compressedSize: packed.length,
    size: plain.length,
  }));
  return new Uint8Array(Buffer.concat([body, centralDirectory(raw, body.length)]));
}

/** One entry whose directory says it holds `declared` bytes while its stream inflates to `megabytes` MiB. */
export function understatedBomb(megabytes = 100, declared = 1000): Uint8Array {
  const plain = Buffer.alloc(megabytes * 1024 * 1024, 0x61);
  const packed = deflateRawSync(plain, { level: 9 });
  const crc = crc32(plain);
  const local = localHeader(Buffer.from("users.csv"), crc, packed.length, declared);
  const raw = [{ name: "users.csv", header: 0, crc, compressedSize: packed.length, size: declared }];
  const body = Buffer.concat([local, packed]);
  return new Uint8Array(Buffer.concat([body, centralDirectory(raw, body.length)]));
}

/** Plain, honest entries with the names given (`../x`, `/etc/x` included as they are). */
export function namedEntries(files: Record<string, string>): Uint8Array {
  const parts: Buffer[] = [];
  const raw: RawEntry[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const plain = Buffer.from(text);
    const packed = deflateRawSync(plain);
    const crc = crc32(plain);
    const local = localHeader(Buffer.from(name), crc, packed.length, plain.length);
    raw.push({ name, header: offset, crc, compressedSize: packed.length, size: plain.length });
    parts.push(local, packed);
    offset += local.length + packed.length;
  }
  return new Uint8Array(Buffer.concat([...parts, centralDirectory(raw, offset)]));
}

/** An archive of `count` tiny entries. */
export function manyEntries(count = 10_000): Uint8Array {
  return namedEntries(
    Object.fromEntries(Array.from({ length: count }, (_, index) => [`f${index}.csv`, "a"])),
  );
}
