import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { captchaChallenge, localCaptchaAnswer } from "@trilha/contracts/captcha.calls";
import { CAPTCHA_AFTER_FAILED_ATTEMPTS } from "@trilha/contracts/limits";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../modules/rate-limit/rate-limit-rules.ts";
import { readOutbox } from "../providers/mail/outbox-mail.ts";
import { solveQuestion } from "../test/captcha.ts";
import { testDialects } from "../test/dialects.ts";
import { createTenant, createUser, TEST_PASSWORD } from "../test/factories.ts";
import { type ChildServer, freePort, makeWebDist, startChildServer } from "./child-server.ts";
import { type CallOptions, call } from "./http-client.ts";
import { LOGIN, NETWORKS, REPORT } from "./paths.ts";
import {
  createResilienceDatabase,
  pendingMigrations,
  type ResilienceDatabase,
} from "./resilience-database.ts";

describe.each(testDialects())("two server processes on one database (%s)", (dialect) => {
  if (dialect === "sqlite") {
    it.skip("needs PostgreSQL: a SQLite file belongs to one server process, so many instances mean PostgreSQL", () => {});
    return;
  }

  let database: ResilienceDatabase;
  let a: ChildServer;
  let b: ChildServer;
  let host: string;
  let users: Record<"manager" | "guesser" | "twoFactor" | "reporter" | "traveller", string>;
  let categoryId: number;
  const twoFactorAddress = "codigo@escola.example";
  const sharedKey = randomBytes(32).toString("base64");
  let startWithOwnKey: () => Promise<ChildServer>;

  beforeAll(async () => {
    database = await createResilienceDatabase(dialect);
    // Each instance has a DATA_DIR of its own: whatever they share goes through the database.
    // ... but the key that seals secrets, which every instance on one database must share (SECRETS_KEY).
    const settings = (name: string, secretsKey = sharedKey) => {
      const dataDir = path.join(database.dataDir, name);
      fs.mkdirSync(dataDir);
      return {
        dataDir,
        databaseUrl: database.databaseUrl,
        webDistDir: makeWebDist(dataDir),
        env: { SECRETS_KEY: secretsKey },
      };
    };
    startWithOwnKey = async () =>
      startChildServer(await freePort(), settings("own-key", randomBytes(32).toString("base64")));
    // Both start at once on an empty database, as a deployment of two instances does: both try to migrate.
    [a, b] = await Promise.all([
      startChildServer(await freePort(), settings("a")),
      startChildServer(await freePort(), settings("b")),
    ]);
    const db = await database.open({ migrate: false });
    const tenant = await createTenant(db);
    host = tenant.dominio;
    const make = async (options: Parameters<typeof createUser>[2] = {}) =>
      (await createUser(db, tenant.scope, options)).usuario;
    users = {
      manager: await make(),
      guesser: await make(),
      twoFactor: await make({ twoFactorEmail: twoFactorAddress }),
      reporter: await make(),
      traveller: await make(),
    };
    categoryId = (
      await db
        .selectFrom("issue_categories")
        .select("id")
        .where("chave", "=", "interface")
        .executeTakeFirstOrThrow()
    ).id;
    await db.destroy();
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  const post = (server: ChildServer, url: string, options: Omit<CallOptions, "host"> = {}) =>
    call(server.port, "POST", url, { host, ...options });
  const login = (server: ChildServer, usuario: string, extra: Record<string, unknown> = {}) =>
    post(server, LOGIN, { body: { usuario, senha: TEST_PASSWORD, ...extra } });

  it("both start together on an empty database: it is migrated once and has one principal tenant", async () => {
    const db = await database.open({ migrate: false });
    try {
      expect(await pendingMigrations(db)).toEqual([]);
      const principal = await db.selectFrom("tenants").select("id").where("principal", "=", 1).execute();
      expect(principal).toHaveLength(1);
    } finally {
      await db.destroy();
    }
    for (const server of [a, b]) {
      expect((await call(server.port, "GET", "/healthz", { host })).status).toBe(200);
    }
  });

  // Starting a server process (TypeScript loader, migrations) takes seconds, more on a busy machine.
  it("refuses to start a third instance that holds another secrets key, saying which setting to fix", async () => {
    await expect(startWithOwnKey()).rejects.toThrow(
      /exited with code 1[\s\S]*SECRETS_KEY: this is not the key the database's sealed secrets were made with/,
    );
  }, 120_000);

  it("accepts a session started on one instance on the other, and ends it on both", async () => {
    const signedIn = await login(a, users.manager);
    expect(signedIn.status, signedIn.text).toBe(200);
    const token = signedIn.json.usuario.token as string;
    const onB = await post(b, NETWORKS, { token });
    expect(onB.status, onB.text).toBe(200);
    expect((await post(b, "/conta/pt-br/logout", { body: { token } })).status).toBe(200);
    expect((await post(a, NETWORKS, { token })).status).toBe(401);
  });

  it("counts failed attempts across instances and asks both for the captcha, solved across them too", async () => {
    const wrong = { senha: "nao-e-a-senha" };
    for (const server of [a, b, a].slice(0, CAPTCHA_AFTER_FAILED_ATTEMPTS)) {
      expect((await login(server, users.guesser, wrong)).status).toBe(401);
    }
    for (const server of [a, b]) {
      const attempts = await post(server, "/conta/pt-br/recapth/tentativa", {
        body: { usuario: users.guesser },
      });
      expect(attempts.json.usuario.tentativasSenha).toBe(CAPTCHA_AFTER_FAILED_ATTEMPTS);
      const refused = await login(server, users.guesser);
      expect(refused.status).toBe(400);
      expect(refused.json.mensagem).toBe("É necessário confirmar o ReCaptcha");
    }
    const challenge = await call(a.port, "GET", captchaChallenge.path.replace("{lang}", "pt-br"), { host });
    expect(challenge.status, challenge.text).toBe(200);
    const captcha = localCaptchaAnswer(challenge.json.id, String(solveQuestion(challenge.json.pergunta)));
    const solved = await login(b, users.guesser, { captcha });
    expect(solved.status, solved.text).toBe(200);
  });

  it("validates on one instance the 2FA code sent through the other", async () => {
    const pending = await login(a, users.twoFactor);
    expect(pending.status, pending.text).toBe(200);
    const { id, desafio } = pending.json.usuario.usuario_2fa;
    const sent = await post(a, "/conta/pt-br/2fa/enviarcodigo", {
      body: { fator: "email", destino: "", id, desafio },
    });
    expect(sent.status, sent.text).toBe(200);
    const mail = (await readOutbox(path.join(database.dataDir, "a", "outbox"), twoFactorAddress)).at(-1);
    const codigo = mail?.text.match(/\b(\d{6})\b/)?.[1];
    expect(codigo, "a code in A's mail").toBeDefined();
    const valid = await post(b, "/conta/pt-br/2fa/validarcodigo", { body: { codigo, id, desafio } });
    expect(valid.status, valid.text).toBe(200);
    expect(valid.json.valido).toBe(true);
    const token = valid.json.usuario.token as string;
    expect((await post(a, "/conta/pt-br/dispositivo/listar", { token })).status).toBe(200);
  });

  it("shares rate limits: the problem-report limit counts the reports sent through both", async () => {
    const token = (await login(a, users.reporter)).json.usuario.token as string;
    const image = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    const report = (server: ChildServer, n: number) =>
      post(server, REPORT, {
        token,
        body: {
          rota: `/duas-instancias/${n}`,
          print: `data:image/png;base64,${image.toString("base64")}`,
          descricao: "",
          categoria: categoryId,
        },
      });
    const limit = RATE_LIMITS.issueReportsPerUser.limit;
    for (let n = 0; n < limit; n++) {
      const answer = await report(n % 2 === 0 ? a : b, n);
      expect(answer.status, answer.text).toBe(200);
    }
    for (const server of [a, b]) {
      const refused = await report(server, limit);
      expect(refused.status).toBe(429);
      expect(refused.json.mensagem).toBeTruthy();
    }
  });

  it("refuses at once, on the other instance, a device removed through one", async () => {
    const here = (await login(a, users.traveller)).json.usuario.token as string;
    const there = (await login(b, users.traveller)).json.usuario.token as string;
    expect((await post(b, "/conta/pt-br/dispositivo/listar", { token: there })).status).toBe(200);
    const devices = (await post(a, "/conta/pt-br/dispositivo/listar", { token: here })).json.dispositivos;
    const other = devices.find((device: { atual: boolean }) => !device.atual);
    const removed = await post(a, "/conta/pt-br/dispositivo/deletar", { token: here, body: other.token_id });
    expect(removed.status, removed.text).toBe(200);
    const refused = await post(b, "/conta/pt-br/dispositivo/listar", { token: there });
    expect(refused.status).toBe(401);
    expect(refused.json.mensagem).toBeTruthy();
  });
});
