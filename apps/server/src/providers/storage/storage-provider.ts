import { type Readable, Transform } from "node:stream";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { type ByteRange, type ByteSlice, sliceOf } from "../../lib/byte-range.ts";

/** Bytes to store: a buffer, or a stream with its exact length (S3 must know it before the first byte). */
export type StorageBody = Buffer | SizedStream;

export interface SizedStream {
  stream: Readable;
  size: number;
}

/** A stored object as it is read: its bytes as a stream (all of them, or the slice asked for), and its length. */
export interface StoredObject {
  stream: Readable;
  /** The whole object's length, even when the stream holds a slice of it. */
  size: number;
}

/** An object read for a request that may ask for one range of it (`lib/byte-range.ts`). */
export type StoredRange =
  /** No range asked: all of it. */
  | { kind: "whole"; stream: Readable; size: number }
  /** The stream holds the slice's bytes only; `size` is the whole object's. */
  | { kind: "part"; stream: Readable; size: number; slice: ByteSlice }
  /** The range selects no byte of the object (416); nothing was read. */
  | { kind: "unsatisfiable"; size: number };

/**
 * One backend's objects under flat keys: slash-separated paths of plain segments ("photos/<scope>/<name>").
 * Callers build keys from validated parts, and every backend refuses anything else. Modules never hold one:
 * they reach their scope's objects through a `StorageFolder`.
 */
export interface ObjectStore {
  /** Stores the bytes under the key, replacing what was there; a reader sees the old bytes or the new, whole. */
  put(key: string, body: StorageBody): Promise<void>;
  /**
   * The object as a stream, or null when there is no such object. With a slice, the stream holds those bytes
   * only (the disk reads from `start` to `end`, S3 is asked with its Range parameter); the slice must lie inside
   * the object, as `head` sized it.
   */
  get(key: string, slice?: ByteSlice): Promise<StoredObject | null>;
  /** The object's size, or null when there is no such object. */
  head(key: string): Promise<{ size: number } | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** The keys that start with `prefix` (a folder: ends with "/"), in no particular order. */
  list(prefix: string): AsyncIterable<string>;
  /**
   * Starts an object written in numbered parts, over many requests and even many instances (S3 multipart
   * upload; part files on the disk). Nothing is visible under the key until `finishParts`. Answers the
   * upload's handle, which the caller records: S3-compatible stores need not list the parts again (s3rver
   * cannot), so whoever finishes must know each part's number and tag.
   */
  startParts(key: string): Promise<string>;
  /**
   * Stores part `number` (1 to 10 000) of an upload, replacing a part of the same number; answers its tag.
   * Every part but the last must hold at least MIN_PART_BYTES (S3's rule; the disk does not mind).
   */
  putPart(key: string, handle: string, number: number, data: Buffer): Promise<string>;
  /** Joins the parts, in the order given, into the object under the key, and forgets the upload. */
  finishParts(key: string, handle: string, parts: readonly StoredPart[]): Promise<void>;
  /** Forgets an unfinished upload and its parts; forgetting one already gone is not an error. */
  abortParts(key: string, handle: string): Promise<void>;
  /** Lets go of connections; the store is not used afterwards. */
  close(): void;
}

/** S3's smallest part, but for the last one. */
export const MIN_PART_BYTES = 5 * 1024 * 1024;

/** A part as the store acknowledged it: its number and the tag that proves which bytes it holds. */
export interface StoredPart {
  number: number;
  tag: string;
}

/** What each upload kind is called in keys; one kind's objects never sit among another's. */
export type StorageKind =
  | "photos"
  | "issue-reports"
  | "uploads"
  | "logos"
  | "roster-imports"
  | "lesson-images"
  | "lesson-attachments";

/**
 * The objects of one kind in one tenant scope, by name. Every key it builds starts with
 * `<kind>/<base64url of the scope key>/`, and names are plain segments, so a request of one scope can never
 * address another scope's object, whatever name it sends.
 */
