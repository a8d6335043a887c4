import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDatabase, type Db, migrateToLatest } from "../db/database.ts";

export type DialectName = "sqlite" | "postgres";

/**
 * The databases the integration suite runs on: SQLite always; PostgreSQL too when TEST_DATABASE_URL is set.
 * TEST_DIALECTS (comma list) narrows it, e.g. to run only the PostgreSQL pass.
 */
export function testDialects(): DialectName[] {
  const all: DialectName[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
  const only = process.env.TEST_DIALECTS?.split(",").map((name) => name.trim());
  return only ? all.filter((name) => only.includes(name)) : all;
}

export interface TestDatabase {
  db: Db;
  /**
   * Another connection to the same database, as a second server process would open: its own pool on
   * PostgreSQL; on SQLite (in memory, one process's alone) the same handle.
   */
  connectAgain(): { db: Db; close(): Promise<void> };
  drop(): Promise<void>;
}

/** A fresh, migrated database: an in-memory SQLite file, or a new schema inside the PostgreSQL test database. */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === "sqlite") {
    const db = createDatabase({ kind: "sqlite", file: ":memory:" });
    await migrateToLatest(db);
    return { db, connectAgain: () => ({ db, close: async () => {} }), drop: () => db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await withAdminClient(url, (client) => client.query(`create schema ${schema}`));
  const db = createDatabase({ kind: "postgres", url, schema });
  await readingCatalogue(() => migrateToLatest(db, schema));
  return {
    db,
    connectAgain: () => {
      const again = createDatabase({ kind: "postgres", url, schema });
      return { db: again, close: () => again.destroy() };
    },
    drop: async () => {
      await db.destroy();
      await withAdminClient(url, async (client) => {
        await client.query("select pg_advisory_lock($1)", [CATALOGUE_LOCK]);
        await client.query(`drop schema ${schema} cascade`);
      });
    },
  };
}

/**
 * Kysely's migrator and introspection read every schema of the database, asking `has_schema_privilege` of
 * each, which fails with 'schema … does not exist' when another test file drops its own schema at that moment.
 * Reading takes this advisory lock shared, dropping takes it alone; a lock ends with its connection.
 */
const CATALOGUE_LOCK = 20_261_129;

/** `work`, which reads PostgreSQL's catalogue of every schema, with no test schema dropped meanwhile. */
export function readingCatalogue<T>(work: () => Promise<T>): Promise<T> {
  return holdingCatalogueLock("pg_advisory_lock_shared", work);
}

/**
 * `work`, which renames a table of its own schema (a test that makes a table go away), with no other test reading
 * PostgreSQL's catalogue meanwhile: a rename in the middle of another file's migration breaks its introspection.
 */
export function alteringCatalogue<T>(work: () => Promise<T>): Promise<T> {
  return holdingCatalogueLock("pg_advisory_lock", work);
}

/** `work` with CATALOGUE_LOCK held (shared or alone) on a connection of its own; on SQLite, just `work`. */
async function holdingCatalogueLock<T>(
  lock: "pg_advisory_lock_shared" | "pg_advisory_lock",
  work: () => Promise<T>,
): Promise<T> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return work();
  return withAdminClient(url, async (client) => {
    await client.query(`select ${lock}($1)`, [CATALOGUE_LOCK]);
    return work();
  });
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
