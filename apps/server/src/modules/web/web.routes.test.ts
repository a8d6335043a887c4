import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createTenant } from "../../test/factories.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";

const TEMPLATE = `<!doctype html><html lang="pt-br" data-palette="default"><head><title>Trilha</title>
<meta name="description" content="x" /><meta name="theme-color" content="#0b5c63" />
<link rel="icon" href="/tenant-icon.svg" /><!--tenant-config--></head><body><div id="root"></div></body></html>`;

describe.each(testDialects())("pages and assets on %s", (dialect) => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "trilha-dist-"));
    fs.mkdirSync(path.join(dist, "assets"));
    fs.mkdirSync(path.join(dist, ".vite"));
    fs.writeFileSync(path.join(dist, "index.html"), TEMPLATE);
    fs.writeFileSync(path.join(dist, "assets", "entry-abc123.js"), "console.log(1)");
    fs.writeFileSync(
      path.join(dist, "assets", "entry-abc123.js.br"),
      zlib.brotliCompressSync("console.log(1)"),
    );
    fs.writeFileSync(path.join(dist, "assets", "entry-abc123.js.gz"), zlib.gzipSync("console.log(1)"));
    fs.writeFileSync(path.join(dist, ".vite", "manifest.json"), "{}");
    fs.writeFileSync(path.join(dist, "favicon.svg"), "<svg/>");
    fs.writeFileSync(path.join(dist, "accessibility-settings.js"), "void 0;");
    server = await startTestServer(dialect, { webDistDir: dist });
    await createTenant(server.db, {
      slug: "azul",
      dominio: "azul.localhost",
      nome: "Escola <Azul>",
      paleta_cor: "azul",
      configuracoes: JSON.stringify({ google_login_id: "client-id", recaptcha_secret: "segredo" }),
      links: JSON.stringify({ wiki: "https://wiki.azul.example" }),
    });
    await createTenant(server.db, {
      slug: "principal",
      dominio: "principal.localhost",
      nome: "Principal",
      principal: 1,
    });
    await createTenant(server.db, { slug: "fechada", dominio: "fechada.localhost", status: 0 });
    await createTenant(server.db, {
      slug: "dolar",
      dominio: "dolar.localhost",
      nome: "Escola $' $& $1 $$ $`",
      descricao: "Mensalidade $& $' $2",
    });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("inlines the tenant's public config, name and palette, and never its secrets", async () => {
    const response = await server.request("GET", "/login", { host: "azul.localhost" });
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.text).toContain('data-palette="azul"');
    expect(response.text).toContain("<title>Escola &#60;Azul&#62;</title>");
    expect(response.text).toContain('<meta name="theme-color" content="#1d4ed8" />');
    expect(response.text).toContain('<link rel="icon" href="/tenant-icon.svg" />');
    const json = response.text.match(
      /<script type="application\/json" id="tenant-config">(.*?)<\/script>/,
    )?.[1];
    const config = JSON.parse(json ?? "null");
    expect(config).toMatchObject({
      nome: "Escola <Azul>",
      slug: "azul",
      paleta_cor: "azul",
      status: 1,
      principal: false,
      links: { wiki: "https://wiki.azul.example" },
      configuracoes: { google_login_id: "client-id" },
    });
    expect(response.text).not.toContain("segredo");
    expect(json).not.toContain("<");
  });

  it("renders a tenant whose name and description hold $' and $& exactly as written", async () => {
    const response = await server.request("GET", "/login", { host: "dolar.localhost" });
    expect(response.status).toBe(200);
    expect(response.text).toContain("<title>Escola $&#39; $&#38; $1 $$ $`</title>");
    expect(response.text.match(/<title>/g)).toHaveLength(1);
    expect(response.text).toContain('<meta name="description" content="Mensalidade $&#38; $&#39; $2" />');
    expect(response.text.match(/<meta name="description"/g)).toHaveLength(1);
    const json = response.text.match(
      /<script type="application\/json" id="tenant-config">(.*?)<\/script>/,
    )?.[1];
    expect(JSON.parse(json ?? "null")).toMatchObject({
      nome: "Escola $' $& $1 $$ $`",
      descricao: "Mensalidade $& $' $2",
    });
    expect(response.text.match(/<!doctype html>/g)).toHaveLength(1);
  });

  it("resolves the tenant by host name whatever the port, and an unknown host to the principal one", async () => {
    const unknown = await server.request("GET", "/", { host: "desconhecido.example" });
    expect(unknown.text).toContain("<title>Principal</title>");
    const upper = await server.request("GET", "/", { host: "AZUL.LOCALHOST" });
    expect(upper.text).toContain('data-palette="azul"');
  });

  it("answers 404 with the app for an unknown page, and JSON for an unknown API path", async () => {
    const page = await server.request("GET", "/nao/existe", { host: "azul.localhost" });
    expect(page.status).toBe(404);
    expect(page.text).toContain('id="root"');
    const known = await server.request("GET", "/logado/redes/rede/42/gestao", { host: "azul.localhost" });
    expect(known.status).toBe(200);
    const api = await server.request("GET", "/conta/pt-br/nada", { host: "azul.localhost" });
    expect(api.status).toBe(404);
    expect(api.json).toEqual({ status: "erro", mensagem: "Recurso não encontrado." });
  });

  it("serves hashed assets with a long cache, other files briefly, and neither index.html nor the manifest", async () => {
    const asset = await server.request("GET", "/assets/entry-abc123.js", { host: "azul.localhost" });
    expect(asset.status).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await server.request("GET", "/favicon.svg", { host: "azul.localhost" });
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
    const raw = await server.request("GET", "/index.html", { host: "azul.localhost" });
    expect(raw.text).not.toContain("<!--tenant-config-->");
    expect((await server.request("GET", "/.vite/manifest.json", { host: "azul.localhost" })).text).not.toBe(
      "{}",
    );
    expect((await server.request("GET", "/assets/missing.js", { host: "azul.localhost" })).status).toBe(404);
  });

  it("sends the compressed copy of an asset the browser accepts, and the plain one otherwise", async () => {
    const asset = "/assets/entry-abc123.js";
    const brotli = await server.request("GET", asset, { headers: { "accept-encoding": "gzip, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(brotli.raw).toString()).toBe("console.log(1)");
    expect(brotli.headers["content-type"]).toMatch(/javascript/);
    const gzip = await server.request("GET", asset, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.raw).toString()).toBe("console.log(1)");
    const plain = await server.request("GET", asset, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe("console.log(1)");
  });

  it("sends pages of an inactive tenant to /desativado, which renders, and refuses its API calls", async () => {
    const page = await server.request("GET", "/login", { host: "fechada.localhost" });
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe("/desativado");
    const inactive = await server.request("GET", "/desativado", { host: "fechada.localhost" });
    expect(inactive.status).toBe(200);
    expect(inactive.text).toContain('"status":0');
    expect((await server.request("GET", "/site-desativado", { host: "fechada.localhost" })).status).toBe(200);
    const api = await server.request("POST", "/conta/en-us/logar/padrao", {
      host: "fechada.localhost",
      body: { usuario: "1001", senha: "x" },
    });
    expect(api.status).toBe(403);
    expect(api.json.mensagem).toMatch(/deactivated/);
  });

  it("sends the visitor of an active tenant's inactive pages home", async () => {
    for (const page of ["/desativado", "/site-desativado"]) {
      const response = await server.request("GET", page, { host: "azul.localhost" });
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe("/");
    }
  });

  it("serves an inactive tenant its accessibility settings script and its icons, not a redirect", async () => {
    const script = await server.request("GET", "/accessibility-settings.js", { host: "fechada.localhost" });
    expect(script.status).toBe(200);
    expect(script.headers["content-type"]).toMatch(/javascript/);
    const manifest = await server.request("GET", "/manifest.webmanifest", { host: "fechada.localhost" });
    expect(manifest.status).toBe(200);
    const icon = await server.request("GET", "/tenant-icon.svg", { host: "fechada.localhost" });
    expect(icon.status).toBe(200);
  });

  it("draws each tenant's icon and manifest in its palette, and points the page and /favicon.ico at it", async () => {
    const icon = await server.request("GET", "/tenant-icon.svg", { host: "azul.localhost" });
    expect(icon.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(icon.text).toContain('fill="#1d4ed8"');
    // 'Escola <Azul>': its initial, escaped like any text.
    expect(icon.text).toMatch(/>E<\/text>/);
    const manifest = await server.request("GET", "/manifest.webmanifest", { host: "azul.localhost" });
    expect(manifest.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(manifest.text)).toMatchObject({
      name: "Escola <Azul>",
      short_name: "Escola <Azul",
      start_url: "/logado",
      display: "standalone",
      theme_color: "#1d4ed8",
      icons: [{ src: "/tenant-icon.svg", type: "image/svg+xml" }],
    });
    const favicon = await server.request("GET", "/favicon.ico", { host: "azul.localhost" });
    expect(favicon.status).toBe(302);
    expect(favicon.headers.location).toBe("/tenant-icon.svg");
  });

  it("reports health with the database state", async () => {
    const health = await server.request("GET", "/healthz");
    expect(health.status).toBe(200);
    expect(health.json).toEqual({ status: "ok", database: true });
  });
});
