import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "../db/database.ts";
import { testDialects } from "../test/dialects.ts";
import { createNetwork, createTenant, createUser, TEST_PASSWORD } from "../test/factories.ts";
import { type ChildServer, freePort, makeWebDist, startChildServer } from "./child-server.ts";
import { call } from "./http-client.ts";
import { CHANGE_PASSWORD, FAVOURITE, LOGIN, NETWORKS, REPORT } from "./paths.ts";
import {
  createResilienceDatabase,
  pendingMigrations,
  type ResilienceDatabase,
} from "./resilience-database.ts";
import { WriteLedger, writerLoop } from "./write-ledger.ts";

const FAVOURITE_USERS = 6;
const NETWORKS_PER_USER = 10;
const REPORT_USERS = 8;
const PASSWORD_USERS = 3;
/** The crash comes once this much is acknowledged, while every writer is still going. */
const ACKNOWLEDGED_BEFORE_CRASH = { favourites: 40, reports: 16, passwords: 4 };

interface Seeded {
  host: string;
  categoryId: number;
  favouriteUsers: { usuario: string; networks: number[] }[];
  reportUsers: string[];
  passwordUsers: string[];
}

async function seed(db: Db): Promise<Seeded> {
  const tenant = await createTenant(db);
  const favouriteUsers: Seeded["favouriteUsers"] = [];
  for (let u = 0; u < FAVOURITE_USERS; u++) {
    const user = await createUser(db, tenant.scope, { usuario: `gestor${u}` });
    const networks: number[] = [];
    for (let n = 0; n < NETWORKS_PER_USER; n++) {
      networks.push(
        await createNetwork(db, tenant.scope, { codigo: `r${u}-${n}`, nome: `Rede ${u}-${n}` }, user.id),
      );
    }
    favouriteUsers.push({ usuario: user.usuario, networks });
  }
  const reportUsers: string[] = [];
  for (let u = 0; u < REPORT_USERS; u++) reportUsers.push((await createUser(db, tenant.scope)).usuario);
  const passwordUsers: string[] = [];
  for (let u = 0; u < PASSWORD_USERS; u++) passwordUsers.push((await createUser(db, tenant.scope)).usuario);
  const category = await db
    .selectFrom("issue_categories")
    .select("id")
    .where("chave", "=", "interface")
    .executeTakeFirstOrThrow();
  return { host: tenant.dominio, categoryId: category.id, favouriteUsers, reportUsers, passwordUsers };
}

/** A small PNG of its own colour, so each stored screenshot can be told apart from the others. */
function screenshot(index: number): Promise<Buffer> {
  const background = { r: index % 256, g: (index * 7) % 256, b: (index * 13) % 256 };
  return sharp({ create: { width: 8, height: 8, channels: 3, background } })
    .png()
    .toBuffer();
}

