import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../../lib/data-dir.ts";
import { isValidStorageKey, type StorageProvider } from "./storage-provider.ts";

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}

/** Files under one directory (DATA_DIR/uploads by default); writes go through a temporary file and a rename. */
export function createDiskStorage(root: string): StorageProvider {
  const fileOf = (key: string): string => {
    if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, ...key.split("/"));
  };

  return {
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
      const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      await fs.writeFile(temporary, data, { mode: PRIVATE_FILE_MODE });
      await fs.rename(temporary, file);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
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
  };
}
