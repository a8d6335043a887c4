import { afterAll, describe, expect, it, vi } from "vitest";
import { testDialects } from "../test/dialects.ts";
import { createTenant, createUser, TEST_PASSWORD } from "../test/factories.ts";
import { type ChildServer, freePort, makeWebDist, startChildServer } from "./child-server.ts";
import { call } from "./http-client.ts";
import { LOGIN } from "./paths.ts";
import { createResilienceDatabase, type ResilienceDatabase } from "./resilience-database.ts";

/** Logins caught half-sent by the shutdown; each then costs a password hash before it can answer. */
const IN_FLIGHT = 3;
/** How long the drain may take to show; well inside the server's 10 s grace for the requests in flight. */
const DRAIN_WAIT_MS = 5_000;

interface LogLine {
  msg?: string;
  req?: { url?: string };
}

/** The server's JSON log lines so far; a line still being written is left for the next look. */
function logLines(server: ChildServer): LogLine[] {
  return server
    .output()
    .split("\n")
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as LogLine];
      } catch {
        return [];
      }
    });
}

describe.each(testDialects())("graceful shutdown on %s", (dialect) => {
  let database: ResilienceDatabase;
  let server: ChildServer | undefined;
  afterAll(async () => {
    server?.kill("SIGKILL");
    await server?.exited;
    await database?.drop();
  });

  it("answers the requests in flight at SIGTERM, refuses new connections, and exits 0", async () => {
    database = await createResilienceDatabase(dialect);
    const db = await database.open();
    const tenant = await createTenant(db);
    const users: string[] = [];
    for (let n = 0; n < IN_FLIGHT; n++) users.push((await createUser(db, tenant.scope)).usuario);
    await db.destroy();
    const running = await startChildServer(await freePort(), {
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      webDistDir: makeWebDist(database.dataDir),
    });
    server = running;

    // Each login sends half its body and waits: it is in the server's hands when the signal comes, whatever
    // the speed of the machine, and its password check runs only after the shutdown has begun.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const logins = users.map((usuario) =>
      call(running.port, "POST", LOGIN, {
        host: tenant.dominio,
        body: { usuario, senha: TEST_PASSWORD },
        holdBodyUntil: held,
      }),
    );
    const arrived = () =>
      logLines(running).filter((line) => line.msg === "incoming request" && line.req?.url === LOGIN).length;
    while (arrived() < IN_FLIGHT) await new Promise((resolve) => setTimeout(resolve, 5));
    running.kill("SIGTERM");

    // Draining: alive, no longer taking connections. A busy machine takes its time to get there, so wait for
    // each sign rather than a fixed while (the server gives up on the requests in flight after 10 s).
    const draining = { timeout: DRAIN_WAIT_MS, interval: 10 };
    const healthz = () => call(running.port, "GET", "/healthz", { host: tenant.dominio });
    await vi.waitFor(
      () => expect(logLines(running).some((line) => line.msg === "shutting down")).toBe(true),
      draining,
    );
    await vi.waitFor(() => expect(healthz()).rejects.toThrow(/ECONNREFUSED/), draining);
    expect(running.hasExited(), "the process waits for the requests in flight").toBe(false);

    release();
    for (const result of await Promise.all(logins)) {
      expect(result.status, result.text).toBe(200);
      expect(result.json.usuario.token).toBeTruthy();
    }
    expect(await running.exited).toEqual({ code: 0, signal: null });
  }, 120_000);
});
