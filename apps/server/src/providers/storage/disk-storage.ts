import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../../lib/data-dir.ts";
import {
  exactLength,
  type ObjectStore,
  requireValidKey,
  requireValidPrefix,
  type SizedStream,
} from "./storage-provider.ts";

const TEMPORARY = /\.[a-f0-9]{12}\.tmp$/;

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

  return {
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
      const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        if (Buffer.isBuffer(body)) await fs.writeFile(temporary, body, { mode: PRIVATE_FILE_MODE });
        else await writeExactly(temporary, body);
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
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
      return { stream: handle.createReadStream(), size: stat.size };
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
        if (TEMPORARY.test(name)) continue;
        const stat = await fs.stat(path.join(dir, name)).catch(() => null);
        if (stat?.isFile()) yield [folder, ...name.split(path.sep)].filter(Boolean).join("/");
      }
    },
    close() {},
  };
}

/** Writes the stream to the file, failing when it is not exactly `size` bytes long. */
async function writeExactly(file: string, body: SizedStream): Promise<void> {
  const handle = await fs.open(file, "w", PRIVATE_FILE_MODE);
  await pipeline(body.stream, exactLength(body.size), handle.createWriteStream());
}
