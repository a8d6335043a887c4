// A database of its own seeded for one measurement, and the production server on it: shared by the benches
// that compare a small and a large scope through the real HTTP stack.
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { ensurePrincipalTenant } from "../../apps/server/src/db/bootstrap.ts";
import { createDatabase, type Db, migrateToLatest } from "../../apps/server/src/db/database.ts";
import { scopeOfTenant, type TenantScope } from "../../apps/server/src/db/tenant-scope.ts";
import { createTarget } from "./bench-database.ts";
import { callServer } from "./http-call.ts";
import { type RunningServer, startProductionServer } from "./server-process.ts";

const LOGIN_PATH = "/conta/pt-br/logar/padrao";
export const BENCH_HOST = "localhost";

export interface SeededServer<T> {
  seeded: T;
  /** A session token of `usuario`, signed in through the login call. */
  signIn(usuario: string, senha: string): Promise<string>;
  /** One timed call (ms, send to last byte) that must answer 200. */
  timed(token: string, call: { method: "GET" | "POST"; path: string; body?: unknown }): Promise<number>;
  /** The server's process, for its address and memory (the first, where several instances run). */
  process: RunningServer;
  /** Every instance, each a process of its own on the same database (PostgreSQL), on consecutive ports. */
  processes: RunningServer[];
  /** A connection of its own to the server's database while it runs, closed after `read`. */
  withDatabase<R>(read: (db: Db) => Promise<R>): Promise<R>;
  stop(): Promise<void>;
}

export async function startSeededServer<T>(
  dialect: "sqlite" | "postgres",
  port: number,
  postgresAdminUrl: string | null,
  seed: (db: Db, scope: TenantScope) => Promise<T>,
  instances = 1,
): Promise<SeededServer<T>> {
  if (instances > 1 && dialect !== "postgres")
    throw new Error("several instances share a PostgreSQL database only");
  const target = await createTarget(dialect, postgresAdminUrl);
  let seeded: T;
  const seedDb = createDatabase(target.settings);
  try {
    await migrateToLatest(seedDb);
    await ensurePrincipalTenant(seedDb, BENCH_HOST);
    const tenant = await seedDb
      .selectFrom("tenants")
      .select(["id", "database_share"])
      .where("principal", "=", 1)
      .executeTakeFirstOrThrow();
    seeded = await seed(seedDb, scopeOfTenant(tenant));
    // As a database that has been running for a while: statistics gathered, the write-ahead log folded in.
    await sql`analyze`.execute(seedDb);
    if (dialect === "sqlite") await sql`pragma wal_checkpoint(TRUNCATE)`.execute(seedDb);
  } finally {
    await seedDb.destroy();
  }
  // Instances behind one load balancer hold the same key to what they seal (SECRETS_KEY).
  const env = { ...target.env, TRUST_PROXY: "loopback", SECRETS_KEY: randomBytes(32).toString("base64") };
  const processes: RunningServer[] = [];
  try {
    for (let instance = 0; instance < instances; instance++)
      processes.push(await startProductionServer(port + instance, env));
  } catch (error) {
    await Promise.all(processes.map((running) => running.stop()));
    await target.drop();
    throw error;
  }
  const server = processes[0] as RunningServer;
  return {
    seeded,
    process: server,
    processes,
    withDatabase: async (read) => {
      const db = createDatabase(target.settings);
      try {
        return await read(db);
      } finally {
        await db.destroy();
      }
    },
    signIn: async (usuario, senha) => {
      const result = await callServer(server.url, {
        method: "POST",
        path: LOGIN_PATH,
        host: BENCH_HOST,
        body: JSON.stringify({ usuario, senha, salvar: false }),
      });
      if (result.status !== 200) throw new Error(`login ${usuario}: ${result.status} ${result.body}`);
      return (JSON.parse(result.body) as { usuario: { token: string } }).usuario.token;
    },
    timed: async (token, call) => {
      const result = await callServer(server.url, {
        method: call.method,
        path: call.path,
        host: BENCH_HOST,
        headers: { authorization: `Bearer ${token}` },
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      });
      if (result.status !== 200)
        throw new Error(`${call.path}: ${result.status} ${result.body.slice(0, 200)}`);
      return result.ms;
    },
    stop: async () => {
      await Promise.all(processes.map((running) => running.stop()));
      await target.drop();
    },
  };
}
