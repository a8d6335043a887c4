import { beforeAll, describe, expect, it } from "vitest";
import type { TenantRow } from "../../db/schema.ts";
import { scopeOfTenant } from "../../db/tenant-scope.ts";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser } from "../../test/factories.ts";
import { signIn } from "../../test/sessions.ts";
import { type TestResponse, useTestServer } from "../../test/test-server.ts";

const TEMPLATE = `<!doctype html><html lang="pt-br" data-palette="default"><head><title>Trilha</title>
<meta name="description" content="x" /><!--tenant-config--></head><body><div id="root"></div></body></html>`;
/** The tenant cache's time to live (plugins/app/tenant.ts), and a little slack for a busy machine. */
const CACHE_TTL_MS = 5_000;

describe.each(testDialects())("the platform editor's calls on %s", (dialect) => {
  const server = useTestServer(dialect, { indexHtml: TEMPLATE });
  let principal: TenantRow;
  let north: TenantRow;
  let south: TenantRow;
  let alone: TenantRow;
  let principalAdmin: string;
  let northAdmin: string;

  beforeAll(async () => {
    principal = await createTenant(server.db, { principal: 1, nome: "Principal", slug: "principal" });
    north = await createTenant(server.db, { database_share: "rede-x", nome: "Rede X Norte" });
    south = await createTenant(server.db, { database_share: "rede-x", nome: "Rede X Sul" });
    alone = await createTenant(server.db, { nome: "Avulsa", paleta_cor: "verde" });
    const principalScope = (principal as TenantRow & { scope: never }).scope;
    await createUser(server.db, principalScope, { usuario: "admin", platformAdmin: true });
    await createUser(server.db, principalScope, { usuario: "aluna" });
    await createUser(server.db, (north as TenantRow & { scope: never }).scope, {
      usuario: "admin-rede",
      platformAdmin: true,
    });
    principalAdmin = await signIn(server, principal.dominio, "admin");
    northAdmin = await signIn(server, north.dominio, "admin-rede");
  });

  const call = (
    name: "buscar" | "criar" | "salvar" | "desfazer",
    body: Record<string, unknown>,
    token = principalAdmin,
    host = principal.dominio,
    lang = "pt-br",
  ) => server.request("POST", `/tenant/${lang}/tenant/${name}`, { host, token, body });
  /** Saves `body` as a platform's own administrator (`token`, on its `host`), which only the main tenant may. */
  const expectMainTenantOnly = async (
    body: Record<string, unknown>,
    token: string,
    host: string,
    refusal: { campo: string; mensagem: string },
  ) => {
    const refused = await call("salvar", body, token, host);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject(refusal);
  };

  async function auditOf(host: string, token: string) {
    const response = await server.request("POST", "/conta/pt-br/logado/auditoria/listar", {
      host,
      token,
      body: { limite: 100 },
    });
    expect(response.status, response.text).toBe(200);
    return response.json.eventos as {
      id: number;
      tipo: string;
      ator: { usuario: string } | null;
      detalhes: Record<string, unknown>;
    }[];
  }

  /** The tenant config the page inlines on a host. */
  async function pageConfig(host: string) {
    const page = await server.request("GET", "/login", { host });
    const json = page.text.match(/<script type="application\/json" id="tenant-config">(.*?)<\/script>/)?.[1];
    return { config: JSON.parse(json ?? "null"), html: page.text, status: page.status };
  }

  /** Polls until `check` holds, failing if that takes longer than the tenant cache's time to live. */
  async function withinCacheTtl(check: () => Promise<boolean>) {
    const started = Date.now();
    while (!(await check())) {
      expect(Date.now() - started, "the change did not show within the tenant cache's 5 s").toBeLessThan(
        CACHE_TTL_MS + 1_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it("gives the main tenant's administrators every platform's full record, and the shares to choose from", async () => {
    const response = await call("buscar", { plataforma_id: alone.id });
    expect(response.status, response.text).toBe(200);
    expect(response.json.plataforma).toMatchObject({
      id: alone.id,
      nome: "Avulsa",
      slug: alone.slug,
      dominio: alone.dominio,
      status: 1,
      principal: false,
      paleta_cor: "verde",
      links: { politica_de_privacidade: "", wiki: "" },
      whatsapp: { numero: "", mensagem: "" },
      database_share: null,
    });
    expect(response.json.compartilhamentos).toEqual(["rede-x"]);
  });

  it("lets another tenant's administrators read the platforms of their own scope only", async () => {
    const own = await call("buscar", { plataforma_id: south.id }, northAdmin, north.dominio);
    expect(own.status, own.text).toBe(200);
    expect(own.json.compartilhamentos).toEqual(["rede-x"]);
    for (const id of [alone.id, principal.id, 999_999]) {
      const other = await call("buscar", { plataforma_id: id }, northAdmin, north.dominio);
      expect(other.status, String(id)).toBe(404);
      expect(other.json.mensagem).toBe("Plataforma não encontrada.");
    }
    const student = await signIn(server, principal.dominio, "aluna");
    expect((await call("buscar", { plataforma_id: alone.id }, student)).status).toBe(403);
    expect(
      (
        await server.request("POST", "/tenant/pt-br/tenant/buscar", {
          host: principal.dominio,
          body: { plataforma_id: alone.id },
        })
      ).status,
    ).toBe(401);
  });

  it("creates a platform from the main tenant only, checking each field with a message of its own", async () => {
    const fields = {
      nome: "Escola Lago",
      slug: "escola-lago",
      dominio: "lago.localhost",
      paleta_cor: "vinho",
    };
    const refused = await call("criar", fields, northAdmin, north.dominio, "en-us");
    expect(refused.status).toBe(403);
    expect(refused.json.mensagem).toBe("Only the main platform's administrators can do this.");

    const bad = [
      [{ slug: "Escola Lago" }, "slug", "O identificador deve ter apenas letras minúsculas"],
      [{ slug: "auditoria" }, "slug", "reservado"],
      [{ slug: principal.slug }, "slug", "já é usado por outra plataforma"],
      [{ slug: "rede-x" }, "slug", "já é o nome de uma base compartilhada"],
      [{ dominio: "https://lago.localhost/" }, "dominio", "Informe um nome de host válido"],
      [{ dominio: "10.0.0.1" }, "dominio", "não um endereço IP"],
      [{ dominio: north.dominio }, "dominio", "Este domínio já é usado"],
      [{ nome: "   " }, "nome", "Informe o nome da plataforma."],
      [{ links: { wiki: "javascript:alert(1)" } }, "links.wiki", "http:// ou https://"],
      [{ whatsapp: { numero: "(11) 9999-0000" } }, "whatsapp.numero", "apenas dígitos"],
      [{ configuracoes: { google_login_id: "id com espaço" } }, "configuracoes.google_login_id", "público"],
      [{ database_share: "Rede X" }, "database_share", "base compartilhada"],
    ] as const;
    for (const [change, campo, message] of bad) {
      const response = await call("criar", { ...fields, ...change });
      expect(response.status, JSON.stringify(change)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(change)).toBeLessThan(500);
      expect(response.json.campo, JSON.stringify(change)).toBe(campo);
      expect(response.json.mensagem).toContain(message);
    }

    const created = await call("criar", fields);
    expect(created.status, created.text).toBe(200);
    expect(created.json.mensagem).toBe("Plataforma criada.");
    expect(created.json.plataforma).toMatchObject({ ...fields, status: 1, principal: false });
    const { config } = await pageConfig("lago.localhost");
    expect(config).toMatchObject({ nome: "Escola Lago", slug: "escola-lago", paleta_cor: "vinho" });
    const events = await auditOf(principal.dominio, principalAdmin);
    expect(events[0]).toMatchObject({
      tipo: "tenant.created",
      ator: { usuario: "admin" },
      detalhes: { plataforma: "escola-lago" },
    });
  });

  it("saves the fields sent, audits each change with its value before and after, and shows it on the host within 5 s", async () => {
    const before = await pageConfig(alone.dominio);
    expect(before.config.nome).toBe("Avulsa");
    const response = await call("salvar", {
      plataforma_id: alone.id,
      nome: "  Escola Avulsa  ",
      paleta_cor: "azul",
      links: { wiki: "https://wiki.avulsa.example", politica_de_privacidade: "" },
      whatsapp: { numero: "11988887777", mensagem: "Olá!" },
      configuracoes: { google_login_id: "123-abc.apps.googleusercontent.com" },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json.mensagem).toBe("Alterações salvas.");
    expect(response.json.plataforma).toMatchObject({
      nome: "Escola Avulsa",
      paleta_cor: "azul",
      links: { wiki: "https://wiki.avulsa.example", politica_de_privacidade: "" },
      whatsapp: { numero: "11988887777", mensagem: "Olá!" },
      configuracoes: { google_login_id: "123-abc.apps.googleusercontent.com", recaptcha_site_key: "" },
      descricao: alone.descricao,
    });

    const changes = (await auditOf(principal.dominio, principalAdmin))
      .filter((event) => event.tipo === "tenant.changed")
      .map((event) => event.detalhes);
    expect(changes).toEqual(
      expect.arrayContaining([
        {
          plataforma: alone.slug,
          plataforma_id: alone.id,
          campo: "nome",
          antes: "Avulsa",
          depois: "Escola Avulsa",
        },
        {
          plataforma: alone.slug,
          plataforma_id: alone.id,
          campo: "paleta_cor",
          antes: "verde",
          depois: "azul",
        },
        {
          plataforma: alone.slug,
          plataforma_id: alone.id,
          campo: "links.wiki",
          antes: "",
          depois: "https://wiki.avulsa.example",
        },
        {
          plataforma: alone.slug,
          plataforma_id: alone.id,
          campo: "whatsapp.numero",
          antes: "",
          depois: "11988887777",
        },
        {
          plataforma: alone.slug,
          plataforma_id: alone.id,
          campo: "whatsapp.mensagem",
          antes: "",
          depois: "Olá!",
        },
        {
          plataforma: alone.slug,
          plataforma_id: alone.id,
          campo: "configuracoes.google_login_id",
          antes: "",
          depois: "123-abc.apps.googleusercontent.com",
        },
      ]),
    );
    expect(changes).toHaveLength(6);

    await withinCacheTtl(async () => {
      const { config, html } = await pageConfig(alone.dominio);
      return config.nome === "Escola Avulsa" && html.includes('data-palette="azul"');
    });
    const { config } = await pageConfig(alone.dominio);
    expect(config).toMatchObject({
      links: { wiki: "https://wiki.avulsa.example" },
      whatsapp: { numero: "11988887777", mensagem: "Olá!" },
    });

    // The same values again change nothing, and record nothing.
    const count = (await auditOf(principal.dominio, principalAdmin)).length;
    const again = await call("salvar", {
      plataforma_id: alone.id,
      nome: "Escola Avulsa",
      paleta_cor: "azul",
    });
    expect(again.status).toBe(200);
    expect(await auditOf(principal.dominio, principalAdmin)).toHaveLength(count);
  });

  it("never switches off the tenant in use or the principal one, and a switched-off one answers 403 within 5 s", async () => {
    const own = await call("salvar", { plataforma_id: north.id, status: 0 }, northAdmin, north.dominio);
    expect(own.status).toBe(409);
    expect(own.json).toMatchObject({ campo: "status" });
    expect(own.json.mensagem).toContain("plataforma em uso");
    const main = await call("salvar", { plataforma_id: principal.id, status: 0 });
    expect(main.status).toBe(409);

    const off = await call("salvar", { plataforma_id: south.id, status: 0 }, northAdmin, north.dominio);
    expect(off.status, off.text).toBe(200);
    await withinCacheTtl(async () => (await pageConfig(south.dominio)).status === 302);
    const api = await server.request("GET", "/tenant/pt-br/tenant/listar", { host: south.dominio });
    expect(api.status).toBe(403);
    expect((await pageConfig(north.dominio)).status).toBe(200);
    const on = await call("salvar", { plataforma_id: south.id, status: 1 }, northAdmin, north.dominio);
    expect(on.status).toBe(200);
    await withinCacheTtl(async () => (await pageConfig(south.dominio)).status === 200);
  });

  it("moves a platform between shares from the main tenant only", async () => {
    const refused = await call(
      "salvar",
      { plataforma_id: south.id, database_share: null },
      northAdmin,
      north.dominio,
    );
    expect(refused.status).toBe(403);
    expect(refused.json.campo).toBe("database_share");
    expect((await call("salvar", { plataforma_id: principal.id, database_share: "rede-x" })).status).toBe(
      403,
    );
    const slugAsShare = await call("salvar", { plataforma_id: south.id, database_share: alone.slug });
    expect(slugAsShare.status).toBe(409);
    expect(slugAsShare.json.campo).toBe("database_share");

    const moved = await call("salvar", { plataforma_id: south.id, database_share: "rede-y" });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.plataforma.database_share).toBe("rede-y");
    const gone = await call("buscar", { plataforma_id: south.id }, northAdmin, north.dominio);
    expect(gone.status).toBe(404);
    expect((await call("salvar", { plataforma_id: south.id, database_share: "rede-x" })).status).toBe(200);
  });

  it("a domain or palette change of one platform never breaks another's", async () => {
    const oldDomain = north.dominio;
    const other = await pageConfig(alone.dominio);
    const changed = await call("salvar", {
      plataforma_id: north.id,
      dominio: "norte-novo.localhost",
      paleta_cor: "vinho",
    });
    expect(changed.status, changed.text).toBe(200);
    await withinCacheTtl(
      async () => (await pageConfig("norte-novo.localhost")).config?.nome === "Rede X Norte",
    );
    // The old name is nobody's now: it falls back to the principal tenant, as any unknown host does.
    await withinCacheTtl(async () => (await pageConfig(oldDomain)).config?.nome === "Principal");
    const after = await pageConfig(alone.dominio);
    expect(after.config).toEqual(other.config);
    expect(after.html).toContain('data-palette="azul"');
    expect((await pageConfig(south.dominio)).config.nome).toBe("Rede X Sul");
    // The other tenant's administrators keep their sessions on their own hosts.
    const list = await server.request("GET", "/tenant/pt-br/tenant/listar", {
      host: south.dominio,
      token: await signIn(server, south.dominio, "admin-rede"),
    });
    expect(list.status).toBe(200);
    const back = await call("salvar", { plataforma_id: north.id, dominio: oldDomain, paleta_cor: "default" });
    expect(back.status).toBe(200);
  });

  it("lets a platform's own administrators claim no host name: one they add waits for the main tenant's approval", async () => {
    // A platform of its own, so that what this test records meets no other test's.
    const claimant = await createTenant(server.db, { nome: "Reivindicante" });
    await createUser(server.db, scopeOfTenant(claimant), { usuario: "admin-avulsa", platformAdmin: true });
    const claimantAdmin = await signIn(server, claimant.dominio, "admin-avulsa");
    // 'www.localhost' is nobody's: it falls back to the principal tenant.
    expect((await pageConfig("www.localhost")).config.nome).toBe("Principal");
    const claim = await call(
      "salvar",
      { plataforma_id: claimant.id, dominios_adicionais: ["www.localhost"] },
      claimantAdmin,
      claimant.dominio,
    );
    expect(claim.status, claim.text).toBe(200);
    expect(claim.json.plataforma).toMatchObject({
      dominios_adicionais: ["www.localhost"],
      dominios_pendentes: ["www.localhost"],
    });
    // Longer than the tenant cache lives: the pending name still answers for the principal tenant.
    await new Promise((resolve) => setTimeout(resolve, CACHE_TTL_MS + 200));
    expect((await pageConfig("www.localhost")).config.nome).toBe("Principal");
    // Nor may they move the platform's main domain.
    await expectMainTenantOnly(
      { plataforma_id: claimant.id, dominio: "www.localhost" },
      claimantAdmin,
      claimant.dominio,
      {
        campo: "dominio",
        mensagem:
          "O domínio principal de uma plataforma só é alterado pela administração da plataforma principal.",
      },
    );
    // Only the main tenant's administrators approve; then the name answers for the platform.
    const approve = (token: string, host: string) =>
      server.request("POST", "/tenant/pt-br/tenant/dominio/aprovar", {
        host,
        token,
        body: { plataforma_id: claimant.id, dominio: "www.localhost" },
      });
    expect((await approve(claimantAdmin, claimant.dominio)).status).toBe(403);
    const approved = await approve(principalAdmin, principal.dominio);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json.mensagem).toBe("Domínio www.localhost aprovado: a plataforma já responde nele.");
    expect(approved.json.plataforma.dominios_pendentes).toEqual([]);
    expect((await approve(principalAdmin, principal.dominio)).status).toBe(404);
    // The name was read a moment ago, so the cache may hold the old answer for its whole time to live.
    for (let tries = 0; (await pageConfig("www.localhost")).config?.nome !== "Reivindicante"; tries++) {
      expect(tries, "the approved name did not answer within twice the cache's time to live").toBeLessThan(
        (2 * CACHE_TTL_MS) / 200,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const events = await auditOf(principal.dominio, principalAdmin);
    expect(events.find((event) => event.tipo === "tenant.host_approved")?.detalhes).toEqual({
      plataforma: claimant.slug,
      dominio: "www.localhost",
    });
    // An edit that keeps the name keeps its approval.
    const again = await call(
      "salvar",
      { plataforma_id: claimant.id, dominios_adicionais: ["www.localhost", "avulsa2.localhost"] },
      claimantAdmin,
      claimant.dominio,
    );
    expect(again.json.plataforma.dominios_pendentes).toEqual(["avulsa2.localhost"]);
  });

  it("lets the main tenant's administrators alone set a platform's storage quota, audited like any field", async () => {
    const platform = await createTenant(server.db, { nome: "Com cota" });
    await createUser(server.db, scopeOfTenant(platform), { usuario: "admin-cota", platformAdmin: true });
    const own = await signIn(server, platform.dominio, "admin-cota");
    const set = await call("salvar", { plataforma_id: platform.id, cota_armazenamento_mb: 300 });
    expect(set.status, set.text).toBe(200);
    expect(set.json.plataforma.cota_armazenamento_mb).toBe(300);
    await expectMainTenantOnly(
      { plataforma_id: platform.id, cota_armazenamento_mb: 900 },
      own,
      platform.dominio,
      {
        campo: "cota_armazenamento_mb",
        mensagem:
          "A cota de armazenamento de uma plataforma só é definida pela administração da plataforma principal.",
      },
    );
    // Sending it unchanged, as the platform's own editor does, is no change.
    expect(
      (
        await call(
          "salvar",
          { plataforma_id: platform.id, cota_armazenamento_mb: 300 },
          own,
          platform.dominio,
        )
      ).status,
    ).toBe(200);
    expect((await call("salvar", { plataforma_id: platform.id, cota_armazenamento_mb: 0 })).status).toBe(400);
    const cleared = await call("salvar", { plataforma_id: platform.id, cota_armazenamento_mb: null });
    expect(cleared.json.plataforma.cota_armazenamento_mb).toBeNull();
    const changes = (await auditOf(principal.dominio, principalAdmin)).filter(
      (event) => event.tipo === "tenant.changed" && event.detalhes.campo === "cota_armazenamento_mb",
    );
    expect(changes.map((event) => [event.detalhes.antes, event.detalhes.depois])).toEqual([
      ["300", ""],
      ["", "300"],
    ]);
  });

  it("takes a custom palette only when its text and links pass WCAG AA, says why not, and draws it on the host", async () => {
    const failing = [
      [
        { primaria: "#5b21b6", texto: "#7c3aed" },
        "cores.texto",
        "O texto sobre a cor principal tem contraste de 1.",
      ],
      [
        { primaria: "#f59e0b", texto: "#000000" },
        "cores.primaria",
        "Os links na cor principal têm contraste de 1.9:1",
      ],
      [{ primaria: "blue", texto: "#ffffff" }, "cores.primaria", "Escolha uma cor válida"],
    ] as const;
    for (const [cores, campo, message] of failing) {
      const response = await call("salvar", { plataforma_id: alone.id, paleta_cor: "personalizada", cores });
      expect(response.status, JSON.stringify(cores)).toBe(400);
      expect(response.json).toMatchObject({ campo });
      expect(response.json.mensagem).toContain(message);
    }
    // Switching to the custom palette without colours is refused too: there is nothing to check yet.
    const none = await call("salvar", { plataforma_id: alone.id, paleta_cor: "personalizada" });
    expect(none.status).toBe(400);
    expect(none.json.campo).toBe("cores.primaria");

    const saved = await call("salvar", {
      plataforma_id: alone.id,
      paleta_cor: "personalizada",
      cores: { primaria: "#5B21B6", texto: "#ffffff" },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.plataforma).toMatchObject({
      paleta_cor: "personalizada",
      cores: { primaria: "#5b21b6", texto: "#ffffff" },
    });
    await withinCacheTtl(async () => (await pageConfig(alone.dominio)).config.paleta_cor === "personalizada");
    const { config, html } = await pageConfig(alone.dominio);
    expect(config.cores).toEqual({ primaria: "#5b21b6", texto: "#ffffff" });
    expect(html).toContain(
      'data-palette="personalizada" style="--custom-primary:#5b21b6;--custom-primary-strong:#441989;',
    );
    const icon = await server.request("GET", "/tenant-icon.svg", { host: alone.dominio });
    expect(icon.text).toContain('fill="#5b21b6"');
    const changes = (await auditOf(principal.dominio, principalAdmin))
      .filter((event) => event.tipo === "tenant.changed")
      .slice(0, 3)
      .map((event) => event.detalhes);
    expect(changes).toEqual(
      expect.arrayContaining([
        {
          plataforma: alone.slug,
          plataforma_id: alone.id,
          campo: "cores.primaria",
          antes: "",
          depois: "#5b21b6",
        },
        {
          plataforma: alone.slug,
          plataforma_id: alone.id,
          campo: "cores.texto",
          antes: "",
          depois: "#ffffff",
        },
      ]),
    );
    // Other fields save while the stored palette stays valid; a ready-made palette keeps the colours for later.
    expect((await call("salvar", { plataforma_id: alone.id, paleta_cor: "verde" })).status).toBe(200);
    const back = await call("salvar", { plataforma_id: alone.id, paleta_cor: "personalizada" });
    expect(back.status, back.text).toBe(200);
    expect((await call("salvar", { plataforma_id: alone.id, paleta_cor: "azul" })).status).toBe(200);
  });

  it("undoes a recorded change from its audit entry, records the undo, and refuses once the field changed since", async () => {
    const changeOf = async (campo: string) =>
      (await auditOf(principal.dominio, principalAdmin)).find(
        (event) => event.tipo === "tenant.changed" && event.detalhes.campo === campo,
      );
    expect((await call("salvar", { plataforma_id: alone.id, nome: "Avulsa Nova" })).status).toBe(200);
    const renamed = await changeOf("nome");
    expect(renamed?.detalhes).toMatchObject({
      plataforma_id: alone.id,
      antes: "Escola Avulsa",
      depois: "Avulsa Nova",
    });

    // Another scope's administrator cannot reach the entry; nor can anyone who is not an administrator. (Their
    // host may still be cached as another platform's after the domain change above: wait it out.)
    await withinCacheTtl(async () => (await pageConfig(north.dominio)).config?.nome === "Rede X Norte");
    const other = await call("desfazer", { evento_id: renamed?.id }, northAdmin, north.dominio);
    expect(other.status).toBe(404);
    const student = await signIn(server, principal.dominio, "aluna");
    expect((await call("desfazer", { evento_id: renamed?.id }, student)).status).toBe(403);

    const undone = await call("desfazer", { evento_id: renamed?.id });
    expect(undone.status, undone.text).toBe(200);
    // The field is named as the editor names it, in the language of the message.
    expect(undone.json.mensagem).toBe("Alteração desfeita: o campo Nome voltou ao valor anterior.");
    expect(undone.json.plataforma.nome).toBe("Escola Avulsa");
    const events = await auditOf(principal.dominio, principalAdmin);
    expect(events[0]).toMatchObject({
      tipo: "tenant.change_undone",
      ator: { usuario: "admin" },
      detalhes: { plataforma: alone.slug, campo: "nome", evento: renamed?.id },
    });
    expect(events[1]).toMatchObject({
      tipo: "tenant.changed",
      detalhes: { campo: "nome", antes: "Avulsa Nova", depois: "Escola Avulsa" },
    });

    // Undone already: the field no longer holds what the entry left, so nothing is overwritten.
    const again = await call(
      "desfazer",
      { evento_id: renamed?.id },
      principalAdmin,
      principal.dominio,
      "en-us",
    );
    expect(again.status).toBe(409);
    expect(again.json.mensagem).toBe(
      "The platform changed after this change: the field Name already holds another value. Nothing was undone.",
    );
    expect((await call("buscar", { plataforma_id: alone.id })).json.plataforma.nome).toBe("Escola Avulsa");

    // A grouped field keeps its neighbours: undoing the wiki leaves the privacy link as it is.
    await call("salvar", {
      plataforma_id: alone.id,
      links: { wiki: "https://wiki.nova.example", politica_de_privacidade: "https://privacidade.example" },
    });
    const wiki = await changeOf("links.wiki");
    expect((await call("desfazer", { evento_id: wiki?.id })).status).toBe(200);
    expect((await call("buscar", { plataforma_id: alone.id })).json.plataforma.links).toEqual({
      wiki: "https://wiki.avulsa.example",
      politica_de_privacidade: "https://privacidade.example",
    });

    // An entry that is no platform change, and an id that is no entry, are not found.
    const login = (await auditOf(principal.dominio, principalAdmin)).find(
      (event) => event.tipo === "login.ok",
    );
    expect((await call("desfazer", { evento_id: login?.id })).status).toBe(404);
    expect((await call("desfazer", { evento_id: 999_999 })).status).toBe(404);
  });

  it("answers on several host names, each unique across platforms, and the host look-up follows them within 5 s", async () => {
    const bad = [
      [["https://x.localhost"], "Informe um nome de host válido"],
      [["10.0.0.9"], "não um endereço IP"],
      [["um.localhost", "um.localhost"], "só pode aparecer uma vez"],
      [[alone.dominio], "só pode aparecer uma vez"],
    ] as const;
    for (const [dominios_adicionais, message] of bad) {
      const response = await call("salvar", {
        plataforma_id: alone.id,
        dominio: alone.dominio,
        dominios_adicionais,
      });
      expect(response.status, JSON.stringify(dominios_adicionais)).toBe(400);
      expect(response.json).toMatchObject({ campo: "dominios_adicionais" });
      expect(response.json.mensagem).toContain(message);
    }
    for (const taken of [south.dominio]) {
      const response = await call("salvar", { plataforma_id: alone.id, dominios_adicionais: [taken] });
      expect(response.status).toBe(409);
      expect(response.json).toMatchObject({ campo: "dominios_adicionais" });
      expect(response.json.mensagem).toBe(`O domínio ${taken} já é usado por outra plataforma.`);
    }

    const saved = await call("salvar", {
      plataforma_id: alone.id,
      dominios_adicionais: [" www.avulsa.localhost ", "avulsa.example.localhost"],
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.plataforma.dominios_adicionais).toEqual([
      "avulsa.example.localhost",
      "www.avulsa.localhost",
    ]);
    await withinCacheTtl(async () => (await pageConfig("www.avulsa.localhost")).config?.slug === alone.slug);
    expect((await pageConfig("avulsa.example.localhost")).config.slug).toBe(alone.slug);
    expect((await pageConfig(alone.dominio)).config.slug).toBe(alone.slug);

    // Another platform can take neither as its domain nor as another host name.
    const clash = await call(
      "salvar",
      { plataforma_id: south.id, dominio: "www.avulsa.localhost" },
      principalAdmin,
    );
    expect(clash.status).toBe(409);
    expect(clash.json.campo).toBe("dominio");
    expect((await call("criar", { nome: "X", slug: "x-novo", dominio: "www.avulsa.localhost" })).status).toBe(
      409,
    );

    const change = (await auditOf(principal.dominio, principalAdmin)).find(
      (event) => event.tipo === "tenant.changed" && event.detalhes.campo === "dominios_adicionais",
    );
    expect(change?.detalhes).toMatchObject({
      antes: "",
      depois: "avulsa.example.localhost, www.avulsa.localhost",
    });

    // Dropped from the list, a host name is nobody's: it falls back to the principal tenant.
    const undone = await call("desfazer", { evento_id: change?.id });
    expect(undone.status, undone.text).toBe(200);
    expect(undone.json.plataforma.dominios_adicionais).toEqual([]);
    await withinCacheTtl(async () => (await pageConfig("www.avulsa.localhost")).config?.nome === "Principal");
  });

  it("keeps 'Cadastro pelo login social' off until switched on, audits it as 1 and 0, and undoes it", async () => {
    const read = await call("buscar", { plataforma_id: principal.id });
    expect(read.json.plataforma.cadastro_social).toBe(false);
    const on = await call("salvar", { plataforma_id: principal.id, cadastro_social: true });
    expect(on.status, on.text).toBe(200);
    expect(on.json.plataforma.cadastro_social).toBe(true);
    // Sending other fields leaves it as it is.
    const renamed = await call("salvar", { plataforma_id: principal.id, descricao: "Com cadastro" });
    expect(renamed.json.plataforma.cadastro_social).toBe(true);
    const change = (await auditOf(principal.dominio, principalAdmin)).find(
      (event) => event.tipo === "tenant.changed" && event.detalhes.campo === "cadastro_social",
    );
    expect(change?.detalhes).toMatchObject({ plataforma_id: principal.id, antes: "0", depois: "1" });
    const undone = await call("desfazer", { evento_id: change?.id });
    expect(undone.status, undone.text).toBe(200);
    expect(undone.json.plataforma.cadastro_social).toBe(false);
    expect((await call("buscar", { plataforma_id: principal.id })).json.plataforma).toMatchObject({
      cadastro_social: false,
      descricao: "Com cadastro",
    });
  });

  it("refuses a slug or domain another platform already has, naming the field", async () => {
    const cases: [Record<string, unknown>, string, number][] = [
      [{ slug: south.slug }, "slug", 409],
      [{ dominio: south.dominio }, "dominio", 409],
      [{ slug: "problemas-reportados" }, "slug", 400],
    ];
    for (const [change, campo, status] of cases) {
      const response: TestResponse = await call(
        "salvar",
        { plataforma_id: alone.id, ...change },
        principalAdmin,
      );
      expect(response.status, JSON.stringify(change)).toBe(status);
      expect(response.json.campo).toBe(campo);
    }
  });

  it("sets 'Fuso horário' to a zone the runtime knows, as it spells it, audits and undoes it, and the learning calls follow within 5 s", async () => {
    expect((await call("buscar", { plataforma_id: principal.id })).json.plataforma.fuso_horario).toBe(
      "America/Sao_Paulo",
    );
    for (const zone of ["Marte/Olimpo", "", "Brasil/Brasília"]) {
      const refused = await call("salvar", { plataforma_id: principal.id, fuso_horario: zone });
      expect(refused.status, zone).toBe(400);
      expect(refused.json).toMatchObject({
        campo: "fuso_horario",
        mensagem: "Escolha um fuso horário da lista.",
      });
    }
    const saved = await call("salvar", { plataforma_id: principal.id, fuso_horario: " america/manaus " });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.plataforma.fuso_horario).toBe("America/Manaus");
    const student = await signIn(server, principal.dominio, "aluna");
    const zoneOfContents = async () =>
      (
        await server.request("GET", "/pedagogico/pt-br/conteudos/aluno", {
          host: principal.dominio,
          token: student,
        })
      ).json.fuso_horario;
    await withinCacheTtl(async () => (await zoneOfContents()) === "America/Manaus");

    const change = (await auditOf(principal.dominio, principalAdmin)).find(
      (event) => event.tipo === "tenant.changed" && event.detalhes.campo === "fuso_horario",
    );
    expect(change?.detalhes).toMatchObject({
      plataforma_id: principal.id,
      antes: "America/Sao_Paulo",
      depois: "America/Manaus",
    });
    // Saving the same zone again records nothing.
    await call("salvar", { plataforma_id: principal.id, fuso_horario: "America/Manaus" });
    expect(
      (await auditOf(principal.dominio, principalAdmin)).filter(
        (event) => event.tipo === "tenant.changed" && event.detalhes.campo === "fuso_horario",
      ),
    ).toHaveLength(1);
    const undone = await call("desfazer", { evento_id: change?.id });
    expect(undone.status, undone.text).toBe(200);
    expect(undone.json.plataforma.fuso_horario).toBe("America/Sao_Paulo");
    await withinCacheTtl(async () => (await zoneOfContents()) === "America/Sao_Paulo");

    const created = await call("criar", {
      nome: "Escola do Recife",
      slug: `recife-${dialect}`,
      dominio: `recife-${dialect}.localhost`,
      fuso_horario: "America/Recife",
    });
    expect(created.status, created.text).toBe(200);
    expect(created.json.plataforma.fuso_horario).toBe("America/Recife");
    const plain = await call("criar", {
      nome: "Escola Padrão",
      slug: `padrao-${dialect}`,
      dominio: `padrao-${dialect}.localhost`,
    });
    expect(plain.json.plataforma.fuso_horario).toBe("America/Sao_Paulo");
  });
});
