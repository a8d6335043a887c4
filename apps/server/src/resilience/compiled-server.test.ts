import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, serverDir } from "../../scripts/server-bundle.ts";
import { allCalls } from "../http/all-calls.ts";
import { readOutbox } from "../providers/mail/outbox-mail.ts";
import { testDialects } from "../test/dialects.ts";
import { createTenant, createUser, TEST_PASSWORD } from "../test/factories.ts";
import { type ChildServer, freePort, makeWebDist, startChildServer } from "./child-server.ts";
import { call } from "./http-client.ts";
import { createResilienceDatabase, type ResilienceDatabase } from "./resilience-database.ts";

// The bundle `npm start` runs, built here once into a directory of this run's own, beside dist/ (files are
// found relative to it: the web app, the common-password list), so the developer's dist/ is left alone.
const outDir = path.join(serverDir, `.build-test-${randomBytes(4).toString("hex")}`);
let bundle: string;

beforeAll(async () => {
  bundle = await buildServer(outDir);
}, 60_000);
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

describe.each(testDialects())("the compiled server on %s", (dialect) => {
  let database: ResilienceDatabase;
  let server: ChildServer | undefined;
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("starts with plain node, answers /healthz, and reaches its native modules and the files it reads", async () => {
    database = await createResilienceDatabase(dialect);
    const db = await database.open();
    const tenant = await createTenant(db);
    const user = await createUser(db, tenant.scope, { email: "compilado@escola.example" });
    await db.destroy();
    const running = await startChildServer(await freePort(), {
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      webDistDir: makeWebDist(database.dataDir),
      bundle,
    });
    server = running;
    const host = tenant.dominio;
    const health = await call(running.port, "GET", "/healthz", { host });
    expect(health.status).toBe(200);
    expect(health.json).toEqual({ status: "ok", database: true });

    // argon2 (a native addon left outside the bundle) checks the password.
    const login = await call(running.port, "POST", "/conta/pt-br/logar/padrao", {
      host,
      body: { usuario: user.usuario, senha: TEST_PASSWORD },
    });
    expect(login.status).toBe(200);
    // The list of common passwords is a JSON file the server finds through node_modules at run time.
    const common = await call(running.port, "POST", "/conta/pt-br/logado/alterar/senha", {
      host,
      token: login.json.usuario.token,
      body: { senha_atual: TEST_PASSWORD, senha: "qwerty123", confirmar: "qwerty123" },
    });
    expect(common.status).toBe(400);
    expect(common.json).toEqual({ status: "erro", mensagem: "Não é permitido esta senha." });

    // Routes, migrations and contracts are found by file name: the bundle has them all, found at build time.
    const documented = await call(running.port, "GET", "/openapi.json", { host });
    expect(Object.keys(documented.json.paths)).toEqual(
      expect.arrayContaining(Object.values(allCalls).map((contract) => contract.path)),
    );
    const categories = await call(running.port, "GET", "/conta/pt-br/reportar-erro/categorias", {
      host,
      token: login.json.usuario.token,
    });
    expect(categories.status).toBe(200);

    // The mailer is a chunk of its own, loaded with the first message: a reset mail reaches the outbox through it.
    const forgot = await call(running.port, "POST", "/conta/pt-br/recuperar/senha", {
      host,
      body: { usuario: user.usuario },
    });
    expect(forgot.status).toBe(200);
    await expect
      .poll(
        async () =>
          (await readOutbox(path.join(database.dataDir, "outbox"), "compilado@escola.example")).length,
        {
          timeout: 15_000,
        },
      )
      .toBe(1);

    // What an idle server holds: the bundle's source once, one byte a character, and no picture codec until a
    // picture comes (libvips maps megabytes of its own).
    expect(/[\u0080-\u{10ffff}]/u.test(fs.readFileSync(bundle, "utf8"))).toBe(false);
    if (process.platform === "linux") {
      expect(fs.readFileSync(`/proc/${running.pid}/maps`, "utf8")).not.toMatch(/libvips/);
    }
  }, 90_000);
});
