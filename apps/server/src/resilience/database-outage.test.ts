import SQLite from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../test/dialects.ts";
import { createNetwork, createTenant, createUser, TEST_PASSWORD } from "../test/factories.ts";
import { type ChildServer, freePort, makeWebDist, startChildServer } from "./child-server.ts";
import { type CallResult, call } from "./http-client.ts";
import { FAVOURITE, LOGIN, NETWORKS } from "./paths.ts";
import { createResilienceDatabase, type ResilienceDatabase } from "./resilience-database.ts";
import { type CuttableProxy, startProxy } from "./tcp-proxy.ts";

const UNAVAILABLE = "Serviço temporariamente indisponível. Tente novamente em instantes.";

interface Setup {
  database: ResilienceDatabase;
  host: string;
  usuario: string;
  networkId: number;
}

async function setUp(dialect: "sqlite" | "postgres"): Promise<Setup> {
  const database = await createResilienceDatabase(dialect);
  const db = await database.open();
  const tenant = await createTenant(db);
  const user = await createUser(db, tenant.scope);
  const networkId = await createNetwork(db, tenant.scope, { codigo: "rede", nome: "Rede" }, user.id);
  await db.destroy();
  return { database, host: tenant.dominio, usuario: user.usuario, networkId };
}

async function eventually(attempt: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await attempt())) {
    if (Date.now() > deadline) throw new Error("did not recover in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function expectUnavailable(response: CallResult): void {
  expect(response.status, response.text).toBe(503);
  expect(response.json).toEqual({ status: "erro", mensagem: UNAVAILABLE });
}

describe.each(testDialects())("a database outage on %s", (dialect) => {
  let setup: Setup;
  let server: ChildServer;
  let proxy: CuttableProxy | undefined;
  let token: string;
  const get = (url: string) => call(server.port, "GET", url, { host: setup.host });
  const post = (url: string, body?: unknown) =>
    call(server.port, "POST", url, { host: setup.host, token, body });

  beforeAll(async () => {
    setup = await setUp(dialect);
    let databaseUrl = setup.database.databaseUrl;
    if (databaseUrl) {
      // The server reaches PostgreSQL through a relay the test can cut, as a network or host failure would.
      const target = new URL(databaseUrl);
      proxy = await startProxy({ host: target.hostname, port: Number(target.port || 5432) });
      target.hostname = "127.0.0.1";
      target.port = String(proxy.port);
      databaseUrl = target.toString();
    }
    server = await startChildServer(await freePort(), {
      dataDir: setup.database.dataDir,
      databaseUrl,
      webDistDir: makeWebDist(setup.database.dataDir),
    });
    const login = await call(server.port, "POST", LOGIN, {
      host: setup.host,
      body: { usuario: setup.usuario, senha: TEST_PASSWORD },
    });
    expect(login.status, login.text).toBe(200);
    token = login.json.usuario.token;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await setup?.database.drop();
  });

  if (dialect === "postgres") {
    it("answers 503 with a message while the database is unreachable, and recovers by itself", async () => {
      expect((await post(NETWORKS)).status).toBe(200);
      await proxy?.down();

      // /healthz checks the database at most once a second: the outage shows within that second.
      await eventually(async () => (await get("/healthz")).status === 503);
      const health = await get("/healthz");
      expect(health.status).toBe(503);
      expect(health.json).toMatchObject({ status: "erro", database: false });
      expectUnavailable(await post(NETWORKS));
      expectUnavailable(await post(FAVOURITE, { rede_id: setup.networkId, favorito: true }));

      await proxy?.up();
      await eventually(async () => (await get("/healthz")).status === 200);
      expect((await get("/healthz")).json).toMatchObject({ status: "ok", database: true });
      const back = await post(FAVOURITE, { rede_id: setup.networkId, favorito: true });
      expect(back.status, back.text).toBe(200);
      expect((await post(NETWORKS)).json.redes[0].isFavorito).toBe(true);
    }, 60_000);

    it("answers 503 to the requests whose queries were in flight when the connection was cut, and lives on", async () => {
      expect((await post(NETWORKS)).status).toBe(200);
      await proxy?.stall();
      // These wait on connections the pool already holds, their queries sent and never answered.
      const inFlight = [post(NETWORKS), post(FAVOURITE, { rede_id: setup.networkId, favorito: false })];
      await new Promise((resolve) => setTimeout(resolve, 300));
      await proxy?.down();
      for (const response of await Promise.all(inFlight)) expectUnavailable(response);
      expect(server.hasExited(), server.output().slice(-2000)).toBe(false);
      await proxy?.up();
      await eventually(async () => (await post(NETWORKS)).status === 200);
    }, 60_000);

    it("answers 503 within seconds, not never, when the database host drops every packet", async () => {
      // Nothing pooled survives the cut; every request now needs a new connection into the void.
      await proxy?.down();
      await proxy?.stall();
      const started = Date.now();
      expectUnavailable(await post(NETWORKS));
      expect((await get("/healthz")).status).toBe(503);
      expect(Date.now() - started).toBeLessThan(20_000);
      await proxy?.up();
      await eventually(async () => (await get("/healthz")).status === 200);
      expect((await post(NETWORKS)).status).toBe(200);
    }, 60_000);

    it("never answers 500 when the database ends the server's connections (restart, failover)", async () => {
      expect((await post(NETWORKS)).status).toBe(200);
      const admin = new pg.Client({ connectionString: setup.database.databaseUrl });
      await admin.connect();
      try {
        const terminated = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
        );
        expect(terminated.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      // The pool may hand out a connection the database has just ended; that request may fail, never with a 500.
      const first = await post(NETWORKS);
      expect([200, 503], first.text).toContain(first.status);
      if (first.status === 503) expectUnavailable(first);
      await eventually(async () => (await post(NETWORKS)).status === 200);
      expect((await get("/healthz")).status).toBe(200);
    }, 60_000);
  }

  if (dialect === "sqlite") {
    // The file is the server's own: there is no connection to lose. What can stop it is another process holding
    // the write lock (a backup, a person with the sqlite3 shell). Reads go on (WAL), so /healthz stays 200;
    // writes wait for busy_timeout, then answer 503 with a message, and work again once the lock is gone.
    it("answers 503 with a message while another process holds the write lock, and recovers by itself", async () => {
      const intruder = new SQLite(setup.database.sqliteFile);
      try {
        intruder.prepare("begin immediate").run();
        expect((await get("/healthz")).status).toBe(200);
        expect((await post(NETWORKS)).status).toBe(200);
        expectUnavailable(await post(FAVOURITE, { rede_id: setup.networkId, favorito: true }));
        intruder.prepare("commit").run();
      } finally {
        intruder.close();
      }
      const back = await post(FAVOURITE, { rede_id: setup.networkId, favorito: true });
      expect(back.status, back.text).toBe(200);
      expect((await post(NETWORKS)).json.redes[0].isFavorito).toBe(true);
    }, 60_000);
  }
});
