import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, seedDemo } from "../../db/seed/demo-seed.ts";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser } from "../../test/factories.ts";
import { signIn } from "../../test/sessions.ts";
import { useTestServer } from "../../test/test-server.ts";

describe.each(testDialects())("terms of use on %s", (dialect) => {
  const server = useTestServer(dialect);
  let host: string;
  let otherHost: string;
  let tenantScope: Awaited<ReturnType<typeof createTenant>>["scope"];

  beforeAll(async () => {
    const tenant = await createTenant(server.db);
    host = tenant.dominio;
    tenantScope = tenant.scope;
    otherHost = (await createTenant(server.db)).dominio;
  });

  const current = (token: string | undefined, lang = "pt-br", on = host) =>
    server.request("GET", `/conta/${lang}/logado/termos`, { host: on, token });
  const accept = (token: string | undefined, body: unknown, on = host) =>
    server.request("POST", "/conta/pt-br/logado/termos/aceitar", { host: on, token, body });

  it("asks a new user for version 1 in the path's language, then remembers the acceptance", async () => {
    const user = await createUser(server.db, tenantScope);
    const token = await signIn(server, host, user.usuario);
    const before = await current(token);
    expect(before.status).toBe(200);
    expect(before.json).toMatchObject({ versao: 1, titulo: "Termos de uso", aceito: false, aceito_em: null });
    expect(before.json.texto.length).toBeGreaterThan(100);
    expect((await current(token, "en-us")).json.titulo).toBe("Terms of use");
    expect((await current(token, "es-es")).json.titulo).toBe("Términos de uso");

    const started = Date.now();
    const done = await accept(token, { versao: 1 });
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ status: "sucesso", mensagem: "Termos de uso aceitos." });
    const after = await current(token);
    expect(after.json.aceito).toBe(true);
    expect(Date.parse(after.json.aceito_em)).toBeGreaterThanOrEqual(started - 1000);

    // Accepting again changes nothing and keeps the first date.
    expect((await accept(token, { versao: 1 })).status).toBe(200);
    expect((await current(token)).json.aceito_em).toBe(after.json.aceito_em);
    const rows = await server.db
      .selectFrom("terms_acceptances")
      .selectAll()
      .where("user_id", "=", user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ versao: 1, scope: tenantScope.key });
  });

  it("speaks to the reader as 'usted' in Spanish, still as version 1", async () => {
    const user = await createUser(server.db, tenantScope);
    const token = await signIn(server, host, user.usuario);
    const spanish = (await current(token, "es-es")).json;
    expect(spanish.versao).toBe(1);
    expect(spanish.texto).toContain("usted acepta estos términos");
    expect(spanish.texto).toContain("Su cuenta es personal: no comparta su usuario ni su contraseña.");
    // No informal "tú" is left: its pronouns and the verb forms the seeded text used.
    expect(spanish.texto).not.toMatch(/\b(tú|tu|tus|te|aceptas|compartas|eres|usa|publiques|aceptes)\b/i);
  });

  it("asks everyone again when a new version is published, and refuses the old one", async () => {
    const user = await createUser(server.db, tenantScope);
    const token = await signIn(server, host, user.usuario);
    expect((await accept(token, { versao: 1 })).status).toBe(200);
    await server.db
      .insertInto("terms_versions")
      .values({
        versao: 2,
        idioma: "pt-br",
        titulo: "Termos de uso",
        texto: "Versão 2.",
        published_at: new Date().toISOString(),
      })
      .execute();
    try {
      const now = await current(token, "en-us");
      // Only pt-br has version 2: the other languages fall back to it.
      expect(now.json).toMatchObject({ versao: 2, texto: "Versão 2.", aceito: false });
      const stale = await accept(token, { versao: 1 });
      expect(stale.status).toBe(409);
      expect(stale.json.mensagem).toBe("Os termos de uso foram atualizados. Leia a nova versão e aceite-a.");
      expect((await accept(token, { versao: 2 })).status).toBe(200);
      expect((await current(token)).json.aceito).toBe(true);
    } finally {
      await server.db.deleteFrom("terms_versions").where("versao", "=", 2).execute();
    }
  });

  it("keeps acceptances per tenant", async () => {
    const user = await createUser(server.db, tenantScope, { usuario: "mesmo" });
    const other = await createTenant(server.db);
    await createUser(server.db, other.scope, { usuario: "mesmo" });
    const token = await signIn(server, host, user.usuario);
    await accept(token, { versao: 1 });
    const elsewhere = await signIn(server, other.dominio, "mesmo");
    expect((await current(elsewhere, "pt-br", other.dominio)).json.aceito).toBe(false);
    expect((await current(token, "pt-br", otherHost)).status).toBe(401);
  });

  it("refuses without a session and with bad bodies", async () => {
    expect((await current(undefined)).status).toBe(401);
    expect((await accept(undefined, { versao: 1 })).status).toBe(401);
    const user = await createUser(server.db, tenantScope);
    const token = await signIn(server, host, user.usuario);
    for (const body of [{}, { versao: "1" }, { versao: 0 }, { versao: 1.5 }]) {
      const response = await accept(token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.status).toBe("erro");
    }
    expect((await accept(token, { versao: 99 })).status).toBe(409);
  });
});

describe.each(testDialects())("terms and passwords in the demo data on %s", (dialect) => {
  const server = useTestServer(dialect);
  beforeAll(async () => {
    await seedDemo(server.db);
  });

  const accepted = async (usuario: string) => {
    const token = await signIn(server, "localhost", usuario, DEMO_PASSWORD);
    return (await server.request("GET", "/conta/pt-br/logado/termos", { host: "localhost", token })).json
      .aceito;
  };

  it("has every demo account accept the terms but `termos`", async () => {
    for (const usuario of ["admin", "1001", "novasenha", "esqueci", "minhasenha"]) {
      expect(await accepted(usuario), usuario).toBe(true);
    }
    expect(await accepted("termos")).toBe(false);
  });

  it("gives `esqueci` an e-mail for the reset link", async () => {
    const response = await server.request("POST", "/conta/pt-br/logar/padrao", {
      host: "localhost",
      body: { usuario: "esqueci", senha: DEMO_PASSWORD },
    });
    expect(response.json.usuario.email).toBe("esqueci@trilha.example");
  });
});
