import { randomBytes } from "node:crypto";
import { UPLOAD_CHUNK_BYTES } from "@trilha/contracts/limits";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { scopedDb } from "../../db/scoped-db.ts";
import { MIN_PART_BYTES } from "../../providers/storage/storage-provider.ts";
import { testDialectsAndStorages } from "../../test/storages.ts";
import { useTenantServer } from "../../test/tenant-server.ts";
import { purgeExpired } from "../retention/retention.sweep.ts";
import { keepUploads, UPLOAD_TTL_MS } from "./upload.service.ts";
import { sweepExpiredUploads } from "./upload.sweep.ts";

const CREATE = "/conta/pt-br/logado/envios/criar";
const STATUS = "/conta/pt-br/logado/envios/estado";
const CHUNK = "/conta/pt-br/logado/envios/parte";
const FINISH = "/conta/pt-br/logado/envios/concluir";
const CANCEL = "/conta/pt-br/logado/envios/cancelar";

/** A file PDF readers would open: its signature first, then whatever the test needs. */
function pdf(size: number): Buffer {
  const file = randomBytes(size);
  Buffer.from("%PDF-1.7\n").copy(file);
  return file;
}

describe.each(testDialectsAndStorages())("resumable uploads on %s, files on %s", (dialect, storage) => {
  const t = useTenantServer(dialect, {
    storage,
    env: { UPLOAD_MAX_FILE_MB: "20", UPLOAD_PERSON_QUOTA_MB: "40" },
    otherTenant: { storage_quota_mb: 1 },
    users: [
      { usuario: "aluna", nome: "Ana Souza" },
      { usuario: "colega", nome: "Lucas Souza" },
    ],
    other: [{ usuario: "aluna", nome: "Bruna Lima" }],
  });
  let token: string;

  beforeAll(async () => {
    token = await t.signIn("aluna");
  });

  const post = (path: string, body: unknown, opts: { token?: string; host?: string; lang?: string } = {}) =>
    t.request("POST", path.replace("pt-br", opts.lang ?? "pt-br"), {
      host: opts.host ?? t.host,
      token: opts.token ?? token,
      body,
    });

  async function start(file: Buffer, tipo = "application/pdf", nome = "trabalho.pdf", as = token) {
    const response = await post(CREATE, { nome, tamanho: file.length, tipo }, { token: as });
    expect(response.status, response.text).toBe(200);
    return response.json.envio.envio_id as string;
  }

  /** Sends the file from `from` in chunks of the size the server suggests; answers the last answer. */
  async function send(id: string, file: Buffer, from = 0, to = file.length) {
    let answer = null;
    for (let position = from; position < to; position += UPLOAD_CHUNK_BYTES) {
      const dados = file.subarray(position, Math.min(position + UPLOAD_CHUNK_BYTES, to)).toString("base64");
      answer = await post(CHUNK, { envio_id: id, posicao: position, dados });
      expect(answer.status, answer.text).toBe(200);
    }
    return answer;
  }

  const storedKeyOf = async (id: string) =>
    (
      await t.server.db
        .selectFrom("uploads")
        .select("storage_key")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).storage_key;

  it("takes a small file in one chunk and keeps it, with the type its bytes are", async () => {
    const file = pdf(3000);
    const started = await post(CREATE, { nome: " trabalho.pdf ", tamanho: file.length, tipo: "" });
    expect(started.status, started.text).toBe(200);
    expect(started.json.envio).toMatchObject({
      nome: "trabalho.pdf",
      tamanho: file.length,
      recebido: 0,
      tamanho_parte: UPLOAD_CHUNK_BYTES,
      concluido: false,
      tipo: null,
    });
    const id: string = started.json.envio.envio_id;
    expect(id).toMatch(/^[\w-]{22}$/);

    const chunk = await post(CHUNK, { envio_id: id, posicao: 0, dados: file.toString("base64") });
    expect(chunk.json.envio.recebido).toBe(file.length);
    const finished = await post(FINISH, { envio_id: id });
    expect(finished.status, finished.text).toBe(200);
    expect(finished.json.envio).toMatchObject({
      concluido: true,
      tipo: "application/pdf",
      recebido: file.length,
    });
    expect((await t.server.stored(await storedKeyOf(id)))?.equals(file)).toBe(true);

    // A lost answer is asked again: the same answer, nothing done twice.
    expect((await post(FINISH, { envio_id: id })).json.envio).toEqual(finished.json.envio);
    expect((await post(STATUS, { envio_id: id })).json.envio).toEqual(finished.json.envio);
    const late = await post(CHUNK, { envio_id: id, posicao: file.length, dados: "AAAA" });
    expect(late.status).toBe(409);
    expect(late.json.mensagem).toBe("Este envio já foi concluído.");
  });

  it("joins a large file from parts, resuming where it stopped after a lost connection", async () => {
    const file = pdf(2 * MIN_PART_BYTES + 3 * UPLOAD_CHUNK_BYTES + 777);
    const id = await start(file);
    const halfway = 7 * UPLOAD_CHUNK_BYTES;
    await send(id, file, 0, halfway);

    // The connection came back: the page asks where the upload stands and goes on from there.
    const status = await post(STATUS, { envio_id: id });
    expect(status.json.envio).toMatchObject({ recebido: halfway, concluido: false });
    const early = await post(FINISH, { envio_id: id });
    expect(early.status).toBe(409);
    expect(early.json.mensagem).toBe(
      `O envio ainda não recebeu o arquivo inteiro (${halfway} de ${file.length} bytes).`,
    );
    // A chunk resent after its answer was lost no longer starts where the upload stands.
    const again = await post(CHUNK, {
      envio_id: id,
      posicao: halfway - UPLOAD_CHUNK_BYTES,
      dados: file.subarray(halfway - UPLOAD_CHUNK_BYTES, halfway).toString("base64"),
    });
    expect(again.status).toBe(409);
    expect(again.json.mensagem).toBe(
      `Esta parte não começa onde o envio parou: continue do byte ${halfway}.`,
    );

    await send(id, file, halfway);
    const finished = await post(FINISH, { envio_id: id });
    expect(finished.status, finished.text).toBe(200);
    expect(finished.json.envio.tipo).toBe("application/pdf");
    const parts = await t.server.db
      .selectFrom("upload_parts")
      .select(["number", "size"])
      .where("upload_id", "=", id)
      .orderBy("number")
      .execute();
    // Every part but the last holds at least S3's smallest part size.
    expect(parts.map((part) => Number(part.number))).toEqual([1, 2, 3]);
    expect(parts.slice(0, -1).every((part) => Number(part.size) >= MIN_PART_BYTES)).toBe(true);
    expect(parts.reduce((sum, part) => sum + Number(part.size), 0)).toBe(file.length);
    const key = await storedKeyOf(id);
    expect((await t.server.stored(key))?.equals(file)).toBe(true);
    // Only the finished file is left of it.
    expect((await t.server.storedKeys("uploads/")).filter((stored) => stored.includes(id))).toEqual([key]);
  });

  it("reads the type from the bytes, and drops a file that is none it keeps, whatever it claimed", async () => {
    const page = Buffer.from("<html><script>alert(document.cookie)</script></html>");
    const id = await start(page, "application/pdf", "trabalho.pdf");
    await send(id, page);
    const finished = await post(FINISH, { envio_id: id });
    expect(finished.status).toBe(415);
    expect(finished.json.mensagem).toBe(
      "Este tipo de arquivo não é aceito. Envie PDF, imagem, documento, planilha, apresentação, áudio ou vídeo.",
    );
    expect((await post(STATUS, { envio_id: id })).status).toBe(404);
    expect((await t.server.storedKeys("uploads/")).filter((key) => key.includes(id))).toEqual([]);

    // A picture announced as nothing in particular is a picture.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    const picture = await start(png, "application/octet-stream", "foto");
    await send(picture, png);
    expect((await post(FINISH, { envio_id: picture })).json.envio.tipo).toBe("image/png");
  });

  it("refuses at the start a file over the size setting or of a type never kept, in the request's language", async () => {
    const tooLarge = await post(CREATE, {
      nome: "video.mp4",
      tamanho: 20 * 1024 * 1024 + 1,
      tipo: "video/mp4",
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.mensagem).toBe("O arquivo deve ter no máximo 20 MB.");
    const english = await post(
      CREATE,
      { nome: "video.mp4", tamanho: 20 * 1024 * 1024 + 1, tipo: "video/mp4" },
      { lang: "en-us" },
    );
    expect(english.json.mensagem).toBe("The file must be at most 20 MB.");
    const page = await post(CREATE, { nome: "pagina.html", tamanho: 100, tipo: "text/html" });
    expect(page.status).toBe(415);
    expect((await post(CREATE, { nome: "", tamanho: 100, tipo: "" })).status).toBe(400);
    expect((await post(CREATE, { nome: "x.pdf", tamanho: 0, tipo: "" })).status).toBe(400);
  });

  it("refuses chunks that are not base64 or go past the size given", async () => {
    const file = pdf(100);
    const id = await start(file);
    const broken = await post(CHUNK, { envio_id: id, posicao: 0, dados: "não é base64!" });
    expect(broken.status).toBe(400);
    expect(broken.json.mensagem).toBe("A parte enviada não está em base64 válido.");
    const long = await post(CHUNK, { envio_id: id, posicao: 0, dados: pdf(101).toString("base64") });
    expect(long.status).toBe(400);
    expect(long.json.mensagem).toBe("A parte enviada passa do tamanho informado do arquivo.");
    expect((await post(STATUS, { envio_id: id })).json.envio.recebido).toBe(0);
  });

  it("cancels an unfinished upload with what arrived of it, never a finished one", async () => {
    const file = pdf(UPLOAD_CHUNK_BYTES + 10);
    const id = await start(file);
    await send(id, file, 0, UPLOAD_CHUNK_BYTES);
    expect((await t.server.storedKeys("uploads/")).some((key) => key.includes(id))).toBe(true);
    const cancelled = await post(CANCEL, { envio_id: id });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json).toEqual({ status: "sucesso", mensagem: "Envio cancelado." });
    expect((await post(STATUS, { envio_id: id })).status).toBe(404);
    expect((await t.server.storedKeys("uploads/")).filter((key) => key.includes(id))).toEqual([]);

    const done = await start(pdf(10));
    await send(done, pdf(10));
    await post(FINISH, { envio_id: done });
    expect((await post(CANCEL, { envio_id: done })).status).toBe(409);
  });

  it("is its starter's alone: another person of the tenant, or of another tenant, finds nothing", async () => {
    const file = pdf(50);
    const id = await start(file);
    const colleague = await t.signIn("colega");
    const stranger = await t.signIn("aluna", t.otherHost);
    for (const [as, host] of [
      [colleague, t.host],
      [stranger, t.otherHost],
    ] as const) {
      for (const [path, body] of [
        [STATUS, { envio_id: id }],
        [CHUNK, { envio_id: id, posicao: 0, dados: file.toString("base64") }],
        [FINISH, { envio_id: id }],
        [CANCEL, { envio_id: id }],
      ] as const) {
        const response = await post(path, body, { token: as, host });
        expect(response.status, `${path} ${response.text}`).toBe(404);
        expect(response.json.mensagem).toBe("Envio não encontrado.");
      }
    }
    expect((await post(STATUS, { envio_id: id })).json.envio.recebido).toBe(0);
    expect((await t.request("POST", STATUS, { body: { envio_id: id } })).status).toBe(401);
  });

  it("forgets an unfinished upload a day old, and a finished one nothing kept a day after it ended; a kept one stays", async () => {
    const file = pdf(UPLOAD_CHUNK_BYTES + 10);
    const open = await start(file);
    await send(open, file, 0, UPLOAD_CHUNK_BYTES);
    const finished = async (size: number) => {
      const id = await start(pdf(size));
      await send(id, pdf(size));
      expect((await post(FINISH, { envio_id: id })).status).toBe(200);
      return id;
    };
    const loose = await finished(10);
    const kept = await finished(11);
    const looseKey = await storedKeyOf(loose);
    // What a delivery does with its files, in its transaction.
    await keepUploads({ scope: t.scope, data: scopedDb(t.server.db, t.scope) }, [kept]);

    const storage = t.server.app.providers.storage;
    expect(await sweepExpiredUploads(t.server.db, storage, new Date())).toBe(0);
    // The hourly retention pass does it.
    const later = new Date(Date.now() + UPLOAD_TTL_MS + 60_000);
    const settings = { auditDays: 365, loginAttemptDays: 90 };
    expect((await purgeExpired(t.server.db, settings, storage, later)).uploads).toBeGreaterThanOrEqual(2);
    expect((await post(STATUS, { envio_id: open })).status).toBe(404);
    expect((await t.server.storedKeys("uploads/")).filter((key) => key.includes(open))).toEqual([]);
    expect((await post(STATUS, { envio_id: loose })).status).toBe(404);
    expect(await t.server.stored(looseKey)).toBeNull();
    expect((await post(STATUS, { envio_id: kept })).json.envio.concluido).toBe(true);
    expect(await t.server.stored(await storedKeyOf(kept))).not.toBeNull();
  });

  it("refuses a file past the person's quota or the platform's, naming the limit", async () => {
    const colega = await t.signIn("colega");
    const announce = (megabytes: number, as = colega, host = t.host) =>
      post(
        CREATE,
        { nome: "grande.pdf", tamanho: megabytes * 1024 * 1024, tipo: "application/pdf" },
        { token: as, host },
      );
    const first = await announce(20);
    const second = await announce(20);
    expect([first.status, second.status]).toEqual([200, 200]);
    const over = await announce(1);
    expect(over.status).toBe(413);
    expect(over.json.mensagem).toMatch(/^Seus arquivos já ocupam o seu espaço de 40 MB e este não cabe\./);
    for (const answer of [first, second]) {
      expect((await post(CANCEL, { envio_id: answer.json.envio.envio_id }, { token: colega })).status).toBe(
        200,
      );
    }
    expect((await announce(1)).status).toBe(200);
    // The other platform's administrator gave it 1 MB in all.
    const bruna = await t.signIn("aluna", t.otherHost);
    const platform = await announce(2, bruna, t.otherHost);
    expect(platform.status).toBe(413);
    expect(platform.json.mensagem).toMatch(/ocupam quase todo o espaço de 1 MB/);
  });
});
