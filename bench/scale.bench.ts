// Login and list latency with a million users in ten thousand schools against the same figures with a
// thousand users, on SQLite and on PostgreSQL; and the query plan of every query those calls run.
import SQLite from "better-sqlite3";
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { ensurePrincipalTenant } from "../apps/server/src/db/bootstrap.ts";
import { createDatabase, type DatabaseSettings, migrateToLatest } from "../apps/server/src/db/database.ts";
import type { Database } from "../apps/server/src/db/schema.ts";
import { benchDialects, createTarget } from "./lib/bench-database.ts";
import { callServer } from "./lib/http-call.ts";
import { median } from "./lib/load.ts";
import { SCALE_PASSWORD, scaleHost, scaleLogin, seedScale } from "./lib/scale-data.ts";
import { startProductionServer } from "./lib/server-process.ts";

const LOGIN_PATH = "/conta/pt-br/logar/padrao";
const NETWORKS_PATH = "/conta/pt-br/logado/buscar/redes-gestor";
const USERS_PER_TENANT = 100;

export interface ScaleSettings {
  /** Schools in the large run (the small one has 10): 10 000 makes the million users. */
  largeTenants: number;
  samples: number;
  port: number;
  /** A PostgreSQL database the bench may create databases from; null skips PostgreSQL. */
  postgresAdminUrl: string | null;
}

interface Figures {
  users: number;
  loginP50Ms: number;
  listP50Ms: number;
  plans: QueryPlan[];
}

export interface QueryPlan {
  sql: string;
  plan: string;
  usesIndex: boolean;
}

export async function runScaleBench(settings: ScaleSettings) {
  const dialects = await benchDialects(settings.postgresAdminUrl);
  const rows = [];
  const plans: Record<string, QueryPlan[]> = {};
  for (const dialect of dialects) {
    const small = await measure(dialect, 10, settings);
    const large = await measure(dialect, settings.largeTenants, settings);
    plans[dialect] = large.plans;
    const loginRatio = large.loginP50Ms / small.loginP50Ms;
    const listRatio = large.listP50Ms / small.listP50Ms;
    rows.push({
      dialect,
      smallUsers: small.users,
      largeUsers: large.users,
      loginP50Ms: `${small.loginP50Ms} → ${large.loginP50Ms}`,
      loginRatio: round(loginRatio, 2),
      listP50Ms: `${small.listP50Ms} → ${large.listP50Ms}`,
      listRatio: round(listRatio, 2),
      budget: "≤ 1.2",
      withinBudget: loginRatio <= 1.2 && listRatio <= 1.2,
      plansUseIndexes: large.plans.every((plan) => plan.usesIndex),
    });
  }
  return { rows, plans };
}

