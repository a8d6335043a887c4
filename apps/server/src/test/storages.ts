import { type DialectName, testDialects } from "./dialects.ts";

export type StorageName = "disk" | "s3";

/**
 * The file storages the suites that store files run on: the disk, and S3 (s3rver in this process, so the
 * plain test command covers it). TEST_STORAGES (comma list) narrows it.
 */
export function testStorages(): StorageName[] {
  const all: StorageName[] = ["disk", "s3"];
  const only = process.env.TEST_STORAGES?.split(",").map((name) => name.trim());
  return only ? all.filter((name) => only.includes(name)) : all;
}

/** Every database with every storage, for describe.each: [dialect, storage] pairs. */
export function testDialectsAndStorages(): [DialectName, StorageName][] {
  return testDialects().flatMap((dialect) =>
    testStorages().map((storage) => [dialect, storage] as [DialectName, StorageName]),
  );
}
