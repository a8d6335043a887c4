import * as deliveriesCalls from "@trilha/contracts/deliveries.calls";
import { lessonAttachmentMedia } from "@trilha/contracts/lessons.calls";
import { uploadCreate } from "@trilha/contracts/uploads.calls";
import ExcelJS from "exceljs";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { dispositionOf } from "../../http/file-reply.ts";
import { inDays as at, ptPath as path } from "../../test/calls.ts";
import { ANA, ANAS_MOTHER, CLASS_TEACHERS, PRINCIPAL } from "../../test/class-people.ts";
import { createClassGroup, createGuardian } from "../../test/factories.ts";
import { giveLesson } from "../../test/given-lessons.ts";
import { testDialectsAndStorages } from "../../test/storages.ts";
import { useTenantServer } from "../../test/tenant-server.ts";
import { pdfBytes, uploadFile } from "../../test/upload-file.ts";

describe("the Content-Disposition of a stored file", () => {
  it("keeps the person's name, encoded, and a plain fallback no name can break", () => {
    expect(dispositionOf("inline", "trabalho.pdf")).toBe(
      `inline; filename="trabalho.pdf"; filename*=UTF-8''trabalho.pdf`,
    );
    expect(dispositionOf("attachment", 'Redação "final";\r\nx.pdf')).toBe(
      `attachment; filename="Redacao _final__x.pdf"; filename*=UTF-8''Reda%C3%A7%C3%A3o%20%22final%22%3B%0D%0Ax.pdf`,
    );
    expect(dispositionOf("attachment", "日本.pdf")).toMatch(/^attachment; filename="\.pdf"/);
  });
});

