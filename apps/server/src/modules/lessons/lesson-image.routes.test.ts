import { callPath } from "@trilha/contracts/call";
import { lessonCreate, lessonImageAdd } from "@trilha/contracts/lessons.calls";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { testDialectsAndStorages } from "../../test/storages.ts";
import { useTenantServer } from "../../test/tenant-server.ts";
import { pdfBytes, uploadFile } from "../../test/upload-file.ts";

const path = (call: { path: `/${string}` }) => callPath(call, "pt-br");

describe.each(testDialectsAndStorages())("a lesson's pictures on %s, stored on %s", (dialect, storage) => {
  const t = useTenantServer(dialect, {
    storage,
    users: [{ usuario: "professora", share: true }, { usuario: "aluna" }],
    other: [{ usuario: "professora", share: true }],
  });
  const tokens: Record<string, string> = {};
  let picture: Buffer;
  const as = (login: string, host?: string) => (route: string, body: unknown) =>
    t.request("POST", route, { body, token: tokens[login] as string, ...(host ? { host } : {}) });

  beforeAll(async () => {
    tokens.professora = await t.signIn("professora");
    tokens.aluna = await t.signIn("aluna");
    tokens.outra = await t.signIn("professora", t.otherHost);
    picture = await sharp({ create: { width: 6, height: 4, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
  });

  it("stores an author's picture, serves it by its address with no session, and keeps it in the body", async () => {
    const upload = await uploadFile(as("professora"), picture, { nome: "mapa.png", tipo: "image/png" });
    const added = await as("professora")(path(lessonImageAdd), { envio_id: upload.id });
    expect(added.status, added.text).toBe(200);
    const url: string = added.json.url;
    expect(url).toMatch(/^\/arquivos\/conteudos\/[A-Za-z0-9_-]{22}\.png$/);

    // <img> sends no bearer token: the host names the tenant, the name is the key.
    const shown = await t.request("GET", url);
    expect(shown.status, shown.text).toBe(200);
    expect(shown.raw.equals(picture)).toBe(true);
    expect(shown.headers["content-type"]).toBe("image/png");
    expect(shown.headers["x-content-type-options"]).toBe("nosniff");
    expect(shown.headers["content-disposition"]).toMatch(/^inline;/);
    expect(shown.headers["accept-ranges"]).toBe("bytes");
    const part = await t.request("GET", url, { headers: { range: "bytes=1-3" } });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 1-3/${picture.length}`);
    expect(part.raw.equals(picture.subarray(1, 4))).toBe(true);
    expect(part.headers["content-type"]).toBe("image/png");
    const tail = await t.request("GET", url, { headers: { range: "bytes=-8" } });
    expect(tail.raw.equals(picture.subarray(picture.length - 8))).toBe(true);
    const past = await t.request("GET", url, { headers: { range: `bytes=${picture.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${picture.length}`);
    expect((await t.request("GET", url, { headers: { range: "bytes=0-1,4-5" } })).raw.equals(picture)).toBe(
      true,
    );
    expect((await t.request("GET", url, { host: t.otherHost })).status).toBe(404);
    expect((await t.request("GET", url, { host: t.otherHost, headers: { range: "bytes=0-1" } })).status).toBe(
      404,
    );
    for (const wrong of ["/arquivos/conteudos/nada.png", `${url.replace(".png", ".svg")}`]) {
      expect((await t.request("GET", wrong)).status, wrong).toBe(404);
    }

    const lesson = await as("professora")(path(lessonCreate), {
      tipo: "PAD",
      titulo: "Mapa",
      corpo: `<p>Veja:</p><img src="${url}" alt="Mapa do bairro"><img src="https://tracker.example/p.gif">`,
      componente: null,
      serie: null,
      tags: [],
    });
    expect(lesson.status, lesson.text).toBe(200);
    expect(lesson.json.conteudo.corpo).toBe(`<p>Veja:</p><img src="${url}" alt="Mapa do bairro" />`);
  });

  it("takes pictures only, from authors only, of their own finished uploads", async () => {
    const pdf = await uploadFile(as("professora"), pdfBytes(), { nome: "texto.pdf" });
    const notPicture = await as("professora")(path(lessonImageAdd), { envio_id: pdf.id });
    expect(notPicture.status).toBe(415);
    expect(notPicture.json.mensagem).toBe("A imagem deve ser um arquivo JPEG, PNG, WebP ou GIF.");

    const students = await uploadFile(as("aluna"), picture, { nome: "foto.png", tipo: "image/png" });
    expect((await as("aluna")(path(lessonImageAdd), { envio_id: students.id })).status).toBe(403);
    const someoneElses = await as("professora")(path(lessonImageAdd), { envio_id: students.id });
    expect(someoneElses.status).toBe(404);
    const foreign = await as("outra", t.otherHost)(path(lessonImageAdd), { envio_id: students.id });
    expect(foreign.status).toBe(404);
  });
});