async function measure(
  dialect: "sqlite" | "postgres",
  tenants: number,
  settings: ScaleSettings,
): Promise<Figures> {
  const target = await createTarget(dialect, settings.postgresAdminUrl);
  try {
    const seedDb = createDatabase(target.settings);
    await migrateToLatest(seedDb);
    await ensurePrincipalTenant(seedDb, "localhost");
    await seedScale(seedDb, tenants, USERS_PER_TENANT);
    // As a database that has been running for a while: statistics gathered, the write-ahead log folded in.
    await sql`analyze`.execute(seedDb);
    if (dialect === "sqlite") await sql`pragma wal_checkpoint(TRUNCATE)`.execute(seedDb);
    await seedDb.destroy();
    const plans = await capturePlans(target.settings, target.env, Math.floor(tenants / 2));

    const server = await startProductionServer(settings.port, { ...target.env, TRUST_PROXY: "loopback" });
    try {
      const logins: number[] = [];
      const lists: number[] = [];
      let sequence = 0;
      const login = async (tenant: number, user: number) => {
        sequence += 1;
        const result = await callServer(server.url, {
          method: "POST",
          path: LOGIN_PATH,
          host: scaleHost(tenant),
          headers: { "x-forwarded-for": `10.9.${(sequence >> 8) & 255}.${sequence & 255}` },
          body: JSON.stringify({ usuario: scaleLogin(user), senha: SCALE_PASSWORD, salvar: false }),
        });
        if (result.status !== 200)
          throw new Error(`login ${scaleHost(tenant)}: ${result.status} ${result.body}`);
        return {
          ms: result.ms,
          token: (JSON.parse(result.body) as { usuario: { token: string } }).usuario.token,
        };
      };
      // Warm-up: the first calls compile queries and fill the tenant cache.
      for (let i = 0; i < 5; i++) await login(i % tenants, i);
      for (let i = 0; i < settings.samples; i++) {
        logins.push((await login(randomInt(tenants), 1 + randomInt(USERS_PER_TENANT - 1))).ms);
      }
      const managerTenant = Math.floor(tenants / 2);
      const { token } = await login(managerTenant, 0);
      for (let i = 0; i < settings.samples * 2; i++) {
        const result = await callServer(server.url, {
          method: "POST",
          path: NETWORKS_PATH,
          host: scaleHost(managerTenant),
          headers: { authorization: `Bearer ${token}` },
          body: "{}",
        });
        if (result.status !== 200) throw new Error(`redes-gestor: ${result.status}`);
        if (i >= 5) lists.push(result.ms);
      }
      return {
        users: tenants * USERS_PER_TENANT,
        loginP50Ms: round(median(logins), 2),
        listP50Ms: round(median(lists), 2),
        plans,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await target.drop();
  }
}

/**
 * Every statement a login and a network list run, captured from the real app in this process, then
 * explained by the database: a plan that scans a whole table shows here.
 */
async function capturePlans(
  settings: DatabaseSettings,
  env: Record<string, string>,
  tenant: number,
): Promise<QueryPlan[]> {
  const statements = new Map<string, readonly unknown[]>();
  const log = (event: LogEvent) => {
    const sqlText = event.query.sql;
    if (/^\s*select/i.test(sqlText) && !statements.has(sqlText))
      statements.set(sqlText, event.query.parameters);
  };
  const sqliteFile = settings.kind === "sqlite" ? new SQLite(settings.file) : null;
  const pool = settings.kind === "postgres" ? new pg.Pool({ connectionString: settings.url, max: 2 }) : null;
  const db = new Kysely<Database>({
    dialect: sqliteFile
      ? new SqliteDialect({ database: sqliteFile })
      : new PostgresDialect({ pool: pool as pg.Pool }),
    log,
  });
  const app = await buildApp(loadConfig({ NODE_ENV: "production", TRUST_PROXY: "loopback", ...env }), {
    db,
    logger: false,
    ownsDatabase: false,
  });
  try {
    const login = await app.inject({
      method: "POST",
      url: LOGIN_PATH,
      headers: { host: scaleHost(tenant), "content-type": "application/json" },
      payload: { usuario: scaleLogin(0), senha: SCALE_PASSWORD, salvar: false },
    });
    const token = (login.json() as { usuario: { token: string } }).usuario.token;
    await app.inject({
      method: "POST",
      url: NETWORKS_PATH,
      headers: {
        host: scaleHost(tenant),
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
      },
      payload: {},
    });
    const plans: QueryPlan[] = [];
    for (const [sqlText, parameters] of statements) {
      let plan: string;
      if (sqliteFile) {
        const lines = sqliteFile
          .prepare(`explain query plan ${sqlText}`)
          .all(...(parameters as unknown[])) as {
          detail: string;
        }[];
        plan = lines.map((line) => line.detail).join("; ");
      } else {
        // The planner rightly reads a table of a few rows (the counters and attempts of one login) whole; with
        // sequential scans priced out it shows the index it takes once such a table grows, or that none exists.
        const client = await (pool as pg.Pool).connect();
        try {
          await client.query("set enable_seqscan = off");
          const result = await client.query(`explain ${sqlText}`, parameters as unknown[]);
          plan = result.rows.map((row: Record<string, string>) => row["QUERY PLAN"]).join("; ");
        } finally {
          await client.query("reset enable_seqscan");
          client.release();
        }
      }
      plans.push({ sql: sqlText, plan, usesIndex: !isFullScan(plan) });
    }
    return plans;
  } finally {
    await app.close();
    await db.destroy();
  }
}

/** A plan that reads a table row by row; tiny constant tables (migrations, one-row settings) aside. */
function isFullScan(plan: string): boolean {
  return plan
    .split("; ")
    .some(
      (step) =>
        (/^SCAN \w+(?! USING)/.test(step) && !/USING (COVERING )?INDEX/.test(step)) ||
        /Seq Scan on (?!kysely_)/.test(step),
    );
}

function randomInt(below: number): number {
  return Math.floor(Math.random() * below);
}

function round(value: number, digits = 0): number {
  return Number(value.toFixed(digits));
}