describe.each(testDialectsAndStorages())("ARQ deliveries' files on %s, stored on %s", (dialect, storage) => {
  const t = useTenantServer(dialect, {
    storage,
    env: { UPLOAD_MAX_FILES_PER_DELIVERY: "3" },
    users: [...CLASS_TEACHERS, ANA, { usuario: "bia", nome: "Bia Lima" }, ANAS_MOTHER, PRINCIPAL],
    other: [{ usuario: "ana", nome: "Ana de outra escola" }, PRINCIPAL],
  });
  const tokens: Record<string, string> = {};
  let arq = 0;
  let esc = 0;

  const as = (login: string, host?: string) => (route: string, body: unknown) =>
    t.request("POST", route, { body, token: tokens[login] as string, ...(host ? { host } : {}) });
  const deliver = (login: string, body: Record<string, unknown>) =>
    as(login)(path(deliveriesCalls.deliverySubmit), { atribuicao_id: arq, ...body });
  const readFile = (id: number, login: string, host?: string) =>
    t.request("GET", path(deliveriesCalls.deliveryFile, `?arquivo_id=${id}`), {
      token: tokens[login] as string,
      ...(host ? { host } : {}),
    });

  beforeAll(async () => {
    const { db } = t.server;
    const { professora, professora2, ana, bia, intrusa, mae } = t.users;
    const groupA = await createClassGroup(db, t.scope, { nome: "7º ano A" }, [
      [professora.id, "teacher"],
      [professora2.id, "teacher"],
      [ana.id, "student"],
      [bia.id, "student"],
    ]);
    await createClassGroup(db, t.scope, { nome: "7º ano B" }, [[intrusa.id, "teacher"]]);
    await createGuardian(db, t.scope, mae.id, ana.id);
    Object.assign(tokens, await t.signInAll());
    for (const tipo of ["ARQ", "ESC"] as const) {
      const given = await giveLesson(t, tokens.professora as string, {
        tipo,
        titulo: `Lição ${tipo}`,
        corpo: "<p>Envie seu trabalho.</p>",
        componente: null,
        turma_id: groupA,
        inicio: at(-1),
        fim: at(5),
      });
      if (tipo === "ARQ") arq = given;
      else esc = given;
    }
  });

  it("refuses files that are not the student's, not finished, too many, or on a lesson that takes none", async () => {
    const ana = as("ana");
    const mine = await uploadFile(ana, pdfBytes());
    const unfinished = await uploadFile(ana, pdfBytes(), { finish: false });
    const biasUpload = await uploadFile(as("bia"), pdfBytes());
    const foreign = await uploadFile(as("outra-ana", t.otherHost), pdfBytes());
    for (const [ids, status, message] of [
      [[biasUpload.id], 404, "Envio não encontrado."],
      [[foreign.id], 404, "Envio não encontrado."],
      [[unfinished.id], 409, "O arquivo trabalho.pdf ainda não terminou de ser enviado."],
      [[], 400, "Envie pelo menos um arquivo antes de entregar."],
    ] as const) {
      const refused = await deliver("ana", { chave_envio: `recusa-${status}-${ids.length}`, arquivos: ids });
      expect(refused.status, refused.text).toBe(status);
      expect(refused.json.mensagem).toBe(message);
    }
    const more = [mine.id, (await uploadFile(ana, pdfBytes())).id, (await uploadFile(ana, pdfBytes())).id];
    const tooMany = await deliver("ana", {
      chave_envio: "recusa-muitos",
      arquivos: [...more, (await uploadFile(ana, pdfBytes())).id],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.mensagem).toBe("Entregue no máximo 3 arquivos.");
    const onEsc = await ana(path(deliveriesCalls.deliverySubmit), {
      atribuicao_id: esc,
      chave_envio: "recusa-esc",
      resposta: "Texto",
      arquivos: [mine.id],
    });
    expect(onEsc.status).toBe(400);
    expect(onEsc.json.mensagem).toBe("Este conteúdo não recebe arquivos.");
    // Nothing of the refused deliveries was recorded: the attempt is still open, with no file.
    const page = await t.request("GET", path(deliveriesCalls.deliveryMine, `?atribuicao_id=${arq}`), {
      token: tokens.ana,
    });
    expect(
      page.json.entrega.tentativas.flatMap((attempt: { arquivos: unknown[] }) => attempt.arquivos),
    ).toEqual([]);
    expect(page.json.limites).toEqual({ arquivo_max_bytes: 50 * 1024 * 1024, arquivos_max: 3 });
  });

  it("refuses at the start a file of a type never kept", async () => {
    const page = await as("ana")(path(uploadCreate), { nome: "pagina.html", tamanho: 10, tipo: "text/html" });
    expect(page.status).toBe(415);
    const svg = await as("ana")(path(uploadCreate), {
      nome: "desenho.svg",
      tamanho: 10,
      tipo: "image/svg+xml",
    });
    expect(svg.status).toBe(415);
  });

  it("records the files on the attempt, and serves them to the student, the class's teachers, her guardians and the administrators only", async () => {
    const ana = as("ana");
    const pdf = pdfBytes(3000);
    const picture = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    const book = new ExcelJS.Workbook();
    book.addWorksheet("Notas").addRow(["Ana", 7.5]);
    const sheet = Buffer.from(await book.xlsx.writeBuffer());
    const uploads = [
      await uploadFile(ana, pdf, { nome: "Redação final.pdf" }),
      await uploadFile(ana, picture, { nome: "foto.png", tipo: "image/png" }),
      await uploadFile(ana, sheet, { nome: "tabela.xlsx", tipo: "" }),
    ];
    const delivered = await deliver("ana", { chave_envio: "ana-arq-1", arquivos: uploads.map((u) => u.id) });
    expect(delivered.status, delivered.text).toBe(200);
    const files = delivered.json.entrega.tentativas[0].arquivos;
    expect(files).toMatchObject([
      { nome: "Redação final.pdf", tamanho: pdf.length, tipo: "application/pdf" },
      { nome: "foto.png", tipo: "image/png" },
      { nome: "tabela.xlsx", tipo: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
    ]);
    // The same key again answers the delivery as it is, without recording the files twice.
    const again = await deliver("ana", { chave_envio: "ana-arq-1", arquivos: uploads.map((u) => u.id) });
    expect(again.json.entrega.tentativas[0].arquivos).toHaveLength(3);

    const [pdfFile, pngFile, sheetFile] = files as { id: number }[] as [
      { id: number },
      { id: number },
      { id: number },
    ];
    const own = await readFile(pdfFile.id, "ana");
    expect(own.status, own.text).toBe(200);
    expect(own.raw.equals(pdf)).toBe(true);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect(own.headers["content-disposition"]).toBe(
      `inline; filename="Redacao final.pdf"; filename*=UTF-8''Reda%C3%A7%C3%A3o%20final.pdf`,
    );
    expect(own.headers["x-content-type-options"]).toBe("nosniff");
    expect(own.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(own.headers["cache-control"]).toBe("no-store");
    const png = await readFile(pngFile.id, "professora");
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.raw.equals(picture)).toBe(true);
    const download = await readFile(sheetFile.id, "ana");
    expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="tabela.xlsx"/);

    for (const reader of ["professora", "professora2", "mae", "diretora"]) {
      const read = await readFile(pdfFile.id, reader);
      expect(read.status, `${reader}: ${read.text}`).toBe(200);
      expect(read.raw.equals(pdf)).toBe(true);
    }
    // Another student, a teacher of another class, another platform's people: the file does not exist.
    for (const reader of ["bia", "intrusa"]) {
      const refused = await readFile(pdfFile.id, reader);
      expect(refused.status, reader).toBe(404);
      expect(refused.json.mensagem).toBe("Arquivo não encontrado.");
    }
    for (const reader of ["outra-ana", "outra-diretora"]) {
      expect((await readFile(pdfFile.id, reader, t.otherHost)).status, reader).toBe(404);
    }
    expect((await readFile(999_999, "ana")).status).toBe(404);
    expect(
      (await t.request("GET", path(deliveriesCalls.deliveryFile, `?arquivo_id=${pdfFile.id}`))).status,
    ).toBe(401);
  });

  it("opens a new attempt on a redo with files of its own, the old attempt's still readable", async () => {
    const redo = await as("professora")(path(deliveriesCalls.deliveryRedo), {
      atribuicao_id: arq,
      aluno_id: t.users.ana.id,
      comentario: "Falta a bibliografia.",
    });
    expect(redo.status, redo.text).toBe(200);
    const second = pdfBytes(500);
    const upload = await uploadFile(as("ana"), second, { nome: "versao-2.pdf" });
    const delivered = await deliver("ana", { chave_envio: "ana-arq-2", arquivos: [upload.id] });
    expect(delivered.status, delivered.text).toBe(200);
    const [first, next] = delivered.json.entrega.tentativas as { arquivos: { id: number; nome: string }[] }[];
    expect(first?.arquivos).toHaveLength(3);
    expect(next?.arquivos.map((file) => file.nome)).toEqual(["versao-2.pdf"]);
    expect((await readFile(first?.arquivos[0]?.id ?? 0, "professora")).status).toBe(200);
    expect((await readFile(next?.arquivos[0]?.id ?? 0, "professora")).raw.equals(second)).toBe(true);
  });

  it("serves one byte range of a file, as phones ask to play or page through it", async () => {
    // A PDF of 3000 bytes, each position telling its bytes apart.
    const pdf = pdfBytes(3000);
    for (let at = 16; at < pdf.length; at += 1) pdf[at] = at % 251;
    const upload = await uploadFile(as("bia"), pdf, { nome: "Relatório.pdf" });
    const delivered = await deliver("bia", { chave_envio: "bia-arq-1", arquivos: [upload.id] });
    expect(delivered.status, delivered.text).toBe(200);
    const id: number = delivered.json.entrega.tentativas[0].arquivos[0].id;
    const ranged = (headers: Record<string, string>, reader = "bia") =>
      t.request("GET", path(deliveriesCalls.deliveryFile, `?arquivo_id=${id}`), {
        token: tokens[reader] as string,
        headers,
      });
    const keptHeaders = (answer: { headers: Record<string, unknown> }) => {
      expect(answer.headers["accept-ranges"]).toBe("bytes");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.headers["content-security-policy"]).toContain("default-src 'none'");
    };

    const whole = await ranged({});
    expect(whole.status).toBe(200);
    expect(whole.raw.equals(pdf)).toBe(true);
    expect(whole.headers["content-range"]).toBeUndefined();
    keptHeaders(whole);

    for (const [range, start, end] of [
      ["bytes=0-499", 0, 499],
      ["bytes=2990-", 2990, 2999],
      ["bytes=-100", 2900, 2999],
      ["bytes=0-0", 0, 0],
      ["bytes=2500-999999", 2500, 2999],
      ["bytes=-5000", 0, 2999],
    ] as const) {
      const part = await ranged({ range }, "professora");
      expect(part.status, range).toBe(206);
      expect(part.headers["content-range"], range).toBe(`bytes ${start}-${end}/3000`);
      expect(part.headers["content-length"], range).toBe(String(end - start + 1));
      expect(part.raw.equals(pdf.subarray(start, end + 1)), range).toBe(true);
      expect(part.headers["content-type"]).toBe("application/pdf");
      expect(part.headers["content-disposition"]).toBe(
        `inline; filename="Relatorio.pdf"; filename*=UTF-8''Relat%C3%B3rio.pdf`,
      );
      keptHeaders(part);
    }

    for (const range of ["bytes=3000-", "bytes=5000-6000", "bytes=-0"]) {
      const none = await ranged({ range });
      expect(none.status, range).toBe(416);
      expect(none.headers["content-range"], range).toBe("bytes */3000");
      expect(none.raw.length).toBe(0);
      keptHeaders(none);
    }

    // Several ranges, a malformed header, another unit, an If-Range: the whole file.
    for (const headers of [
      { range: "bytes=0-1,10-20" } as Record<string, string>,
      { range: "bytes=20-10" },
      { range: "bytes=abc" },
      { range: "items=0-1" },
      { range: "bytes=0-1", "if-range": '"x"' },
    ]) {
      const all = await ranged(headers);
      expect(all.status, JSON.stringify(headers)).toBe(200);
      expect(all.raw.equals(pdf)).toBe(true);
      expect(all.headers["content-length"]).toBe("3000");
    }

    // A range asks nothing of who may read: the file stays another student's, and anyone else's 404.
    expect((await ranged({ range: "bytes=0-9" }, "ana")).status).toBe(404);
    expect((await ranged({ range: "bytes=3000-" }, "intrusa")).status).toBe(404);
  });

  it("gives the readers of a delivered file a short-lived link a player reads by ranges with no session, and no one else", async () => {
    // Bia's delivery of the range test, answered again by its key.
    const delivered = (await deliver("bia", { chave_envio: "bia-arq-1", arquivos: [] })).json;
    const id: number = delivered.entrega.tentativas[0].arquivos[0].id;
    const linkFor = (reader: string, host?: string) =>
      as(reader, host)(path(deliveriesCalls.deliveryFileLink), { arquivo_id: id });
    const answer = await linkFor("professora");
    expect(answer.status, answer.text).toBe(200);
    const url = answer.json.url as string;
    expect(url.startsWith(`${path(deliveriesCalls.deliveryFileMedia)}?link=`)).toBe(true);
    expect(Date.parse(answer.json.expira_em) - Date.now()).toBeGreaterThan(29 * 60_000);
    const part = await t.request("GET", url, { headers: { range: "bytes=0-9" } });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe("bytes 0-9/3000");
    expect(part.raw.equals((await readFile(id, "bia")).raw.subarray(0, 10))).toBe(true);
    for (const reader of ["bia", "professora2", "diretora"])
      expect((await linkFor(reader)).status, reader).toBe(200);
    // Another student, another student's guardian, a teacher of another class: the file does not exist.
    for (const reader of ["ana", "mae", "intrusa"]) expect((await linkFor(reader)).status, reader).toBe(404);
    expect((await linkFor("outra-diretora", t.otherHost)).status).toBe(404);
    // The link opens on its own tenant only, and a lesson attachment's address does not read it.
    expect((await t.request("GET", url, { host: t.otherHost })).status).toBe(404);
    const link = url.slice(url.indexOf("=") + 1);
    const asAttachment = `${path(lessonAttachmentMedia)}?link=${link}`;
    expect((await t.request("GET", asAttachment)).status).toBe(404);
  });
});
