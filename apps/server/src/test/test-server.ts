import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Db } from "../db/database.ts";
import { outboxDir } from "../providers/mail/mail.ts";
import { type OutboxEntry, readOutbox } from "../providers/mail/outbox-mail.ts";
import type { Providers } from "../providers/providers.ts";
import { createTestDatabase, type DialectName } from "./dialects.ts";

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
  /** Mail the server sent, oldest first, optionally only to one address. */
  outbox(to?: string): Promise<OutboxEntry[]>;
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>;
  close(): Promise<void>;
}

/**
 * The real app on a real socket (127.0.0.1, random port) over a fresh database, so tests go through the
 * whole HTTP stack. The Host header picks the tenant, as browsers do.
 */
export async function startTestServer(
  dialect: DialectName,
  options: {
    env?: Record<string, string>;
    webDistDir?: string | null;
    /** Collects the server's log lines (at LOG_LEVEL, info unless env says otherwise) instead of silencing them. */
    logLines?: string[];
    /** Replacements for providers, built over the test database (e.g. a captcha with a fake network). */
    providers?: (db: Db) => Partial<Providers>;
  } = {},
): Promise<TestServer> {
  const database = await createTestDatabase(dialect);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trilha-test-"));
  const logLines = options.logLines;
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: logLines ? "info" : "silent",
    DATA_DIR: dataDir,
    ...options.env,
  });
  const app = await buildApp(
    {
      ...config,
      webDistDir: options.webDistDir === undefined ? "/nonexistent" : (options.webDistDir ?? "/nonexistent"),
    },
    {
      db: database.db,
      ownsDatabase: false,
      logger: logLines !== undefined,
      logStream: logLines ? { write: (line: string) => logLines.push(line) } : undefined,
      providers: options.providers?.(database.db),
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

  return {
    app,
    db: database.db,
    dataDir,
    outbox: (to?: string) => readOutbox(outboxDir(config), to),
    request,
    close: async () => {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
