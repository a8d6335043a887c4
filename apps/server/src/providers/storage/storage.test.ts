import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scopeOfTenant } from "../../db/tenant-scope.ts";
import type { ByteRange } from "../../lib/byte-range.ts";
import { createTestBucket } from "../../test/s3-server.ts";
import { type StorageName, testStorages } from "../../test/storages.ts";
import { createDiskStore } from "./disk-storage.ts";
import { createS3Store } from "./s3-storage.ts";
import {
  isValidStorageKey,
  MIN_PART_BYTES,
  type ObjectStore,
  readAll,
  scopedStorage,
} from "./storage-provider.ts";

interface Backend {
  store: ObjectStore;
  close(): Promise<void>;
}

const backends: Record<StorageName, () => Promise<Backend>> = {
  disk: async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "trilha-storage-"));
    const store = createDiskStore(root);
    return { store, close: async () => fs.rmSync(root, { recursive: true, force: true }) };
  },
  s3: async () => {
    const bucket = await createTestBucket();
    const store = await createS3Store(bucket.settings);
    return {
      store,
      close: async () => {
        store.close();
        await bucket.release();
      },
    };
  },
};

const text = async (store: ObjectStore, key: string) => {
  const object = await store.get(key);
  return object === null ? null : (await readAll(object)).toString();
};

const keysUnder = async (store: ObjectStore, prefix: string) => {
  const keys: string[] = [];
  for await (const key of store.list(prefix)) keys.push(key);
  return keys.sort();
};

/** Chunks of `size` bytes in all, as a slow network hands them over. */
function chunked(size: number, chunk = 64 * 1024): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const length = Math.min(chunk, size - sent);
      this.push(Buffer.alloc(length, sent % 251));
      sent += length;
    },
  });
}