export interface StorageFolder {
  put(name: string, body: StorageBody): Promise<void>;
  get(name: string): Promise<StoredObject | null>;
  /**
   * The object for a request that asked for one range of it, or none (null: all of it): only the bytes the
   * range selects are read. Null when there is no such object.
   */
  getRange(name: string, range: ByteRange | null): Promise<StoredRange | null>;
  /** The whole object in memory, for small files (photos, screenshots); null when there is none. */
  read(name: string): Promise<Buffer | null>;
  head(name: string): Promise<{ size: number } | null>;
  delete(name: string): Promise<void>;
  /** The object store's writing in parts, under this folder's names (see ObjectStore). */
  startParts(name: string): Promise<string>;
  putPart(name: string, handle: string, number: number, data: Buffer): Promise<string>;
  finishParts(name: string, handle: string, parts: readonly StoredPart[]): Promise<void>;
  abortParts(name: string, handle: string): Promise<void>;
  /** The full key of a name, as a table may record it. */
  keyOf(name: string): string;
  /** The name inside this folder of a recorded key, or null when the key is another folder's (or scope's). */
  nameOf(key: string): string | null;
}

/** Where uploaded files live: the disk under DATA_DIR, or an S3-compatible store. */
export interface StorageProvider {
  folder(scope: TenantScope, kind: StorageKind): StorageFolder;
  close(): void;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$/;

/** Whether a key is made of plain segments only, so it can never climb out of the storage root. */
export function isValidStorageKey(key: string): boolean {
  const segments = key.split("/");
  return segments.length > 0 && segments.every((segment) => SEGMENT.test(segment) && !segment.includes(".."));
}

export function requireValidKey(key: string): string {
  if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}

/** A folder to list: empty (everything), or a valid key followed by "/". */
export function requireValidPrefix(prefix: string): string {
  if (prefix !== "" && !(prefix.endsWith("/") && isValidStorageKey(prefix.slice(0, -1)))) {
    throw new Error(`invalid storage prefix: ${prefix}`);
  }
  return prefix;
}

/** The folder of one scope inside each kind: the scope key in base64url, a plain segment whatever the key. */
export function scopeFolder(scope: TenantScope): string {
  return Buffer.from(scope.key).toString("base64url");
}

/** The provider the modules use, over one backend's store. */
export function scopedStorage(store: ObjectStore): StorageProvider {
  return {
    folder(scope, kind) {
      const prefix = `${kind}/${scopeFolder(scope)}/`;
      const keyOf = (name: string) => requireValidKey(`${prefix}${name}`);
      return {
        put: (name, body) => store.put(keyOf(name), body),
        get: (name) => store.get(keyOf(name)),
        getRange: async (name, range) => {
          if (range === null) {
            const whole = await store.get(keyOf(name));
            return whole === null ? null : { kind: "whole", ...whole };
          }
          // Stored objects are never rewritten in place (new bytes get a new name), so the length the head
          // answers is the one the slice is read from.
          const head = await store.head(keyOf(name));
          if (head === null) return null;
          const slice = sliceOf(range, head.size);
          if (slice === null) return { kind: "unsatisfiable", size: head.size };
          const part = await store.get(keyOf(name), slice);
          return part === null ? null : { kind: "part", stream: part.stream, size: part.size, slice };
        },
        read: async (name) => {
          const object = await store.get(keyOf(name));
          return object === null ? null : readAll(object);
        },
        head: (name) => store.head(keyOf(name)),
        delete: (name) => store.delete(keyOf(name)),
        startParts: (name) => store.startParts(keyOf(name)),
        putPart: (name, handle, number, data) => store.putPart(keyOf(name), handle, number, data),
        finishParts: (name, handle, parts) => store.finishParts(keyOf(name), handle, parts),
        abortParts: (name, handle) => store.abortParts(keyOf(name), handle),
        keyOf,
        nameOf: (key) => {
          if (!key.startsWith(prefix) || !isValidStorageKey(key)) return null;
          return key.slice(prefix.length);
        },
      };
    },
    close: () => store.close(),
  };
}

export async function readAll(object: StoredObject): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Passes the bytes through, failing as soon as more than `size` arrive, or at the end when fewer did: a
 * backend never keeps an object of another length than announced.
 */
export function exactLength(size: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > size ? new Error(`more than the ${size} bytes announced`) : null, chunk);
    },
    flush(done) {
      done(seen < size ? new Error(`${seen} bytes instead of the ${size} announced`) : null);
    },
  });
}
