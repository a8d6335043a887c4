import path from "node:path";
import type { Config } from "../../config.ts";
import { createDiskStore } from "./disk-storage.ts";
import { createS3Store, type SdkWarning } from "./s3-storage.ts";
import { type ObjectStore, type StorageProvider, scopedStorage } from "./storage-provider.ts";

export function uploadsDir(config: Pick<Config, "dataDir">): string {
  return path.join(config.dataDir, "uploads");
}

/** The backend the settings name: the S3-compatible store when S3_BUCKET is set, else DATA_DIR/uploads. */
export async function createObjectStore(
  config: Pick<Config, "dataDir" | "storage">,
  warn?: SdkWarning,
): Promise<ObjectStore> {
  if (config.storage.kind === "disk") return createDiskStore(uploadsDir(config));
  return createS3Store(config.storage, warn);
}

export async function createStorageProvider(
  config: Pick<Config, "dataDir" | "storage">,
  warn?: SdkWarning,
): Promise<StorageProvider> {
  return scopedStorage(await createObjectStore(config, warn));
}
