import { describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { OTHER_ADMIN, SCHOOL_ADMIN } from "../../test/people.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

const VERSIONS = "/conta/pt-br/termos/versoes";
const PUBLISH = "/conta/pt-br/termos/publicar";
const ACCEPTANCES = "/conta/pt-br/termos/aceites";
const CURRENT = "/conta/{lang}/logado/termos";
const ACCEPT = "/conta/pt-br/logado/termos/aceitar";

const TEXTS = [
  {
    idioma: "pt-br",
    titulo: "Termos de uso v2",
    texto: "Primeiro parágrafo.\r\n\r\n\r\n\r\nSegundo parágrafo.",
  },
  { idioma: "es-es", titulo: "Términos de uso v2", texto: "Primer párrafo." },
];

describe.each(testDialects())("publishing the terms of use on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    tenant: { principal: 1 },
    users: [SCHOOL_ADMIN, { usuario: "1001", nome: "Ana Souza" }],
    other: [OTHER_ADMIN, { usuario: "9001" }],
  });

  it("publishes the next version, which everyone must then accept, in their language or in Portuguese", async () => {
    const admin = await t.signIn("admin");
    const ana = await t.signIn("1001");
    const before = await t.request("GET", CURRENT.replace("{lang}", "pt-br"), { token: ana });
    const published = await t.request("POST", PUBLISH, { token: admin, body: { textos: TEXTS } });
    expect(published.status, published.text).toBe(200);
    const versao = published.json.versao;
    expect(versao).toBe(before.json.versao + 1);
    expect(published.json.mensagem).toBe(`Versão ${versao} publicada.`);

    const now = await t.request("GET", CURRENT.replace("{lang}", "pt-br"), { token: ana });
    expect(now.json).toMatchObject({
      versao,
      titulo: "Termos de uso v2",
      texto: "Primeiro parágrafo.\n\nSegundo parágrafo.",
      aceito: false,
    });
    const spanish = await t.request("GET", CURRENT.replace("{lang}", "es-es"), { token: ana });
    expect(spanish.json.titulo).toBe("Términos de uso v2");
    const english = await t.request("GET", CURRENT.replace("{lang}", "en-us"), { token: ana });
    expect(english.json.titulo).toBe("Termos de uso v2");

    expect((await t.request("POST", ACCEPT, { token: ana, body: { versao } })).status).toBe(200);
    const versions = await t.request("GET", VERSIONS, { token: admin });
    expect(versions.status).toBe(200);
    expect(versions.json.pode_publicar).toBe(true);
    expect(versions.json.pessoas).toBe(2);
    expect(versions.json.versoes[0]).toMatchObject({ versao, aceites: 1 });
    expect(versions.json.versoes[0].textos.map((text: { idioma: string }) => text.idioma)).toEqual([
      "es-es",
      "pt-br",
    ]);
    const who = await t.request("GET", `${ACCEPTANCES}?versao=${versao}`, { token: admin });
    expect(who.json).toMatchObject({ total: 1, pagina: 1 });
    expect(who.json.aceites[0].usuario).toEqual({
      id: t.users["1001"].id,
      nome: "Ana Souza",
      usuario: "1001",
    });
  });

  it("requires the Portuguese text and one text per language", async () => {
    const admin = await t.signIn("admin");
    const spanishOnly = await t.request("POST", PUBLISH, { token: admin, body: { textos: [TEXTS[1]] } });
    expect(spanishOnly.status).toBe(400);
    expect(spanishOnly.json.mensagem).toBe("O texto em português é obrigatório.");
    const twice = await t.request("POST", PUBLISH, { token: admin, body: { textos: [TEXTS[0], TEXTS[0]] } });
    expect(twice.status).toBe(400);
    expect(twice.json.mensagem).toBe("Cada idioma pode ter só um texto.");
    const blank = await t.request("POST", PUBLISH, {
      token: admin,
      body: { textos: [{ idioma: "pt-br", titulo: "Termos", texto: "   " }] },
    });
    expect(blank.status).toBe(400);
  });

  it("lets only the principal tenant's administrators publish, and counts acceptances per scope", async () => {
    const otherAdmin = await t.signIn("admin", t.otherHost);
    const refused = await t.request("POST", PUBLISH, {
      host: t.otherHost,
      token: otherAdmin,
      body: { textos: TEXTS },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.mensagem).toBe(
      "Só os administradores da plataforma principal publicam os termos de uso.",
    );
    const theirs = await t.request("GET", VERSIONS, { host: t.otherHost, token: otherAdmin });
    expect(theirs.json.pode_publicar).toBe(false);
    // Ana's acceptance is her scope's: the other platform counts none.
    expect(theirs.json.versoes[0].aceites).toBe(0);
    expect(
      (await t.request("POST", PUBLISH, { token: await t.signIn("1001"), body: { textos: TEXTS } })).status,
    ).toBe(403);
  });
});
