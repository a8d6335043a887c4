import * as lessonsCalls from "@trilha/contracts/lessons.calls";
import { beforeAll, describe, expect, it } from "vitest";
import { ptPath as path } from "../../test/calls.ts";
import { ANA, CLASS_TEACHERS } from "../../test/class-people.ts";
import { testDialects } from "../../test/dialects.ts";
import { createClassGroup } from "../../test/factories.ts";
import { useTenantServer } from "../../test/tenant-server.ts";
import { pdfBytes, uploadFile } from "../../test/upload-file.ts";

// 'Pré-visualizar' (issue 24): a teacher who gives lessons but may not write them sees one before giving it.
describe.each(testDialects())("a lesson of the catalogue previewed on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    users: [...CLASS_TEACHERS, ANA, { usuario: "secretaria" }],
    other: [{ usuario: "professora", share: true }],
  });
  const tokens: Record<string, string> = {};
  const pdf = pdfBytes(200);

  const as = (login: string, host?: string) => (route: string, body: unknown) =>
    t.request("POST", route, { body, token: tokens[login] as string, ...(host ? { host } : {}) });
  const preview = (id: number, login: string, host?: string) =>
    t.request("GET", path(lessonsCalls.lessonPreview, `?conteudo_id=${id}`), {
      token: tokens[login] as string,
      ...(host ? { host } : {}),
    });
  const readFile = (id: number, login: string) =>
    t.request("GET", path(lessonsCalls.lessonAttachment, `?anexo_id=${id}`), {
      token: tokens[login] as string,
    });

  beforeAll(async () => {
    const { professora, professora2, ana } = t.users;
    await createClassGroup(t.server.db, t.scope, { nome: "7º ano A" }, [
      [professora.id, "teacher"],
      [professora2.id, "teacher"],
      [ana.id, "student"],
    ]);
    Object.assign(tokens, await t.signInAll());
  });

  it("shows the current version's body, grade and files to a teacher who does not author, and to nobody else", async () => {
    const upload = await uploadFile(as("professora"), pdf, { nome: "lista.pdf" });
    const created = await as("professora")(path(lessonsCalls.lessonCreate), {
      tipo: "ESC",
      titulo: "Prova de frações",
      corpo: "<p>Questão 1: some 1/2 e 1/3.</p>",
      componente: "Matemática",
      serie: "7º ano",
      tags: [],
      novos_anexos: [upload.id],
    });
    expect(created.status, created.text).toBe(200);
    const lesson = created.json.conteudo;

    const seen = await preview(lesson.id, "professora2");
    expect(seen.status, seen.text).toBe(200);
    expect(seen.json.conteudo).toMatchObject({
      id: lesson.id,
      titulo: "Prova de frações",
      tipo: "ESC",
      versao: 1,
      corpo: "<p>Questão 1: some 1/2 e 1/3.</p>",
      nota_maxima: 10,
      anexos: [{ nome: "lista.pdf", tamanho: pdf.length }],
      autor: { id: t.users.professora.id },
    });
    const fileId = seen.json.conteudo.anexos[0].id as number;
    expect((await readFile(fileId, "professora2")).status).toBe(200);

    // A student never sees a lesson before it is given (it may be a test), nor its files; someone who neither
    // teaches nor authors has no catalogue; another tenant's session does not find it.
    for (const login of ["ana", "secretaria"])
      expect((await preview(lesson.id, login)).status, login).toBe(403);
    for (const login of ["ana", "secretaria"])
      expect((await readFile(fileId, login)).status, login).toBe(404);
    tokens.outra = await t.signIn("professora", t.otherHost);
    expect((await preview(lesson.id, "outra", t.otherHost)).status).toBe(404);
    expect((await preview(999_999, "professora2")).status).toBe(404);

    // A new version without the file: the old file is no longer the catalogue's, so no longer hers to open.
    const edited = await as("professora")(path(lessonsCalls.lessonEdit), {
      conteudo_id: lesson.id,
      titulo: "Prova de frações",
      corpo: "<p>Questão 1: some 1/4 e 1/3.</p>",
      componente: "Matemática",
      serie: "7º ano",
      tags: [],
      anexos: [],
    });
    expect(edited.status, edited.text).toBe(200);
    expect((await preview(lesson.id, "professora2")).json.conteudo).toMatchObject({ versao: 2, anexos: [] });
    expect((await readFile(fileId, "professora2")).status).toBe(404);

    const archived = await as("professora")(path(lessonsCalls.lessonArchive), {
      conteudo_id: lesson.id,
      arquivado: true,
    });
    expect(archived.status, archived.text).toBe(200);
    expect((await preview(lesson.id, "professora2")).status).toBe(404);
  });
});
