import fs from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser } from "../../test/factories.ts";
import { signIn } from "../../test/sessions.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";
import { uploadsDir } from "./storage.ts";

const png = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString("base64")}`;

/**
 * Two server instances behind one address, as production runs them on PostgreSQL: the same database (each
 * through its own connections) and the same S3 bucket, each with a DATA_DIR of its own. A file written
 * through one is served by the other.
 */
describe.each(testDialects())("two instances on %s sharing one S3 bucket", (dialect) => {
  let first: TestServer;
  let second: TestServer;
  let host: string;

  beforeAll(async () => {
    first = await startTestServer(dialect, { storage: "s3" });
    second = await startTestServer(dialect, { instanceOf: first });
    const tenant = await createTenant(first.db);
    host = tenant.dominio;
    await createUser(first.db, tenant.scope, { usuario: "aluna", nome: "Ana Souza" });
    await createUser(first.db, tenant.scope, { usuario: "admin", nome: "Marina Alves", platformAdmin: true });
  });
  afterAll(async () => {
    // The second instance borrows the first one's database and bucket: it goes first.
    await second?.close();
    await first?.close();
  });

  it("serves through one instance the photo uploaded through the other, and forgets it through both", async () => {
    const token = await signIn(first, host, "aluna");
    const uploaded = await first.request("POST", "/conta/pt-br/logado/foto", {
      host,
      token,
      body: { imagem: dataUrl(await png("#2563eb")) },
    });
    expect(uploaded.status, uploaded.text).toBe(200);
    const foto: string = uploaded.json.usuario.foto;

    const fromFirst = await first.request("GET", `/foto-perfil/${foto}`, { host });
    const fromSecond = await second.request("GET", `/foto-perfil/${foto}`, { host });
    expect(fromSecond.status).toBe(200);
    expect(fromSecond.headers["content-type"]).toBe("image/webp");
    expect(fromSecond.raw.equals(fromFirst.raw)).toBe(true);
    // Neither instance kept it on its own disk.
    for (const server of [first, second]) expect(fs.existsSync(uploadsDir(server))).toBe(false);

    const removed = await second.request("POST", "/conta/pt-br/logado/foto/remover", {
      host,
      token,
      body: {},
    });
    expect(removed.status, removed.text).toBe(200);
    expect((await first.request("GET", `/foto-perfil/${foto}`, { host })).status).toBe(404);
  });

  it("shows an administrator on one instance the screenshot reported through the other", async () => {
    const token = await signIn(first, host, "aluna");
    const categoria = (await first.db.selectFrom("issue_categories").select("id").executeTakeFirstOrThrow())
      .id;
    const screenshot = await png("#16a34a");
    const reported = await first.request("POST", "/conta/pt-br/reportar-erro/reportar", {
      host,
      token,
      body: { rota: "/logado", print: dataUrl(screenshot), descricao: "Veja", categoria },
    });
    expect(reported.status, reported.text).toBe(200);

    const adminToken = await signIn(second, host, "admin");
    const list = await second.request("GET", "/conta/pt-br/reportar-erro/relatos", {
      host,
      token: adminToken,
    });
    const [report] = list.json.relatos;
    expect(report.tem_print).toBe(true);
    const print = await second.request("GET", `/conta/pt-br/reportar-erro/relatos/print?id=${report.id}`, {
      host,
      token: adminToken,
    });
    expect(print.status).toBe(200);
    expect(print.headers["content-type"]).toBe("image/png");
    const meta = await sharp(print.raw).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 64, 48]);
  });
});