describe.each(testStorages())("object storage on %s", (name) => {
  let backend: Backend;
  let store: ObjectStore;
  beforeAll(async () => {
    backend = await backends[name]();
    store = backend.store;
  });
  afterAll(() => backend?.close());

  it("stores, reads, sizes and deletes an object under its key", async () => {
    await store.put("photos/abc/file.webp", Buffer.from("hello"));
    expect(await text(store, "photos/abc/file.webp")).toBe("hello");
    expect(await store.head("photos/abc/file.webp")).toEqual({ size: 5 });
    const object = await store.get("photos/abc/file.webp");
    expect(object?.size).toBe(5);
    object?.stream.destroy();

    await store.delete("photos/abc/file.webp");
    expect(await store.get("photos/abc/file.webp")).toBeNull();
    expect(await store.head("photos/abc/file.webp")).toBeNull();
    await expect(store.delete("photos/abc/file.webp")).resolves.toBeUndefined();
  });

  it("answers null for what was never stored, even beside a stored object or under one", async () => {
    await store.put("kind/folder/one", Buffer.from("1"));
    expect(await store.get("kind/folder/two")).toBeNull();
    expect(await store.get("kind/nothing/here")).toBeNull();
    expect(await store.head("kind/folder")).toBeNull();
    expect(await store.get("kind/folder/one/deeper")).toBeNull();
  });

  it("replaces an object whole", async () => {
    await store.put("kind/replace/x", Buffer.from("a longer first version"));
    await store.put("kind/replace/x", Buffer.from("short"));
    expect(await text(store, "kind/replace/x")).toBe("short");
    expect(await store.head("kind/replace/x")).toEqual({ size: 5 });
  });

  it("takes a stream of a known length and gives one back, byte for byte", async () => {
    const size = 6 * 1024 * 1024 + 17;
    await store.put("kind/streams/big.bin", { stream: chunked(size), size });
    const object = await store.get("kind/streams/big.bin");
    expect(object?.size).toBe(size);
    const bytes = object ? await readAll(object) : Buffer.alloc(0);
    expect(bytes.length).toBe(size);
    expect(bytes.equals(await readAll({ stream: chunked(size), size }))).toBe(true);
  });

  it("reads only a slice of an object when asked, with the whole object's length", async () => {
    const size = 6 * 1024 * 1024 + 17;
    await store.put("kind/slices/big.bin", { stream: chunked(size), size });
    const whole = await readAll({ stream: chunked(size), size });
    for (const [start, end] of [
      [0, 0],
      [0, 99],
      [64 * 1024 - 1, 64 * 1024 + 1],
      [size - 1, size - 1],
      [1000, size - 1],
    ] as const) {
      const part = await store.get("kind/slices/big.bin", { start, end });
      expect(part?.size, `${start}-${end}`).toBe(size);
      const bytes = part ? await readAll(part) : Buffer.alloc(0);
      expect(bytes.equals(whole.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
    }
    expect(await store.get("kind/slices/missing.bin", { start: 0, end: 1 })).toBeNull();
  });

  it("fails on a stream shorter or longer than announced, keeping nothing on the disk", async () => {
    await expect(store.put("kind/streams/short", { stream: chunked(10), size: 20 })).rejects.toThrow(
      /10 bytes instead of the 20 announced/,
    );
    await expect(store.put("kind/streams/long", { stream: chunked(30), size: 20 })).rejects.toThrow(
      /more than the 20 bytes announced/,
    );
    // S3 itself answers IncompleteBody and keeps nothing; s3rver keeps what it received, so only the disk
    // is held to it here.
    if (name === "disk") expect(await keysUnder(store, "kind/streams/")).toEqual(["kind/streams/big.bin"]);
  });

  it("lists the keys under a folder, and only those", async () => {
    await store.put("list/a/1", Buffer.from("1"));
    await store.put("list/a/deep/2", Buffer.from("2"));
    await store.put("list/ab/3", Buffer.from("3"));
    expect(await keysUnder(store, "list/a/")).toEqual(["list/a/1", "list/a/deep/2"]);
    expect(await keysUnder(store, "list/none/")).toEqual([]);
  });

  it("refuses keys that could leave the root or hide", async () => {
    for (const key of ["../x", "photos/../../x", "/etc/passwd", "a//b", "a/.hidden/..", "a\\b", "", "a/"]) {
      expect(isValidStorageKey(key), key).toBe(false);
      await expect(store.get(key), key).rejects.toThrow(/invalid storage key/);
      await expect(store.put(key, Buffer.from("x")), key).rejects.toThrow(/invalid storage key/);
      await expect(store.delete(key), key).rejects.toThrow(/invalid storage key/);
    }
  });

  it("joins an object from parts sent over time, in the order recorded, invisible until finished", async () => {
    const key = "kind/parts/joined.bin";
    const handle = await store.startParts(key);
    const first = Buffer.alloc(MIN_PART_BYTES, 1);
    const second = Buffer.alloc(MIN_PART_BYTES + 3, 2);
    const last = Buffer.from("the end");
    // Sent out of order, and one sent again, as a retry after a lost answer does.
    const tags = new Map<number, string>();
    tags.set(2, await store.putPart(key, handle, 2, second));
    tags.set(1, await store.putPart(key, handle, 1, first));
    tags.set(3, await store.putPart(key, handle, 3, Buffer.from("lost answer")));
    tags.set(3, await store.putPart(key, handle, 3, last));
    expect(await store.head(key)).toBeNull();
    expect(await keysUnder(store, "kind/parts/")).toEqual([]);

    await store.finishParts(
      key,
      handle,
      [1, 2, 3].map((number) => ({ number, tag: tags.get(number) ?? "" })),
    );
    const object = await store.get(key);
    const joined = object ? await readAll(object) : Buffer.alloc(0);
    expect(joined.equals(Buffer.concat([first, second, last]))).toBe(true);
    expect(await keysUnder(store, "kind/parts/")).toEqual([key]);
  });

  it("refuses to finish with a tag that is not the stored part's", async () => {
    const key = "kind/parts/mismatch.bin";
    const handle = await store.startParts(key);
    await store.putPart(key, handle, 1, Buffer.from("only part"));
    await expect(store.finishParts(key, handle, [{ number: 1, tag: "0".repeat(32) }])).rejects.toThrow();
    expect(await store.head(key)).toBeNull();
    await store.abortParts(key, handle);
  });

  it("forgets an aborted upload, and an abort of one already gone", async () => {
    const key = "kind/parts/aborted.bin";
    const handle = await store.startParts(key);
    await store.putPart(key, handle, 1, Buffer.from("never kept"));
    await store.abortParts(key, handle);
    await expect(store.abortParts(key, handle)).resolves.toBeUndefined();
    expect(await store.head(key)).toBeNull();
    expect(await keysUnder(store, "")).not.toContain(key);
  });

  describe("through the scoped provider", () => {
    const tenant = scopeOfTenant({ id: 7, database_share: null });
    const shared = scopeOfTenant({ id: 8, database_share: "rede-sul" });
    const sibling = scopeOfTenant({ id: 9, database_share: "rede-sul" });

    it("keeps each scope's objects in its own folder of each kind", async () => {
      const storage = scopedStorage(store);
      const mine = storage.folder(tenant, "photos");
      const theirs = storage.folder(shared, "photos");
      await mine.put("same-name.webp", Buffer.from("mine"));
      await theirs.put("same-name.webp", Buffer.from("theirs"));
      expect((await mine.read("same-name.webp"))?.toString()).toBe("mine");
      expect((await theirs.read("same-name.webp"))?.toString()).toBe("theirs");
      // Tenants sharing a database share one scope, and so one folder.
      expect((await storage.folder(sibling, "photos").read("same-name.webp"))?.toString()).toBe("theirs");
      expect(await storage.folder(tenant, "issue-reports").read("same-name.webp")).toBeNull();
      expect(mine.keyOf("same-name.webp")).toBe(
        `photos/${Buffer.from("tenant:7").toString("base64url")}/same-name.webp`,
      );

      await theirs.delete("same-name.webp");
      expect((await mine.read("same-name.webp"))?.toString()).toBe("mine");
    });

    it("answers the range a request asks for, all of it when none, and what no byte satisfies", async () => {
      const photos = scopedStorage(store).folder(tenant, "photos");
      await photos.put("ranged.bin", Buffer.from("0123456789"));
      const read = async (range: ByteRange | null) => {
        const answer = await photos.getRange("ranged.bin", range);
        if (answer === null || answer.kind === "unsatisfiable") return answer;
        const { stream, ...rest } = answer;
        return { ...rest, text: (await readAll({ stream, size: answer.size })).toString() };
      };
      expect(await read(null)).toEqual({ kind: "whole", size: 10, text: "0123456789" });
      expect(await read({ kind: "from", first: 2, last: 4 })).toEqual({
        kind: "part",
        size: 10,
        slice: { start: 2, end: 4 },
        text: "234",
      });
      expect(await read({ kind: "from", first: 7, last: null })).toMatchObject({ text: "789" });
      expect(await read({ kind: "from", first: 8, last: 1000 })).toMatchObject({ text: "89" });
      expect(await read({ kind: "suffix", length: 3 })).toMatchObject({ slice: { start: 7, end: 9 } });
      expect(await read({ kind: "suffix", length: 30 })).toMatchObject({ kind: "part", text: "0123456789" });
      expect(await read({ kind: "from", first: 10, last: null })).toEqual({
        kind: "unsatisfiable",
        size: 10,
      });
      expect(await read({ kind: "suffix", length: 0 })).toEqual({ kind: "unsatisfiable", size: 10 });
      expect(await photos.getRange("absent.bin", { kind: "from", first: 0, last: 1 })).toBeNull();
      expect(await photos.getRange("absent.bin", null)).toBeNull();
    });

    it("never lets a name reach another folder", async () => {
      const mine = scopedStorage(store).folder(tenant, "photos");
      for (const name of ["../x", "../../photos/x", "", "a/../../b"]) {
        await expect(mine.read(name), name).rejects.toThrow(/invalid storage key/);
      }
    });

    it("gives back the name of a recorded key of its own folder only", () => {
      const storage = scopedStorage(store);
      const mine = storage.folder(tenant, "issue-reports");
      expect(mine.nameOf(mine.keyOf("f.png"))).toBe("f.png");
      expect(mine.nameOf(storage.folder(shared, "issue-reports").keyOf("f.png"))).toBeNull();
      expect(mine.nameOf(storage.folder(tenant, "photos").keyOf("f.png"))).toBeNull();
      expect(mine.nameOf(`${mine.keyOf("x")}/../../other`)).toBeNull();
    });
  });
});
