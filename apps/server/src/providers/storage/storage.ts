import path from "node:path";
import type { Config } from "../../config.ts";
import { createDiskStorage } from "./disk-storage.ts";
import type { StorageProvider } from "./storage-provider.ts";

export function uploadsDir(config: Pick<Config, "dataDir">): string {
  return path.join(config.dataDir, "uploads");
}

/** Files on disk under DATA_DIR/uploads; an S3-compatible store takes its place here when configured. */
export function createStorageProvider(config: Config): StorageProvider {
  return createDiskStorage(uploadsDir(config));
}
