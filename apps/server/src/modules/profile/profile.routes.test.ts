import { PHOTO_MAX_BYTES } from "@trilha/contracts/limits";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTenant, createUser } from "../../test/factories.ts";
import { testDialectsAndStorages } from "../../test/storages.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

async function image(format: "jpeg" | "png" | "webp", width: number, height: number, colour = "#1d4ed8") {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

function dataUrl(bytes: Buffer, mime = "image/png"): string {
  return `data:${mime};base64,${bytes.toString("base64")}`;
}

describe.each(testDialectsAndStorages())("profile photo calls on %s, files on %s", (dialect, storage) => {
  const t = useTenantServer(dialect, {
    storage,
    users: [
      { usuario: "foto1", nome: "Ana Souza" },
      { usuario: "foto2", nome: "Lucas Souza" },
    ],
    other: [{ usuario: "foto1", nome: "Bruno Lima" }],
  });
  let sharedHost: string;
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    const share = `rede-${Date.now().toString(36)}`;
    await createTenant(t.server.db, { database_share: share, slug: `${share}-a` });
    const sibling = await createTenant(t.server.db, { database_share: share, slug: `${share}-b` });
    sharedHost = sibling.dominio;
    await createUser(t.server.db, sibling.scope, { usuario: "rede1", nome: "Carla Dias" });
    token = await t.signIn("foto1");
    otherToken = await t.signIn("foto1", t.otherHost);
  });

  const upload = (imagem: string, opts: { token?: string; host?: string; lang?: string } = {}) =>
    t.request("POST", `/conta/${opts.lang ?? "pt-br"}/logado/foto`, {
      host: opts.host ?? t.host,
      token: opts.token ?? token,
      body: { imagem },
    });
  const remove = (opts: { token?: string; host?: string } = {}) =>
    t.request("POST", "/conta/pt-br/logado/foto/remover", {
      host: opts.host ?? t.host,
      token: opts.token ?? token,
      body: {},
    });
  const photo = (foto: string, onHost = t.host) => t.request("GET", `/foto-perfil/${foto}`, { host: onHost });

  it("takes a JPEG, scales it down without cropping and serves it as WebP with a long cache", async () => {
    const response = await upload(dataUrl(await image("jpeg", 800, 400), "image/jpeg"));
    expect(response.status, response.text).toBe(200);
    expect(response.json.mensagem).toBe("Foto de perfil atualizada.");
    const foto: string = response.json.usuario.foto;
    expect(foto).toMatch(/^[\w-]{32}\.webp$/);
    expect(response.json.usuario).toMatchObject({ usuario: "foto1", token });

    const served = await photo(foto);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const metadata = await sharp(served.raw).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 256, 128]);

    const row = await t.server.db.selectFrom("users").select("foto").where("usuario", "=", "foto1").execute();
    expect(row.map((r) => r.foto)).toContain(foto);
    // The session the browser revalidates now carries the photo too.
    const again = await t.request("POST", "/conta/pt-br/logar/token", { body: { token } });
    expect(again.json.usuario.foto).toBe(foto);
  });

  it("serves a smaller copy for `?w=` and for `Save-Data: on`, saying when the answer varies with it", async () => {
    const response = await upload(dataUrl(await image("jpeg", 800, 400), "image/jpeg"));
    const foto: string = response.json.usuario.foto;
    const sizeOf = async (served: { raw: Buffer }) => {
      const { format, width, height } = await sharp(served.raw).metadata();
      return [format, width, height];
    };

    const plain = await photo(foto);
    expect(await sizeOf(plain)).toEqual(["webp", 256, 128]);
    expect(plain.headers.vary).toBe("Save-Data");

    // A width the server makes, and one it rounds up to the next (96 → 96, 100 → 128).
    const small = await photo(`${foto}?w=96`);
    expect(small.status).toBe(200);
    expect(await sizeOf(small)).toEqual(["webp", 96, 48]);
    expect(small.raw.length).toBeLessThan(plain.raw.length);
    expect(small.headers["content-type"]).toBe("image/webp");
    expect(small.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // The address names its width: Save-Data changes nothing there.
    expect(small.headers.vary).toBeUndefined();
    expect(await sizeOf(await photo(`${foto}?w=100`))).toEqual(["webp", 128, 64]);
    // Past the stored size, or not a width: the stored photo, byte for byte.
    expect((await photo(`${foto}?w=384`)).raw.equals(plain.raw)).toBe(true);
    expect((await photo(`${foto}?w=grande`)).raw.equals(plain.raw)).toBe(true);

    const saving = await t.request("GET", `/foto-perfil/${foto}`, { headers: { "save-data": "on" } });
    expect(saving.status).toBe(200);
    expect(await sizeOf(saving)).toEqual(["webp", 128, 64]);
    expect(saving.headers.vary).toBe("Save-Data");

    // Asking for a width reaches no other scope's photo.
    expect((await photo(`${foto}?w=48`, t.otherHost)).status).toBe(404);
  });

  it("takes a PNG and a WebP, reading the type from the bytes, not from the data URL", async () => {
    const png = await upload(dataUrl(await image("png", 64, 64, "#ff0000"), "image/jpeg"));
    expect(png.status, png.text).toBe(200);
    const pngMeta = await sharp((await photo(png.json.usuario.foto)).raw).metadata();
    // Small pictures are not enlarged.
    expect([pngMeta.width, pngMeta.height]).toEqual([64, 64]);

    const webp = await upload(dataUrl(await image("webp", 300, 600, "#00ff00"), "image/webp"));
    expect(webp.status, webp.text).toBe(200);
    const webpMeta = await sharp((await photo(webp.json.usuario.foto)).raw).metadata();
    expect([webpMeta.width, webpMeta.height]).toEqual([128, 256]);
  });

  it("deletes the replaced file unless another user of the scope shows the same picture", async () => {
    const lucas = await t.signIn("foto2");
    const bytes = dataUrl(await image("png", 40, 40, "#123456"));
    const first = await upload(bytes);
    const shared = await upload(bytes, { token: lucas });
    expect(shared.json.usuario.foto).toBe(first.json.usuario.foto);

    await upload(dataUrl(await image("png", 40, 40, "#654321")));
    expect((await photo(first.json.usuario.foto)).status).toBe(200);

    const removed = await remove({ token: lucas });
    expect(removed.status).toBe(200);
    expect(removed.json).toMatchObject({ mensagem: "Foto de perfil removida.", usuario: { foto: null } });
    expect((await photo(first.json.usuario.foto)).status).toBe(404);
  });

  it("refuses a file of another type, whatever the data URL claims", async () => {
    const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
    const response = await upload(dataUrl(gif, "image/png"));
    expect(response.status).toBe(415);
    expect(response.json).toEqual({
      status: "erro",
      mensagem: "A foto deve ser uma imagem JPEG, PNG ou WebP.",
    });
    const svg = await upload(
      dataUrl(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "image/svg+xml"),
    );
    expect(svg.status).toBe(415);
  });

  it("refuses a file over the size limit, in the request's language", async () => {
    const big = Buffer.alloc(PHOTO_MAX_BYTES + 1024);
    (await image("png", 64, 64)).copy(big);
    const response = await upload(dataUrl(big), { lang: "en-us" });
    expect(response.status).toBe(413);
    expect(response.json.mensagem).toBe("The photo must be at most 4 MB.");
  });

  it("refuses text that is not an image", async () => {
    const notDataUrl = await upload("olá, eu não sou uma foto");
    expect(notDataUrl.status).toBe(400);
    expect(notDataUrl.json.mensagem).toBe("O arquivo enviado não é uma imagem válida.");

    const fakePng = Buffer.concat([(await image("png", 64, 64)).subarray(0, 8), Buffer.from("garbage")]);
    const broken = await upload(dataUrl(fakePng));
    expect(broken.status).toBe(400);
    expect(broken.json.mensagem).toBe("O arquivo enviado não é uma imagem válida.");

    const truncated = (await image("jpeg", 400, 400)).subarray(0, 300);
    expect((await upload(dataUrl(truncated, "image/jpeg"))).status).toBe(400);

    const empty = await upload("");
    expect(empty.status).toBe(400);
  });

  it("refuses pictures too small to show", async () => {
    const response = await upload(dataUrl(await image("png", 16, 200)));
    expect(response.status).toBe(400);
    expect(response.json.mensagem).toBe("A foto deve ter pelo menos 32 × 32 pixels.");
  });

  it("does not serve a photo on another tenant, but does on a tenant sharing the scope", async () => {
    const response = await upload(dataUrl(await image("png", 50, 50, "#abcdef")));
    const foto: string = response.json.usuario.foto;
    expect((await photo(foto)).status).toBe(200);
    const elsewhere = await photo(foto, t.otherHost);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json).toEqual({ status: "erro", mensagem: "Recurso não encontrado." });

    const sharedToken = await t.signIn("rede1", sharedHost);
    const shared = await upload(dataUrl(await image("png", 50, 50, "#fedcba")), {
      host: sharedHost,
      token: sharedToken,
    });
    expect(shared.status).toBe(200);
    expect((await photo(shared.json.usuario.foto, sharedHost)).status).toBe(200);
    expect((await photo(shared.json.usuario.foto, t.host)).status).toBe(404);
  });

  it("answers 404 for names it never makes, without touching storage outside the photos", async () => {
    const before = await t.server.storedKeys("");
    for (const name of ["..%2F..%2Fetc%2Fpasswd", "nada.webp", `${"x".repeat(32)}.png`, "%2e%2e"]) {
      expect((await photo(name)).status, name).toBe(404);
    }
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((key) => key.startsWith("photos/"))).toBe(true);
    expect(await t.server.storedKeys("")).toEqual(before);
  });

  it("needs a session of this tenant", async () => {
    const bytes = dataUrl(await image("png", 64, 64));
    const anonymous = await t.request("POST", "/conta/pt-br/logado/foto", { body: { imagem: bytes } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.mensagem).toBe("Sua sessão não é válida. Faça login novamente.");
    // A session of another tenant is no session here.
    expect((await upload(bytes, { token: otherToken })).status).toBe(401);
    expect((await remove({ token: "nao-existe" })).status).toBe(401);
  });

  it("refuses a malformed body", async () => {
    const response = await t.request("POST", "/conta/pt-br/logado/foto", { token, body: { imagem: 42 } });
    expect(response.status).toBe(400);
    expect(response.json.status).toBe("erro");
  });
});
