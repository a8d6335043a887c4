import {
  DESCRIPTION_MAX_LENGTH,
  ROUTE_MAX_LENGTH,
  SCREENSHOT_MAX_BYTES,
  SCREENSHOT_MAX_LENGTH,
} from "@trilha/contracts/limits";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { createUser } from "../../test/factories.ts";
import { OTHER_ADMIN, SCHOOL_ADMIN } from "../../test/people.ts";
import { testDialectsAndStorages } from "../../test/storages.ts";
import { useTenantServer } from "../../test/tenant-server.ts";
import { purgeExpired } from "../retention/retention.sweep.ts";

const REPORT = "/conta/pt-br/reportar-erro/reportar";
const LIST = "/conta/pt-br/reportar-erro/relatos";
const PRINT = "/conta/pt-br/reportar-erro/relatos/print";

function image(format: "jpeg" | "png" | "webp", width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#0f766e" } })
    .toFormat(format)
    .toBuffer();
}

const dataUrl = (bytes: Buffer, mime = "image/jpeg") => `data:${mime};base64,${bytes.toString("base64")}`;

/** A PNG header claiming the given size: the server reads sizes from headers, never decoding pixels. */
function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write("IHDR", 12, "ascii");
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}

describe("the request body limit", () => {
  it("holds the largest screenshot the contract lets through, with the longest route and description", () => {
    // UTF-8 takes up to 4 bytes per character of text; base64 is ASCII.
    const largest = SCREENSHOT_MAX_LENGTH + 4 * (ROUTE_MAX_LENGTH + DESCRIPTION_MAX_LENGTH) + 1024;
    expect(loadConfig({ NODE_ENV: "test" }).bodyLimitBytes).toBeGreaterThan(largest);
    expect(Math.ceil((SCREENSHOT_MAX_BYTES * 4) / 3)).toBeLessThan(SCREENSHOT_MAX_LENGTH);
  });
});

