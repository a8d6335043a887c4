import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Db } from "../db/database.ts";
import { outboxDir } from "../providers/mail/mail.ts";
import { type OutboxEntry, readOutbox } from "../providers/mail/outbox-mail.ts";
import type { Providers } from "../providers/providers.ts";
import { createObjectStore } from "../providers/storage/storage.ts";
import { readAll } from "../providers/storage/storage-provider.ts";
import { createTestDatabase, type DialectName, type TestDatabase } from "./dialects.ts";
import { createTestBucket, type TestBucket } from "./s3-server.ts";
import type { StorageName } from "./storages.ts";

export interface TestResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The body as bytes (images and other binary answers). */
  raw: Buffer;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  json: any;
}

export interface RequestOptions {
  host?: string;
  token?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  /** A temporary DATA_DIR of this server alone (outbox, uploads). */
  dataDir: string;
  /** Where it keeps uploaded files: DATA_DIR/uploads, or a bucket of the in-process S3 server. */
  storage: StorageName;
  /** The bytes stored under a full key (as a table records it), read straight from the backend; null if none. */
  stored(key: string): Promise<Buffer | null>;
  /** The keys stored under a folder ("photos/"), sorted. */
  storedKeys(prefix: string): Promise<string[]>;
  /** Mail the server sent, oldest first, optionally only to one address. */
  outbox(to?: string): Promise<OutboxEntry[]>;
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>;
  close(): Promise<void>;
}

/** A built web app's page at its simplest: a title and the slot for the tenant's settings. */
export const INDEX_HTML =
  "<!doctype html><html><head><title>app</title><!--tenant-config--></head><body></body></html>";

export interface TestServerOptions {
  env?: Record<string, string>;
  webDistDir?: string | null;
  /** A built web app of this index.html alone, in the server's DATA_DIR (instead of `webDistDir`). */
  indexHtml?: string;
  /** Collects the server's log lines (at LOG_LEVEL, info unless env says otherwise) instead of silencing them. */
  logLines?: string[];
  /** Replacements for providers, built over the test database (e.g. a captcha with a fake network). */
  providers?: (db: Db) => Partial<Providers>;
  /** Where uploaded files go: the disk (default) or a fresh bucket of the in-process S3 server. */
  storage?: StorageName;
  /**
   * Another instance of a running server: the same database through connections of its own, and the same
   * bucket (S3 only), but a DATA_DIR of its own, as a second machine behind the same load balancer.
   */
  instanceOf?: TestServer;
}

/**
 * The real app on a real socket (127.0.0.1, random port) over a fresh database, so tests go through the
 * whole HTTP stack. The Host header picks the tenant, as browsers do.
 */
export async function startTestServer(
  dialect: DialectName,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const shared = options.instanceOf ? instances.get(options.instanceOf) : undefined;
  if (options.instanceOf && !shared) throw new Error("not a server started by startTestServer");
  const storage = options.instanceOf?.storage ?? options.storage ?? "disk";
  const database = shared?.database ?? (await createTestDatabase(dialect));
  const connection = shared ? database.connectAgain() : { db: database.db, close: () => database.drop() };
  const bucket = shared?.bucket ?? (storage === "s3" ? await createTestBucket() : null);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trilha-test-"));
  const logLines = options.logLines;
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: logLines ? "info" : "silent",
    DATA_DIR: dataDir,
    ...bucket?.env,
    ...options.env,
  });
  const objects = await createObjectStore(config);
  const app = await buildApp(
    { ...config, webDistDir: webDist(dataDir, options) },
    {
      db: connection.db,
      ownsDatabase: false,
      logger: logLines !== undefined,
      logStream: logLines ? { write: (line: string) => logLines.push(line) } : undefined,
      providers: options.providers?.(connection.db),
    },
  );
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;

  const request = (method: string, path: string, opts: RequestOptions = {}) =>
    new Promise<TestResponse>((resolve, reject) => {
      const payload = opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
      const headers: Record<string, string> = {
        host: `${opts.host ?? "localhost"}:${port}`,
        ...(opts.body !== undefined ? { "content-type": "application/json" } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      };
      const req = http.request({ host: "127.0.0.1", port, method, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const text = raw.toString("utf8");
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, raw, json });
        });
      });
      req.on("error", reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });

  const server: TestServer = {
    app,
    db: connection.db,
    dataDir,
    storage,
    stored: async (key) => {
      const object = await objects.get(key);
      return object === null ? null : readAll(object);
    },
    storedKeys: async (prefix) => {
      const keys: string[] = [];
      for await (const key of objects.list(prefix)) keys.push(key);
      return keys.sort();
    },
    outbox: (to?: string) => readOutbox(outboxDir(config), to),
    request,
    close: async () => {
      await app.close();
      objects.close();
      await connection.close();
      if (!shared) await bucket?.release();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  instances.set(server, { database, bucket });
  return server;
}

function webDist(dataDir: string, options: TestServerOptions): string {
  if (options.indexHtml === undefined) return options.webDistDir ?? "/nonexistent";
  const dist = path.join(dataDir, "web");
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, "index.html"), options.indexHtml);
  return dist;
}

/**
 * `startTestServer` for a whole suite: started before its first test and closed after its last. Call it inside
 * `describe`; the server it returns stands for the one started, so read it from tests and hooks.
 */
export function useTestServer(dialect: DialectName, options: TestServerOptions = {}): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(dialect, options);
  });
  afterAll(() => started?.close());
  const server = () => {
    if (!started) throw new Error("the server starts in beforeAll: use it from a test or a hook");
    return started;
  };
  return {
    get app() {
      return server().app;
    },
    get db() {
      return server().db;
    },
    get dataDir() {
      return server().dataDir;
    },
    get storage() {
      return server().storage;
    },
    stored: (key) => server().stored(key),
    storedKeys: (prefix) => server().storedKeys(prefix),
    outbox: (to) => server().outbox(to),
    request: (method, path, options) => server().request(method, path, options),
    close: () => server().close(),
  };
}

/** What a server's further instances share with it. */
const instances = new WeakMap<TestServer, { database: TestDatabase; bucket: TestBucket | null }>();