async function until(condition: () => boolean, what: () => string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDialects())("a kill -9 in the middle of writes on %s", (dialect) => {
  let database: ResilienceDatabase;
  const servers: ChildServer[] = [];
  afterAll(async () => {
    for (const server of servers) server.kill("SIGKILL");
    await Promise.all(servers.map((server) => server.exited));
    await database?.drop();
  });

  it("keeps every acknowledged favourite, report with its screenshot and password, and opens cleanly", async () => {
    database = await createResilienceDatabase(dialect);
    const seedDb = await database.open();
    const data = await seed(seedDb);
    // Nothing but the server has the database open when it dies: the restart must recover on its own.
    await seedDb.destroy();
    const settings = {
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      webDistDir: makeWebDist(database.dataDir),
    };
    const first = await startChildServer(await freePort(), settings);
    servers.push(first);
    const { host } = data;
    const signIn = async (port: number, usuario: string, senha = TEST_PASSWORD) => {
      const response = await call(port, "POST", LOGIN, { host, body: { usuario, senha } });
      return response.status === 200 ? (response.json.usuario.token as string) : null;
    };
    const tokens = new Map<string, string>();
    for (const usuario of [
      ...data.favouriteUsers.map((user) => user.usuario),
      ...data.reportUsers,
      ...data.passwordUsers,
    ]) {
      const token = await signIn(first.port, usuario);
      expect(token, `${usuario} signs in`).toBeTruthy();
      tokens.set(usuario, token as string);
    }

    const stop = { stopped: false };
    const favourites = new WriteLedger<string, boolean>(() => false);
    const reports = new WriteLedger<string, Buffer>(() => undefined);
    const passwords = new WriteLedger<string, string>(() => TEST_PASSWORD);
    let reportCount = 0;

    const favouriteWriters = data.favouriteUsers.map(({ usuario, networks }) => {
      const token = tokens.get(usuario);
      return writerLoop(stop, () => {
        const network = networks[Math.floor(Math.random() * networks.length)] as number;
        const key = `${usuario}:${network}`;
        const favorito = !favourites.possible(key).acknowledged;
        return favourites.write(key, favorito, () =>
          call(first.port, "POST", FAVOURITE, { host, token, body: { rede_id: network, favorito } }),
        );
      });
    });
    // The per-user report limit ends each of these writers with a 429 after ten: that is a refusal, not a loss.
    const reportWriters = data.reportUsers.map((usuario) => {
      const token = tokens.get(usuario);
      return writerLoop(stop, async () => {
        reportCount += 1;
        const image = await screenshot(reportCount);
        const rota = `/crash/${usuario}/${reportCount}`;
        const print = `data:image/png;base64,${image.toString("base64")}`;
        return reports.write(rota, image, () =>
          call(first.port, "POST", REPORT, {
            host,
            token,
            body: { rota, print, descricao: "Escrito antes da queda", categoria: data.categoryId },
          }),
        );
      });
    });
    const passwordWriters = data.passwordUsers.map((usuario) => {
      const token = tokens.get(usuario);
      let generation = 0;
      return writerLoop(stop, () => {
        const current = passwords.possible(usuario).acknowledged as string;
        generation += 1;
        const senha = `Qx7-${generation}-${randomBytes(3).toString("hex")}`;
        return passwords.write(usuario, senha, () =>
          call(first.port, "POST", CHANGE_PASSWORD, {
            host,
            token,
            body: { senha_atual: current, senha, confirmar: senha },
          }),
        );
      });
    });

    await until(
      () =>
        favourites.acknowledgedCount >= ACKNOWLEDGED_BEFORE_CRASH.favourites &&
        reports.acknowledgedCount >= ACKNOWLEDGED_BEFORE_CRASH.reports &&
        passwords.acknowledgedCount >= ACKNOWLEDGED_BEFORE_CRASH.passwords,
      () =>
        `acknowledged writes (favourites ${favourites.acknowledgedCount}, reports ${reports.acknowledgedCount}, passwords ${passwords.acknowledgedCount})\n${first.output()}`,
    );
    first.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");
    await Promise.all([...favouriteWriters, ...reportWriters, ...passwordWriters]);
    stop.stopped = true;
    // The crash really hit writes in flight, not an idle server.
    expect(favourites.unanswered + passwords.unanswered).toBeGreaterThan(0);

    // The database as the crash left it, before any server touches it again.
    if (dialect === "sqlite") {
      const file = new SQLite(database.sqliteFile);
      try {
        expect(file.pragma("integrity_check", { simple: true })).toBe("ok");
        expect(file.pragma("journal_mode", { simple: true })).toBe("wal");
      } finally {
        file.close();
      }
    }
    const check = await database.open({ migrate: false });
    expect(await pendingMigrations(check)).toEqual([]);

    // Reports: every acknowledged one is there once, and every stored row has its screenshot on disk.
    const rows = await check.selectFrom("issue_reports").select(["rota", "print_path"]).execute();
    const byRoute = new Map(rows.map((row) => [row.rota, row.print_path]));
    expect(byRoute.size, "no report stored twice").toBe(rows.length);
    for (const rota of reports.keys()) {
      if (!reports.wasAcknowledged(rota)) continue;
      expect(byRoute.has(rota), `acknowledged report ${rota}`).toBe(true);
    }
    for (const row of rows) {
      expect(reports.keys()).toContain(row.rota);
      expect(row.print_path, `screenshot key of ${row.rota}`).toBeTruthy();
      const sent = reports.possible(row.rota);
      const image = sent.acknowledged ?? sent.unknown[0];
      const file = path.join(database.dataDir, "uploads", ...(row.print_path ?? "").split("/"));
      // Stored encoded again (issue-report-print.ts): the same pixels, not the same bytes.
      const [stored, expected] = await Promise.all(
        [fs.readFileSync(file), image as Buffer].map((data) => sharp(data).raw().toBuffer()),
      );
      expect(stored?.equals(expected as Buffer), `screenshot of ${row.rota}`).toBe(true);
    }

    // Favourites, in the rows and through the API of a restarted server, with the sessions from before.
    const favouriteRows = await check
      .selectFrom("network_favourites")
      .innerJoin("users", "users.id", "network_favourites.user_id")
      .select(["users.usuario", "network_favourites.network_id"])
      .execute();
    const stored = new Set(favouriteRows.map((row) => `${row.usuario}:${row.network_id}`));
    const second = await startChildServer(await freePort(), settings);
    servers.push(second);
    for (const { usuario, networks } of data.favouriteUsers) {
      const listed = await call(second.port, "POST", NETWORKS, { host, token: tokens.get(usuario) });
      expect(listed.status, listed.text).toBe(200);
      const shown = new Map<number, boolean>(
        listed.json.redes.map((rede: { id: number; isFavorito: boolean }) => [rede.id, rede.isFavorito]),
      );
      for (const network of networks) {
        const key = `${usuario}:${network}`;
        const { acknowledged, unknown } = favourites.possible(key);
        expect([acknowledged, ...unknown], key).toContain(stored.has(key));
        expect(shown.get(network), key).toBe(stored.has(key));
      }
    }

    // Passwords: the last acknowledged one signs in, unless a later change was cut off after its commit.
    for (const usuario of data.passwordUsers) {
      const { acknowledged, unknown } = passwords.possible(usuario);
      const working: string[] = [];
      for (const senha of [acknowledged as string, ...unknown]) {
        if (await signIn(second.port, usuario, senha)) working.push(senha);
      }
      expect(working, usuario).toHaveLength(1);
      if (unknown.length === 0) expect(working).toEqual([acknowledged]);
    }

    // And the restarted server takes writes again.
    const [again] = data.favouriteUsers;
    const write = await call(second.port, "POST", FAVOURITE, {
      host,
      token: tokens.get(again?.usuario ?? ""),
      body: { rede_id: again?.networks[0], favorito: true },
    });
    expect(write.status, write.text).toBe(200);
    await check.destroy();
  }, 300_000);
});