describe.each(testDialectsAndStorages())("problem reports on %s, files on %s", (dialect, storage) => {
  const t = useTenantServer(dialect, {
    storage,
    users: [{ usuario: "aluna", nome: "Ana Souza" }, SCHOOL_ADMIN],
    other: [OTHER_ADMIN],
  });
  let studentToken: string;
  let adminToken: string;
  let otherAdminToken: string;
  let categories: Record<string, number>;
  let usersMade = 0;

  beforeAll(async () => {
    studentToken = await t.signIn("aluna");
    adminToken = await t.signIn("admin");
    otherAdminToken = await t.signIn("admin", t.otherHost);
    const rows = await t.server.db.selectFrom("issue_categories").select(["id", "chave"]).execute();
    categories = Object.fromEntries(rows.map((row) => [row.chave, row.id]));
  });

  /** A fresh student, so the per-user rate limit of one test never meets another's requests. */
  async function freshStudent(): Promise<string> {
    usersMade += 1;
    await createUser(t.server.db, t.scope, { usuario: `aluno${usersMade}` });
    return t.signIn(`aluno${usersMade}`);
  }

  const report = (body: Record<string, unknown>, opts: { token?: string | null; lang?: string } = {}) =>
    t.request("POST", REPORT.replace("pt-br", opts.lang ?? "pt-br"), {
      ...(opts.token === null ? {} : { token: opts.token ?? studentToken }),
      body: { rota: "/logado/turmas", print: "", descricao: "", categoria: categories.interface, ...body },
    });

  it("stores the report with its scope, user and route, and the screenshot in storage", async () => {
    const jpeg = await image("jpeg", 320, 200);
    const response = await report({
      rota: "/logado/turmas?aba=2",
      print: dataUrl(jpeg),
      descricao: "  O botão some  ",
      categoria: categories.interface,
      pro_codigo: "AULA-42",
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({ status: "sucesso", mensagem: expect.any(String) });

    const row = await t.server.db
      .selectFrom("issue_reports")
      .selectAll()
      .where("user_id", "=", t.users.aluna.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      scope: t.scope.key,
      tenant_id: t.tenant.id,
      user_id: t.users.aluna.id,
      category_id: categories.interface,
      rota: "/logado/turmas?aba=2",
      descricao: "O botão some",
      pro_codigo: "AULA-42",
    });
    expect(Date.now() - Date.parse(row.created_at)).toBeLessThan(60_000);
    expect(row.print_path).toMatch(/^issue-reports\/[\w-]+\/[a-f0-9]{32}\.jpg$/);
    const bytes = await t.server.stored(row.print_path ?? "");
    expect(bytes).not.toBeNull();
    const stored = await sharp(bytes ?? Buffer.alloc(0)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(["jpeg", 320, 200]);
  });

  it("stores the picture encoded again, never bytes appended to it", async () => {
    const token = await freshStudent();
    const page = Buffer.from("<html><script>alert(document.cookie)</script></html>");
    const polyglot = Buffer.concat([await image("png", 64, 48), page]);
    const response = await report(
      { print: dataUrl(polyglot, "image/png"), pro_codigo: "POLIGLOTA" },
      { token },
    );
    expect(response.status, response.text).toBe(200);
    const row = await t.scopedDb
      .selectFrom("issue_reports")
      .select("print_path")
      .where("pro_codigo", "=", "POLIGLOTA")
      .executeTakeFirstOrThrow();
    const stored = (await t.server.stored(row.print_path ?? "")) ?? Buffer.alloc(0);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.includes("<script>")).toBe(false);
    expect(stored.includes("<html>")).toBe(false);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 64, 48]);
  });

  it("refuses a header over pixels that do not decode", async () => {
    const token = await freshStudent();
    const png = await image("png", 64, 48);
    const truncated = png.subarray(0, Math.floor(png.length / 2));
    const response = await report({ print: dataUrl(truncated, "image/png") }, { token });
    expect(response.status).toBe(400);
    expect(response.json.status).toBe("erro");
  });

  it("accepts bare base64, PNG and WebP, and a report without a screenshot", async () => {
    const token = await freshStudent();
    const png = await image("png", 64, 48);
    expect((await report({ print: png.toString("base64") }, { token })).status).toBe(200);
    const webp = await image("webp", 64, 48);
    expect((await report({ print: dataUrl(webp, "image/webp") }, { token })).status).toBe(200);
    expect((await report({ print: "" }, { token })).status).toBe(200);
    const keys = await t.scopedDb
      .selectFrom("issue_reports")
      .select("print_path")
      .orderBy("id", "desc")
      .limit(3)
      .execute();
    expect(keys.map((row) => row.print_path?.split(".").at(-1) ?? null)).toEqual([null, "webp", "png"]);
  });

  it("requires a description for 'Outros.', in the request's language", async () => {
    const token = await freshStudent();
    const empty = await report({ categoria: categories.other, descricao: " \n " }, { token });
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({ status: "erro", mensagem: "A descrição é obrigatória." });
    const english = await report({ categoria: categories.other, descricao: "" }, { token, lang: "en-us" });
    expect(english.json.mensagem).toBe("Description is a required field.");
    expect((await report({ categoria: categories.other, descricao: "Outra coisa" }, { token })).status).toBe(
      200,
    );
  });

  it("refuses an unknown category", async () => {
    const response = await report({ categoria: 9999 }, { token: await freshStudent() });
    expect(response.status).toBe(400);
    expect(response.json.mensagem).toBe("Categoria não encontrada. Escolha uma das categorias disponíveis.");
  });

  it("refuses a screenshot over the size limit, and a body over the request limit", async () => {
    const token = await freshStudent();
    const oversized = Buffer.concat([pngHeader(800, 600), Buffer.alloc(SCREENSHOT_MAX_BYTES)]);
    const tooLarge = await report({ print: dataUrl(oversized, "image/png") }, { token });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.mensagem).toBe("A captura de tela deve ter no máximo 4 MB.");

    const huge = await report({ print: "A".repeat(7 * 1024 * 1024) }, { token });
    expect(huge.status).toBe(413);
    expect(huge.json).toEqual({ status: "erro", mensagem: "A requisição é grande demais." });
  });

  it("refuses what is not a PNG, JPEG or WebP image, whatever it claims", async () => {
    const token = await freshStudent();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const notImage = await report({ print: dataUrl(svg, "image/png") }, { token });
    expect(notImage.status).toBe(415);
    expect(notImage.json.mensagem).toBe("A captura de tela deve ser uma imagem PNG, JPEG ou WebP.");
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00", "latin1");
    expect((await report({ print: dataUrl(gif, "image/gif") }, { token })).status).toBe(415);
    const text = await report({ print: "isto não é uma imagem" }, { token });
    expect(text.status).toBe(400);
    expect(text.json.mensagem).toBe("A captura de tela enviada não é uma imagem válida.");
    const truncated = await report(
      { print: dataUrl(pngHeader(800, 600).subarray(0, 18), "image/png") },
      { token },
    );
    expect(truncated.status).toBe(400);
  });

  it("refuses absurd pixel sizes read from the header", async () => {
    const token = await freshStudent();
    for (const [width, height] of [
      [100_000, 10],
      [10, 40_000],
      [10_000, 10_000],
      [0, 600],
    ] as const) {
      const response = await report({ print: dataUrl(pngHeader(width, height), "image/png") }, { token });
      expect(response.status, `${width}×${height}`).toBe(400);
    }
    const wide = await report({ print: dataUrl(pngHeader(100_000, 10), "image/png") }, { token });
    expect(wide.json.mensagem).toBe(
      "A captura de tela deve ter no máximo 16384 pixels de lado e 40 milhões de pixels.",
    );
  });

  it("answers 401 without a session", async () => {
    const response = await report({}, { token: null });
    expect(response.status).toBe(401);
    expect(response.json.status).toBe("erro");
  });

  it("limits how many reports one user sends", async () => {
    const token = await freshStudent();
    for (let i = 0; i < 10; i++) expect((await report({}, { token })).status).toBe(200);
    const limited = await report({}, { token });
    expect(limited.status).toBe(429);
    expect(limited.headers["retry-after"]).toBeTruthy();
  });

  it("lists the scope's reports to its administrators, newest first, a page at a time", async () => {
    const all = await t.request("GET", `${LIST}?limite=50`, { token: adminToken });
    expect(all.status, all.text).toBe(200);
    expect(all.json.total).toBe(all.json.relatos.length);
    const times = all.json.relatos.map((r: { criado_em: string }) => r.criado_em);
    expect([...times].sort().reverse()).toEqual(times);
    const first = all.json.relatos.find((r: { pro_codigo: string | null }) => r.pro_codigo === "AULA-42");
    expect(first).toMatchObject({
      usuario: { id: t.users.aluna.id, nome: "Ana Souza", usuario: "aluna" },
      rota: "/logado/turmas?aba=2",
      categoria: { id: categories.interface, titulo: "Erro de interface." },
      descricao: "O botão some",
      tem_print: true,
    });

    const page = await t.request("GET", `${LIST}?pagina=2&limite=3`, { token: adminToken });
    expect(page.json).toMatchObject({ pagina: 2, limite: 3, total: all.json.total });
    expect(page.json.relatos).toEqual(all.json.relatos.slice(3, 6));
    const english = await t.request("GET", `/conta/en-us/reportar-erro/relatos?limite=50`, {
      token: adminToken,
    });
    const again = english.json.relatos.find((r: { id: number }) => r.id === first.id);
    expect(again.categoria.titulo).toBe("Interface error.");
    expect((await t.request("GET", `${LIST}?limite=500`, { token: adminToken })).status).toBe(400);
  });

  it("serves a report's screenshot to its administrators as the image it is", async () => {
    const list = await t.request("GET", `${LIST}?limite=50`, { token: adminToken });
    const withPrint = list.json.relatos.find(
      (r: { pro_codigo: string | null }) => r.pro_codigo === "AULA-42",
    );
    const response = await t.request("GET", `${PRINT}?id=${withPrint.id}`, { token: adminToken });
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    const meta = await sharp(response.raw).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 320, 200]);

    const withoutPrint = list.json.relatos.find((r: { tem_print: boolean }) => !r.tem_print);
    const missing = await t.request("GET", `${PRINT}?id=${withoutPrint.id}`, { token: adminToken });
    expect(missing.status).toBe(404);
    expect(missing.json.status).toBe("erro");
  });

  it("refuses the list and the screenshots to anyone but an administrator", async () => {
    const list = await t.request("GET", LIST, { token: studentToken });
    expect(list.status).toBe(403);
    expect(list.json.mensagem).toBe("Você não tem permissão para acessar este recurso.");
    const [row] = await t.scopedDb.selectFrom("issue_reports").select("id").execute();
    expect((await t.request("GET", `${PRINT}?id=${row?.id}`, { token: studentToken })).status).toBe(403);
    expect((await t.request("GET", LIST)).status).toBe(401);
  });

  it("never shows one tenant's reports to another tenant's administrator", async () => {
    const mine = await t.request("GET", `${LIST}?limite=50`, {
      host: t.otherHost,
      token: otherAdminToken,
    });
    expect(mine.status).toBe(200);
    expect(mine.json).toMatchObject({ relatos: [], total: 0 });
    const row = await t.scopedDb
      .selectFrom("issue_reports")
      .select("id")
      .where("print_path", "is not", null)
      .executeTakeFirstOrThrow();
    const print = await t.request("GET", `${PRINT}?id=${row.id}`, {
      host: t.otherHost,
      token: otherAdminToken,
    });
    expect(print.status).toBe(404);
    // Their token means nothing on this tenant's address.
    expect((await t.request("GET", LIST, { token: otherAdminToken })).status).toBe(401);
  });

  it("keeps a screenshot while its report is worked on, then 90 days after it is resolved, never past a year", async () => {
    const token = await freshStudent();
    const sent = async () => {
      expect((await report({ print: dataUrl(await image("jpeg", 64, 48)) }, { token })).status).toBe(200);
      return t.server.db
        .selectFrom("issue_reports")
        .select(["id", "print_path"])
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
    };
    const open = await sent();
    const resolved = await sent();
    await t.server.db
      .updateTable("issue_reports")
      .set({ status: "resolved", resolved_at: new Date().toISOString() })
      .where("id", "=", resolved.id)
      .execute();
    const storage = t.server.app.providers.storage;
    const settings = { auditDays: 365, loginAttemptDays: 90 };
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
    const printOf = async (id: number) =>
      (
        await t.server.db
          .selectFrom("issue_reports")
          .select("print_path")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).print_path;

    await purgeExpired(t.server.db, settings, storage, inDays(89));
    expect(await printOf(resolved.id)).toBe(resolved.print_path);
    expect(
      (await purgeExpired(t.server.db, settings, storage, inDays(91))).issue_reports,
    ).toBeGreaterThanOrEqual(1);
    expect(await printOf(resolved.id)).toBeNull();
    expect(await t.server.stored(resolved.print_path ?? "")).toBeNull();
    // The open one stays until it is a year old; the report itself stays after its screenshot goes.
    expect(await printOf(open.id)).toBe(open.print_path);
    await purgeExpired(t.server.db, settings, storage, inDays(366));
    expect(await printOf(open.id)).toBeNull();
    expect(await t.server.stored(open.print_path ?? "")).toBeNull();
  });
});
