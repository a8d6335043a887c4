import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString("base64")}`;

describe.each(testDialects())("a platform's logo on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    tenant: { principal: 1, slug: "principal" },
    users: [{ usuario: "admin", platformAdmin: true }],
    other: [{ usuario: "diretora", platformAdmin: true }],
  });
  let token: string;
  let png: Buffer;

  beforeAll(async () => {
    token = await t.signIn("admin");
    png = await sharp({
      create: { width: 900, height: 300, channels: 4, background: { r: 20, g: 80, b: 160, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
  });

  const upload = (imagem: string, plataforma_id = t.other.id, lang = "pt-br") =>
    t.server.request("POST", `/tenant/${lang}/tenant/logo`, {
      host: t.host,
      token,
      body: { plataforma_id, imagem },
    });

  it("takes a PNG, stores it re-encoded inside the logo box, and serves it on the platform's host and the editor's", async () => {
    const response = await upload(dataUrl("image/png", png));
    expect(response.status, response.text).toBe(200);
    expect(response.json.mensagem).toBe("Logotipo atualizado.");
    const logo: string = response.json.plataforma.logo;
    expect(logo).toMatch(/^\/logo-plataforma\/[A-Za-z0-9_-]{32}\.webp$/);
    for (const host of [t.otherHost, t.host]) {
      const served = await t.server.request("GET", logo, { host });
      expect(served.status, host).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      const metadata = await sharp(served.raw).metadata();
      expect(metadata).toMatchObject({ format: "webp", width: 640, height: 213, hasAlpha: true });
    }
    const config = await t.server.request("POST", "/tenant/pt-br/tenant/buscar", {
      host: t.host,
      token,
      body: { plataforma_id: t.other.id },
    });
    expect(config.json.plataforma.logo).toBe(logo);

    // A new logo replaces the file; the old address finds nothing.
    const webp = await sharp(png).resize(200).webp().toBuffer();
    const replaced = await upload(dataUrl("image/webp", webp));
    expect(replaced.status).toBe(200);
    expect(replaced.json.plataforma.logo).not.toBe(logo);
    expect((await t.server.request("GET", logo, { host: t.otherHost })).status).toBe(404);

    const removed = await t.server.request("POST", "/tenant/pt-br/tenant/logo/remover", {
      host: t.host,
      token,
      body: { plataforma_id: t.other.id },
    });
    expect(removed.status).toBe(200);
    expect(removed.json.plataforma.logo).toBeNull();
    expect((await t.server.request("GET", replaced.json.plataforma.logo, { host: t.otherHost })).status).toBe(
      404,
    );
  });

  it("serves the header's smaller copies by `?w=` and under `Save-Data`, keeping the transparency", async () => {
    const logo: string = (await upload(dataUrl("image/png", png))).json.plataforma.logo;
    const copy = await t.server.request("GET", `${logo}?w=128`, { host: t.otherHost });
    expect(copy.status).toBe(200);
    expect(copy.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await sharp(copy.raw).metadata()).toMatchObject({
      format: "webp",
      width: 128,
      height: 43,
      hasAlpha: true,
    });
    const saving = await t.server.request("GET", logo, { host: t.otherHost, headers: { "save-data": "on" } });
    expect((await sharp(saving.raw).metadata()).width).toBe(128);
    expect(saving.headers.vary).toBe("Save-Data");
  });

  it("refuses an SVG, a JPEG, and bytes that only claim to be a PNG, each with its own message", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cases: [string, number, string][] = [
      [dataUrl("image/png", svg), 415, "SVG"],
      [dataUrl("image/png", await sharp(png).jpeg().toBuffer()), 415, "PNG ou WebP"],
      [dataUrl("image/png", Buffer.concat([png.subarray(0, 16), Buffer.alloc(64)])), 400, "imagem válida"],
      ["não é uma imagem", 400, "imagem válida"],
    ];
    for (const [imagem, status, message] of cases) {
      const response = await upload(imagem);
      expect(response.status, message).toBe(status);
      expect(response.json.mensagem).toContain(message);
    }
    const english = await upload(dataUrl("image/svg+xml", svg), t.other.id, "en-us");
    expect(english.json.mensagem).toBe(
      "SVG logos are not accepted, as they can carry code. Send a PNG or WebP.",
    );
  });

  it("refuses the logo of a platform outside the administrator's data scope", async () => {
    const theirs = await t.signIn("diretora", t.otherHost);
    const response = await t.server.request("POST", "/tenant/pt-br/tenant/logo", {
      host: t.otherHost,
      token: theirs,
      body: { plataforma_id: t.tenant.id, imagem: dataUrl("image/png", png) },
    });
    expect(response.status).toBe(404);
  });
});
