// A database of its own for one measurement, SQLite in a temporary folder or PostgreSQL created from an admin
// connection, dropped afterwards; shared by the scale benches.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { DatabaseSettings } from "../../apps/server/src/db/database.ts";

export interface Target {
  settings: DatabaseSettings;
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function createTarget(dialect: "sqlite" | "postgres", adminUrl: string | null): Promise<Target> {
  if (dialect === "sqlite") {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trilha-scale-"));
    return {
      settings: { kind: "sqlite", file: path.join(dataDir, "trilha.sqlite") },
      env: { DATA_DIR: dataDir },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `trilha_bench_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl as string });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl as string);
  url.pathname = `/${name}`;
  return {
    settings: { kind: "postgres", url: url.toString() },
    env: { DATABASE_URL: url.toString(), DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "trilha-scale-")) },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl as string });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The databases a bench runs on: SQLite always, PostgreSQL when its admin URL is given and answers. */
export async function benchDialects(postgresAdminUrl: string | null): Promise<("sqlite" | "postgres")[]> {
  return postgresAdminUrl && (await reachable(postgresAdminUrl)) ? ["sqlite", "postgres"] : ["sqlite"];
}

export async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
