import { assignmentCreate } from "@trilha/contracts/assignments.calls";
import { deliveryMine, deliveryOfStudent } from "@trilha/contracts/deliveries.calls";
import * as lessonsCalls from "@trilha/contracts/lessons.calls";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { inDays as at, ptPath as path } from "../../test/calls.ts";
import { ANA, ANAS_MOTHER, CLASS_TEACHERS, PRINCIPAL } from "../../test/class-people.ts";
import { createClassGroup, createGuardian } from "../../test/factories.ts";
import { testDialectsAndStorages } from "../../test/storages.ts";
import { useTenantServer } from "../../test/tenant-server.ts";
import { pdfBytes, uploadFile } from "../../test/upload-file.ts";

const fields = { corpo: "<p>Leia os anexos.</p>", componente: null, serie: null, tags: [] };

describe.each(testDialectsAndStorages())("a lesson's attachments on %s, stored on %s", (dialect, storage) => {
  const t = useTenantServer(dialect, {
    storage,
    env: { UPLOAD_MAX_FILES_PER_DELIVERY: "3" },
    users: [...CLASS_TEACHERS, ANA, { usuario: "caio", nome: "Caio Lima" }, ANAS_MOTHER, PRINCIPAL],
    other: [{ usuario: "professora", share: true }, PRINCIPAL],
  });
  const tokens: Record<string, string> = {};
  let groupA = 0;
  let groupB = 0;
  let picture: Buffer;
  const pdf = pdfBytes(300);

  const as = (login: string, host?: string) => (route: string, body: unknown) =>
    t.request("POST", route, { body, token: tokens[login] as string, ...(host ? { host } : {}) });
  const get = (route: string, login: string, options: { host?: string; range?: string } = {}) =>
    t.request("GET", route, {
      token: tokens[login] as string,
      ...(options.host ? { host: options.host } : {}),
      ...(options.range ? { headers: { range: options.range } } : {}),
    });
  const read = (id: number, login: string, options: { host?: string; range?: string } = {}) =>
    get(path(lessonsCalls.lessonAttachment, `?anexo_id=${id}`), login, options);
  const assign = async (lessonId: number, groupId: number, startsIn: number) => {
    const given = await as("professora")(path(assignmentCreate), {
      conteudo_id: lessonId,
      turma_id: groupId,
      agendamento: { inicio: at(startsIn), fim: at(startsIn + 5) },
    });
    expect(given.status, given.text).toBe(200);
    return given.json.atribuicao.id as number;
  };

  beforeAll(async () => {
    const { db } = t.server;
    const { professora, professora2, ana, caio, mae } = t.users;
    groupA = await createClassGroup(db, t.scope, { nome: "7º ano A" }, [
      [professora.id, "teacher"],
      [professora2.id, "teacher"],
      [ana.id, "student"],
    ]);
    groupB = await createClassGroup(db, t.scope, { nome: "8º ano B" }, [
      [professora.id, "teacher"],
      [caio.id, "student"],
    ]);
    await createGuardian(db, t.scope, mae.id, ana.id);
    Object.assign(tokens, await t.signInAll());
    picture = await sharp({ create: { width: 6, height: 4, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
  });

  /** A lesson of the author's with these files attached, as its creation answered it. */
  async function lessonWith(titulo: string, files: { bytes: Buffer; nome: string; tipo: string }[]) {
    const ids: string[] = [];
    for (const file of files) ids.push((await uploadFile(as("professora"), file.bytes, file)).id);
    const created = await as("professora")(path(lessonsCalls.lessonCreate), {
      tipo: "PAD",
      titulo,
      ...fields,
      novos_anexos: ids,
    });
    expect(created.status, created.text).toBe(200);
    return created.json.conteudo;
  }

  it("attaches the author's files in order, lists them with the lesson, and serves them as sent", async () => {
    const lesson = await lessonWith("Frações com anexos", [
      { bytes: pdf, nome: "Lista de exercícios.pdf", tipo: "application/pdf" },
      { bytes: picture, nome: "mapa.png", tipo: "image/png" },
    ]);
    expect(lesson.anexos).toEqual([
      {
        id: expect.any(Number),
        nome: "Lista de exercícios.pdf",
        tamanho: pdf.length,
        tipo: "application/pdf",
      },
      { id: expect.any(Number), nome: "mapa.png", tamanho: picture.length, tipo: "image/png" },
    ]);
    const got = await get(path(lessonsCalls.lessonGet, `?conteudo_id=${lesson.id}`), "professora");
    expect(got.json.conteudo.anexos).toEqual(lesson.anexos);

    const [first, second] = lesson.anexos as { id: number }[];
    const served = await read(first?.id as number, "professora");
    expect(served.status, served.text).toBe(200);
    expect(served.raw.equals(pdf)).toBe(true);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.headers["content-disposition"]).toBe(
      `inline; filename="Lista de exercicios.pdf"; filename*=UTF-8''Lista%20de%20exerc%C3%ADcios.pdf`,
    );
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["cache-control"]).toBe("no-store");
    const part = await read(second?.id as number, "professora", { range: "bytes=0-7" });
    expect(part.status).toBe(206);
    expect(part.raw.equals(picture.subarray(0, 8))).toBe(true);

    // The bytes are the lesson's own copy, among the lesson attachments of this scope.
    const rows = await t.server.db
      .selectFrom("lesson_attachments")
      .select(["object_key", "position"])
      .where("id", "in", [first?.id as number, second?.id as number])
      .orderBy("position")
      .execute();
    expect(rows.map((row) => row.position)).toEqual([0, 1]);
    for (const row of rows)
      expect(row.object_key).toMatch(/^lesson-attachments\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]{22}$/);
    expect((await t.server.stored(rows[0]?.object_key as string))?.equals(pdf)).toBe(true);

    const limits = await get(path(lessonsCalls.lessonAttachmentLimits), "professora");
    expect(limits.json.limites).toEqual({ arquivo_max_bytes: expect.any(Number), arquivos_max: 3 });
    expect((await get(path(lessonsCalls.lessonAttachmentLimits), "ana")).status).toBe(403);
  });

  it("carries the files into a new version unless removed; versions already given keep theirs", async () => {
    const lesson = await lessonWith("Sistema solar", [
      { bytes: pdf, nome: "roteiro.pdf", tipo: "application/pdf" },
      { bytes: picture, nome: "planetas.png", tipo: "image/png" },
    ]);
    const [roteiro, planetas] = lesson.anexos as { id: number; nome: string }[];
    const givenV1 = await assign(lesson.id, groupA, -1);

    // Edited without naming the files: all of them go on, as rows of the new version.
    const v2 = await as("professora")(path(lessonsCalls.lessonEdit), {
      conteudo_id: lesson.id,
      titulo: "Sistema solar (revisto)",
      ...fields,
    });
    expect(v2.status, v2.text).toBe(200);
    expect(v2.json.conteudo.versao).toBe(2);
    expect(v2.json.conteudo.anexos.map((file: { nome: string }) => file.nome)).toEqual([
      "roteiro.pdf",
      "planetas.png",
    ]);
    expect(v2.json.conteudo.anexos[0].id).not.toBe(roteiro?.id);

    // 'Remover' the picture and attach another PDF: version 3 has the first PDF and the new one.
    const extra = await uploadFile(as("professora"), pdfBytes(120), { nome: "gabarito.pdf" });
    const v3 = await as("professora")(path(lessonsCalls.lessonEdit), {
      conteudo_id: lesson.id,
      titulo: "Sistema solar (revisto)",
      ...fields,
      anexos: [v2.json.conteudo.anexos[0].id],
      novos_anexos: [extra.id],
    });
    expect(v3.status, v3.text).toBe(200);
    expect(v3.json.conteudo.anexos.map((file: { nome: string }) => file.nome)).toEqual([
      "roteiro.pdf",
      "gabarito.pdf",
    ]);
    const givenV3 = await assign(lesson.id, groupB, -1);

    // Ana was given version 1: she still sees and reads both of its files; Caio, given version 3, its own.
    const anasPage = await get(path(deliveryMine, `?atribuicao_id=${givenV1}`), "ana");
    expect(anasPage.json.conteudo.versao).toBe(1);
    expect(anasPage.json.conteudo.anexos).toEqual(lesson.anexos);
    expect((await read(planetas?.id as number, "ana")).raw.equals(picture)).toBe(true);
    const caiosPage = await get(path(deliveryMine, `?atribuicao_id=${givenV3}`), "caio");
    expect(caiosPage.json.conteudo.anexos).toEqual(v3.json.conteudo.anexos);
    // Neither reads the other version's files: each is another class's.
    expect((await read(planetas?.id as number, "caio")).status).toBe(404);
    expect((await read(v3.json.conteudo.anexos[1].id, "ana")).status).toBe(404);

    // A file of another lesson is not this one's to keep.
    const other = await lessonWith("Outra lição", [
      { bytes: pdf, nome: "outra.pdf", tipo: "application/pdf" },
    ]);
    const foreignFile = await as("professora")(path(lessonsCalls.lessonEdit), {
      conteudo_id: lesson.id,
      titulo: "Sistema solar",
      ...fields,
      anexos: [other.anexos[0].id],
    });
    expect(foreignFile.status).toBe(404);
    expect(foreignFile.json.mensagem).toBe("Arquivo não encontrado.");
  });

  it("serves a file to the author, the classes' teachers and started students, the catalogue's readers while it is current, and administrators only", async () => {
    const lesson = await lessonWith("Leitura", [{ bytes: pdf, nome: "texto.pdf", tipo: "application/pdf" }]);
    const fileId = lesson.anexos[0].id as number;
    const given = await assign(lesson.id, groupA, -1);
    // Caio's class gets it next week: until then, nothing of it is his to read.
    const later = await assign(lesson.id, groupB, 7);

    // 'intrusa' teaches no class of it, but may author: the catalogue's current version is hers to preview.
    for (const login of ["professora", "professora2", "ana", "diretora", "intrusa"]) {
      const served = await read(fileId, login);
      expect(served.status, `${login}: ${served.text}`).toBe(200);
      expect(served.raw.equals(pdf)).toBe(true);
    }
    for (const login of ["caio", "mae"]) {
      const refused = await read(fileId, login);
      expect(refused.status, login).toBe(404);
      expect(refused.json.mensagem).toBe("Arquivo não encontrado.");
    }
    const caiosPage = await get(path(deliveryMine, `?atribuicao_id=${later}`), "caio");
    expect(caiosPage.status, caiosPage.text).toBe(200);
    expect(caiosPage.json.conteudo.anexos).toEqual([]);
    // 'Em breve': the title and dates only, never the prompt (a test's questions) before it opens.
    expect(caiosPage.json.conteudo.titulo).toBe("Leitura");
    expect(caiosPage.json.conteudo.corpo).toBe("");
    expect(caiosPage.text).not.toContain("Leia os anexos");
    const teachersView = await get(
      path(deliveryOfStudent, `?atribuicao_id=${given}&aluno_id=${t.users.ana.id}`),
      "professora2",
    );
    expect(teachersView.json.conteudo.anexos).toEqual(lesson.anexos);
    expect(teachersView.json.conteudo.corpo).toBe(fields.corpo);

    // Another tenant: its administrator is not this scope's, and a session of here is unknown there.
    expect((await read(fileId, "outra-diretora", { host: t.otherHost })).status).toBe(404);
    expect((await read(fileId, "ana", { host: t.otherHost })).status).toBe(401);
    expect((await read(999_999, "diretora")).status).toBe(404);
  });

  it("never serves another tenant's file, nor attaches another tenant's upload", async () => {
    const theirs = await uploadFile(as("outra-professora", t.otherHost), pdf, { nome: "deles.pdf" });
    const created = await as("outra-professora", t.otherHost)(path(lessonsCalls.lessonCreate), {
      tipo: "ARQ",
      titulo: "Lição da outra escola",
      ...fields,
      novos_anexos: [theirs.id],
    });
    expect(created.status, created.text).toBe(200);
    const theirFile = created.json.conteudo.anexos[0].id as number;
    expect((await read(theirFile, "outra-professora", { host: t.otherHost })).status).toBe(200);
    for (const login of ["diretora", "professora"]) expect((await read(theirFile, login)).status).toBe(404);
    const taken = await as("professora")(path(lessonsCalls.lessonCreate), {
      tipo: "PAD",
      titulo: "Com envio alheio",
      ...fields,
      novos_anexos: [theirs.id],
    });
    expect(taken.status).toBe(404);
  });

  it("refuses a wrong type, an upload not the author's or unfinished, and more files than a delivery takes", async () => {
    const page = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
    const html = await uploadFile(as("professora"), page, { nome: "pagina.pdf", tipo: "application/pdf" });
    expect(html.finished?.status).toBe(415);
    expect(html.finished?.json.mensagem).toBe(
      "Este tipo de arquivo não é aceito. Envie PDF, imagem, documento, planilha, apresentação, áudio ou vídeo.",
    );
    const create = (ids: string[], login = "professora") =>
      as(login)(path(lessonsCalls.lessonCreate), {
        tipo: "PAD",
        titulo: "Recusada",
        ...fields,
        novos_anexos: ids,
      });
    expect((await create([html.id])).status).toBe(404);

    const anas = await uploadFile(as("ana"), pdf);
    expect((await create([anas.id])).status).toBe(404);
    const unfinished = await uploadFile(as("professora"), pdf, { nome: "metade.pdf", finish: false });
    const notFinished = await create([unfinished.id]);
    expect(notFinished.status).toBe(409);
    expect(notFinished.json.mensagem).toBe("O arquivo metade.pdf ainda não terminou de ser enviado.");

    const four: string[] = [];
    for (let index = 0; index < 4; index++) four.push((await uploadFile(as("professora"), pdf)).id);
    const tooMany = await create(four);
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.mensagem).toBe("Anexe no máximo 3 arquivos ao conteúdo.");
    // Kept and new files count together.
    const lesson = await lessonWith("Três anexos", [
      { bytes: pdf, nome: "a.pdf", tipo: "application/pdf" },
      { bytes: pdf, nome: "b.pdf", tipo: "application/pdf" },
    ]);
    const past = await as("professora")(path(lessonsCalls.lessonEdit), {
      conteudo_id: lesson.id,
      titulo: "Três anexos",
      ...fields,
      novos_anexos: four.slice(0, 2),
    });
    expect(past.status).toBe(400);
    const got = await get(path(lessonsCalls.lessonGet, `?conteudo_id=${lesson.id}`), "professora");
    expect(got.json.conteudo.versao).toBe(1);
    // Someone who may not author attaches nothing, even their own upload.
    expect((await create([anas.id], "ana")).status).toBe(403);
  });
});
