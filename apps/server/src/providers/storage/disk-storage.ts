import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { ByteSlice } from "../../lib/byte-range.ts";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../../lib/data-dir.ts";
import {
  exactLength,
  type ObjectStore,
  requireValidKey,
  requireValidPrefix,
  type SizedStream,
} from "./storage-provider.ts";

const TEMPORARY = /\.[a-f0-9]{12}\.tmp$/;
/** Unfinished uploads in parts, one folder each; no key can name it (a segment never starts with a dot). */
const PARTS_DIR = ".parts";
const HANDLE = /^[a-f0-9]{32}$/;

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "ENOENT" || code === "ENOTDIR";
}

/**
 * Objects as files under one directory (DATA_DIR/uploads), the key's segments as folders. Writes go to a
 * temporary file beside the target and are renamed over it, so a reader never sees half a file.
 */
export function createDiskStore(root: string): ObjectStore {
  const fileOf = (key: string): string => path.join(root, ...requireValidKey(key).split("/"));
  const partsOf = (handle: string): string => {
    if (!HANDLE.test(handle)) throw new Error(`invalid upload handle: ${handle}`);
    return path.join(root, PARTS_DIR, handle);
  };
  const partFile = (handle: string, number: number): string => {
    if (!Number.isInteger(number) || number < 1 || number > 10_000)
      throw new Error(`invalid part number: ${number}`);
    return path.join(partsOf(handle), String(number));
  };

  async function writeAtomically(file: string, write: (temporary: string) => Promise<void>): Promise<void> {
    await fs.mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
    const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await write(temporary);
      await fs.rename(temporary, file);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    async put(key, body) {
      await writeAtomically(fileOf(key), (temporary) =>
        Buffer.isBuffer(body)
          ? fs.writeFile(temporary, body, { mode: PRIVATE_FILE_MODE })
          : writeExactly(temporary, body),
      );
    },
    async get(key, slice) {
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(fileOf(key), "r");
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      // Opened first, so a missing file is null rather than a stream that fails; the stream closes it.
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      if (slice === undefined) return { stream: handle.createReadStream(), size: stat.size };
      if (!fitsInside(slice, stat.size)) {
        await handle.close();
        throw new RangeError(`bytes ${slice.start}-${slice.end} are not inside ${key} (${stat.size} bytes)`);
      }
      return { stream: handle.createReadStream({ start: slice.start, end: slice.end }), size: stat.size };
    },
    async head(key) {
      try {
        const stat = await fs.stat(fileOf(key));
        return stat.isFile() ? { size: stat.size } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      try {
        await fs.unlink(fileOf(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async *list(prefix) {
      const folder = requireValidPrefix(prefix).replace(/\/$/, "");
      const dir = folder === "" ? root : fileOf(folder);
      let names: string[];
      try {
        names = (await fs.readdir(dir, { recursive: true })).map(String);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const name of names) {
        if (TEMPORARY.test(name) || name === PARTS_DIR || name.startsWith(`${PARTS_DIR}${path.sep}`))
          continue;
        const stat = await fs.stat(path.join(dir, name)).catch(() => null);
        if (stat?.isFile()) yield [folder, ...name.split(path.sep)].filter(Boolean).join("/");
      }
    },
    async startParts(key) {
      fileOf(key);
      const handle = randomBytes(16).toString("hex");
      await fs.mkdir(partsOf(handle), { recursive: true, mode: PRIVATE_DIR_MODE });
      return handle;
    },
    async putPart(key, handle, number, data) {
      fileOf(key);
      await writeAtomically(partFile(handle, number), (temporary) =>
        fs.writeFile(temporary, data, { mode: PRIVATE_FILE_MODE }),
      );
      return tagOf(data);
    },
    async finishParts(key, handle, parts) {
      const file = fileOf(key);
      await writeAtomically(file, async (temporary) => {
        const out = await fs.open(temporary, "w", PRIVATE_FILE_MODE);
        try {
          for (const part of parts) {
            const data = await fs.readFile(partFile(handle, part.number));
            // As S3 does: a part replaced since its tag was recorded is not the part meant.
            if (tagOf(data) !== part.tag) throw new Error(`part ${part.number} does not match its tag`);
            await out.write(data);
          }
        } finally {
          await out.close();
        }
      });
      await fs.rm(partsOf(handle), { recursive: true, force: true });
    },
    async abortParts(key, handle) {
      fileOf(key);
      await fs.rm(partsOf(handle), { recursive: true, force: true });
    },
    close() {},
  };
}

function fitsInside(slice: ByteSlice, size: number): boolean {
  return (
    Number.isSafeInteger(slice.start) && slice.start >= 0 && slice.start <= slice.end && slice.end < size
  );
}

function tagOf(data: Buffer): string {
  return createHash("md5").update(data).digest("hex");
}

/** Writes the stream to the file, failing when it is not exactly `size` bytes long. */
async function writeExactly(file: string, body: SizedStream): Promise<void> {
  const handle = await fs.open(file, "w", PRIVATE_FILE_MODE);
  await pipeline(body.stream, exactLength(body.size), handle.createWriteStream());
}
