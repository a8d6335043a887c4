import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../lib/data-dir.ts";
import { migrationProvider } from "./migrations/migration-provider.ts";
import { preparedStatements } from "./prepared-statements.ts";
import type { Database } from "./schema.ts";

export type DatabaseSettings =
  | { kind: "sqlite"; file: string }
  /** `schema` isolates one run (tests) inside a shared PostgreSQL database. */
  | { kind: "postgres"; url: string; schema?: string };

export type Db = Kysely<Database>;

const CONNECT_TIMEOUT_MS = 5_000;

export function createDatabase(settings: DatabaseSettings): Db {
  if (settings.kind === "sqlite") {
    if (settings.file !== ":memory:") createPrivateFile(settings.file);
    const file = new SQLite(settings.file);
    file.pragma("journal_mode = WAL");
    // NORMAL in WAL mode never corrupts the file and keeps every committed transaction across a process
    // crash; only an OS crash or power loss may drop the last commits, a trade for far fewer fsyncs.
    // resilience/crash.test.ts kills the server with SIGKILL mid-write and checks the process-crash half.
    file.pragma("synchronous = NORMAL");
    file.pragma("foreign_keys = ON");
    file.pragma("busy_timeout = 5000");
    // A school's year of deliveries runs to millions of rows: pages read through a memory map and a 64 MiB
    // cache keep a class's gradebook as fast as with a few thousand (bench/learning-scale.bench.ts). Both
    // grow only with what is read.
    file.pragma("cache_size = -65536");
    file.pragma("mmap_size = 268435456");
    file.pragma("temp_store = MEMORY");
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) });
  }
  const pool = new pg.Pool({
    connectionString: settings.url,
    max: 10,
    // A database host that drops packets instead of refusing them must give a 503, not a request that hangs.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    ...(settings.schema ? { options: `-c search_path=${settings.schema}` } : {}),
  });
  // A client losing its connection (database restart, network cut) must not crash the process: the pool
  // hears it for idle clients, but a client checked out for a query or a transaction emits it on itself.
  // The query in flight fails with the same error, the request answers 503, and the pool drops the client.
  pool.on("error", () => {});
  const prepare = preparedStatements();
  pool.on("connect", (client) => {
    client.on("error", () => {});
    prepare(client);
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * The database file made before SQLite opens it, readable by the server's user alone; SQLite gives its -wal and
 * -shm files the same permissions as the database file.
 */
function createPrivateFile(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.closeSync(fs.openSync(file, "a", PRIVATE_FILE_MODE));
}

/**
 * `schema` names the PostgreSQL schema the migration tables live in when it is not the default one (tests):
 * without it Kysely would see another schema's migration tables and skip creating its own.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "");
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${reason}`);
  }
}

/** PostgreSQL error classes that mean "not now", not "wrong": 08 connection exception, 53 insufficient resources, 57P operator intervention. */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P)/;
const UNAVAILABLE_NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
// node-postgres reports a lost or never-made connection with messages and no code.
const UNAVAILABLE_PG_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed)/;

/**
 * Whether an error says the database cannot be reached or cannot serve right now (down, restarting, cut off,
 * locked by another process), as opposed to a bug or a bad query: the request answers 503 and the next one
 * may well succeed, since the pool reconnects and SQLite waits out locks on its own.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === "string") {
    if (UNAVAILABLE_NETWORK_CODES.has(code)) return true;
    if (code === "SQLITE_BUSY" || code.startsWith("SQLITE_BUSY_")) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE.test(code)) return true;
  }
  return UNAVAILABLE_PG_MESSAGES.test(error.message);
}

/** Distinct SQL texts kept prepared; the server has a few hundred, so the cache only resets on a runaway. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares every query anew, and preparing (parsing and planning) cost more than running the short
 * indexed queries of a request. Queries are built from the same code paths with their values as parameters,
 * so their SQL texts repeat and one prepared statement per text serves them all. SQLite re-prepares a
 * statement by itself when the schema changes (migrations). A statement is only busy while it is iterated,
 * which Kysely does for `.stream()` alone, a call this server does not make.
 */
function withStatementCache(file: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => file.close(),
    prepare: (text: string) => {
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = file.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
