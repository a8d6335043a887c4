import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser } from "../../test/factories.ts";
import { signIn } from "../../test/sessions.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";

/** What a visiting administrator may and may not do in the user's name, and how a visit ends. */
describe.each(testDialects())("acts of a visiting administrator on %s", (dialect) => {
  let server: TestServer;
  let host: string;
  let scope: TenantScope;
  let adminId: number;
  let anaId: number;
  let photo: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const tenant = await createTenant(server.db);
    host = tenant.dominio;
    scope = tenant.scope;
    adminId = (
      await createUser(server.db, scope, { usuario: "admin", nome: "Marina Alves", platformAdmin: true })
    ).id;
    anaId = (await createUser(server.db, scope, { usuario: "1001", nome: "Ana Souza" })).id;
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    photo = `data:image/png;base64,${png.toString("base64")}`;
  });
  afterAll(() => server.close());

  async function visitAna(): Promise<string> {
    const admin = await signIn(server, host, "admin");
    const response = await server.request("POST", "/conta/pt-br/visitar", {
      host,
      token: admin,
      body: { usuario_id: anaId },
    });
    expect(response.status, response.text).toBe(200);
    return response.json.usuario.token;
  }

  it("cannot accept the terms of use for the user", async () => {
    const token = await visitAna();
    const terms = await server.request("GET", "/conta/pt-br/logado/termos", { host, token });
    expect(terms.status).toBe(200);
    const accept = await server.request("POST", "/conta/pt-br/logado/termos/aceitar", {
      host,
      token,
      body: { versao: terms.json.versao },
    });
    expect(accept.status).toBe(403);
    expect(accept.json.status).toBe("erro");
    const rows = await server.db
      .selectFrom("terms_acceptances")
      .select("user_id")
      .where("scope", "=", scope.key)
      .where("user_id", "=", anaId)
      .execute();
    expect(rows).toEqual([]);
  });

  it("cannot change or remove the user's photo", async () => {
    const token = await visitAna();
    const upload = await server.request("POST", "/conta/pt-br/logado/foto", {
      host,
      token,
      body: { imagem: photo },
    });
    expect(upload.status).toBe(403);
    const remove = await server.request("POST", "/conta/pt-br/logado/foto/remover", {
      host,
      token,
      body: {},
    });
    expect(remove.status).toBe(403);
    const ana = await server.db
      .selectFrom("users")
      .select("foto")
      .where("scope", "=", scope.key)
      .where("id", "=", anaId)
      .executeTakeFirstOrThrow();
    expect(ana.foto).toBeNull();
  });

  it("cannot change the user's favourite networks", async () => {
    const network = await server.db
      .insertInto("networks")
      .values({ scope: scope.key, codigo: "R1", nome: "Rede Leste" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto("network_managers")
      .values({ scope: scope.key, network_id: network.id, user_id: anaId })
      .execute();
    const token = await visitAna();
    const favourite = await server.request("POST", "/conta/pt-br/logado/gravar/rede/favorita", {
      host,
      token,
      body: { rede_id: network.id, favorito: true },
    });
    expect(favourite.status).toBe(403);
    const rows = await server.db
      .selectFrom("network_favourites")
      .select("user_id")
      .where("scope", "=", scope.key)
      .where("user_id", "=", anaId)
      .execute();
    expect(rows).toEqual([]);
  });

  it("reports a problem as the administrator seeing the user's account, and the list says so", async () => {
    const token = await visitAna();
    const category = await server.db.selectFrom("issue_categories").select("id").executeTakeFirstOrThrow();
    const sent = await server.request("POST", "/conta/pt-br/reportar-erro/reportar", {
      host,
      token,
      body: { rota: "/logado/turmas", print: "", descricao: "Visto como a Ana", categoria: category.id },
    });
    expect(sent.status, sent.text).toBe(200);
    const row = await server.db
      .selectFrom("issue_reports")
      .select(["user_id", "visitor_id"])
      .where("scope", "=", scope.key)
      .where("descricao", "=", "Visto como a Ana")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: anaId, visitor_id: adminId });

    const admin = await signIn(server, host, "admin");
    const list = await server.request("GET", "/conta/pt-br/reportar-erro/relatos", { host, token: admin });
    const listed = list.json.relatos.find(
      (report: { descricao: string }) => report.descricao === "Visto como a Ana",
    );
    expect(listed.usuario).toEqual({ id: anaId, nome: "Ana Souza", usuario: "1001" });
    expect(listed.visitante).toEqual({ id: adminId, nome: "Marina Alves", usuario: "admin" });
  });

  it("ends the visit, recorded, when the visiting session logs out", async () => {
    const token = await visitAna();
    const logout = await server.request("POST", "/conta/pt-br/logout", { host, body: { token } });
    expect(logout.status).toBe(200);
    expect((await server.request("GET", "/conta/pt-br/grupos/ativos", { host, token })).status).toBe(401);
    const visits = await server.db
      .selectFrom("visits")
      .select("ended_at")
      .where("scope", "=", scope.key)
      .where("admin_id", "=", adminId)
      .orderBy("id", "desc")
      .execute();
    expect(visits[0]?.ended_at).toMatch(/^\d{4}-/);
    const events = await server.db
      .selectFrom("audit_events")
      .select(["actor_user_id", "subject_user_id"])
      .where("scope", "=", scope.key)
      .where("event_type", "=", "visit.ended")
      .execute();
    expect(events).toContainEqual({ actor_user_id: adminId, subject_user_id: anaId });
  });

  it("still lets the user accept the terms and change the photo in their own session", async () => {
    const token = await signIn(server, host, "1001");
    const upload = await server.request("POST", "/conta/pt-br/logado/foto", {
      host,
      token,
      body: { imagem: photo },
    });
    expect(upload.status, upload.text).toBe(200);
    const terms = await server.request("GET", "/conta/pt-br/logado/termos", { host, token });
    const accept = await server.request("POST", "/conta/pt-br/logado/termos/aceitar", {
      host,
      token,
      body: { versao: terms.json.versao },
    });
    expect(accept.status, accept.text).toBe(200);
  });
});
