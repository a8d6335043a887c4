import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { createDatabase, type DatabaseSettings, type Db, migrateToLatest } from "../db/database.ts";
import { migrationProvider } from "../db/migrations/migration-provider.ts";
import type { DialectName } from "../test/dialects.ts";

/**
 * A whole database for server processes started by a test, as production has one: a SQLite file in a fresh
 * DATA_DIR, or a new PostgreSQL database next to TEST_DATABASE_URL's (the role needs CREATEDB). Schemas would
 * not do: the server always works in the default one.
 */
export interface ResilienceDatabase {
  dataDir: string;
  /** For the child server's DATABASE_URL; undefined on SQLite (the file in dataDir). */
  databaseUrl: string | undefined;
  /** Where the SQLite file is (SQLite only). */
  sqliteFile: string;
  /** Opens a connection of the test's own (seeding, checking); migrated unless told not to. */
  open(options?: { migrate?: boolean }): Promise<Db>;
  drop(): Promise<void>;
}

export async function createResilienceDatabase(dialect: DialectName): Promise<ResilienceDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trilha-resilience-"));
  const sqliteFile = path.join(dataDir, "trilha.sqlite");
  const store: Store =
    dialect === "sqlite"
      ? { databaseUrl: undefined, settings: { kind: "sqlite", file: sqliteFile }, drop: async () => {} }
      : await createPostgresDatabase();
  const opened: Db[] = [];
  return {
    dataDir,
    databaseUrl: store.databaseUrl,
    sqliteFile,
    open: async ({ migrate = true } = {}) => {
      const db = createDatabase(store.settings);
      opened.push(db);
      if (migrate) await migrateToLatest(db);
      return db;
    },
    drop: async () => {
      await Promise.all(opened.map((db) => db.destroy().catch(() => {})));
      await store.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Where the database lives, and how to drop it (a SQLite file goes with DATA_DIR). */
interface Store {
  databaseUrl: string | undefined;
  settings: DatabaseSettings;
  drop(): Promise<void>;
}

async function createPostgresDatabase(): Promise<Store> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const base = new URL(adminUrl);
  const name = `${base.pathname.slice(1) || "trilha"}_r_${randomBytes(4).toString("hex")}`.toLowerCase();
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    databaseUrl,
    settings: { kind: "postgres", url: databaseUrl },
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Names of the migrations the code knows that the database has not run. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const migrations = await new Migrator({ db, provider: migrationProvider }).getMigrations();
  return migrations.filter((migration) => migration.executedAt === undefined).map((m) => m.name);
}
