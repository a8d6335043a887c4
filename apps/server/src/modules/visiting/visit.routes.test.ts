import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser } from "../../test/factories.ts";
import { signIn } from "../../test/sessions.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";

describe.each(testDialects())("visiting users on %s", (dialect) => {
  let server: TestServer;
  let host: string;
  let shareHost: string;
  let otherHost: string;
  let anaId: number;
  let adminId: number;
  let otherAdminId: number;
  let foreignId: number;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const tenant = await createTenant(server.db, { database_share: `share-${Date.now()}` });
    const sibling = await createTenant(server.db, { database_share: tenant.database_share });
    const other = await createTenant(server.db);
    host = tenant.dominio;
    shareHost = sibling.dominio;
    otherHost = other.dominio;
    adminId = (await createUser(server.db, tenant.scope, { usuario: "admin", platformAdmin: true })).id;
    otherAdminId = (await createUser(server.db, tenant.scope, { usuario: "admin2", platformAdmin: true })).id;
    anaId = (
      await createUser(server.db, tenant.scope, {
        usuario: "1001",
        nome: "Ana Souza",
        twoFactorEmail: "ana@escola.example",
      })
    ).id;
    await createUser(server.db, tenant.scope, { usuario: "1002", nome: "Lucas Souza" });
    await createUser(server.db, other.scope, { usuario: "admin", platformAdmin: true });
    foreignId = (await createUser(server.db, other.scope, { usuario: "1001", nome: "Bruno Lima" })).id;
  });
  afterAll(() => server.close());

  const visit = (token: string, usuarioId: number, onHost = host, lang = "pt-br") =>
    server.request("POST", `/conta/${lang}/visitar`, {
      host: onHost,
      token,
      body: { usuario_id: usuarioId },
    });

  it("finds visitable users of the scope by login or name, never administrators", async () => {
    const admin = await signIn(server, host, "admin");
    const byName = await server.request("POST", "/conta/pt-br/visitar/buscar", {
      host,
      token: admin,
      body: { busca: "souza" },
    });
    expect(byName.status).toBe(200);
    expect(byName.json.usuarios.map((user: { usuario: string }) => user.usuario)).toEqual(["1001", "1002"]);
    const admins = await server.request("POST", "/conta/pt-br/visitar/buscar", {
      host,
      token: admin,
      body: { busca: "admin" },
    });
    expect(admins.json.usuarios).toEqual([]);
    const wildcard = await server.request("POST", "/conta/pt-br/visitar/buscar", {
      host,
      token: admin,
      body: { busca: "%" },
    });
    expect(wildcard.json.usuarios).toEqual([]);
  });

  it("opens an attributable visiting session, skipping the user's second factor", async () => {
    const admin = await signIn(server, host, "admin");
    const response = await visit(admin, anaId);
    expect(response.status, response.text).toBe(200);
    expect(response.json.usuario).toMatchObject({ id: anaId, nome: "Ana Souza", visitante: true });
    const token = response.json.usuario.token;
    expect(token).toMatch(/^[\w-]{43}$/);

    const refreshed = await server.request("POST", "/conta/pt-br/logar/token", { host, body: { token } });
    expect(refreshed.json.usuario).toMatchObject({ id: anaId, visitante: true });

    const sessions = await server.db
      .selectFrom("sessions")
      .selectAll()
      .where("visitor_id", "=", adminId)
      .execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.user_id).toBe(anaId);
    const visits = await server.db.selectFrom("visits").selectAll().where("admin_id", "=", adminId).execute();
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({ user_id: anaId, session_id: sessions[0]?.id, ended_at: null });

    // The visitor does not appear among Ana's devices, and cannot end hers.
    const devices = await server.request("POST", "/conta/pt-br/dispositivo/listar", {
      host,
      token,
      body: {},
    });
    expect(devices.status).toBe(200);
    expect(devices.json.dispositivos.some((device: { atual: boolean }) => device.atual)).toBe(false);
    const removeAll = await server.request("POST", "/conta/pt-br/dispositivo/deletar-todos", {
      host,
      token,
      body: { token: "x" },
    });
    expect(removeAll.status).toBe(403);

    // The administrator's own session is untouched.
    expect((await server.request("GET", "/conta/pt-br/grupos/ativos", { host, token: admin })).status).toBe(
      200,
    );

    const end = await server.request("POST", "/conta/en-us/visitar/sair", { host, token, body: {} });
    expect(end.status).toBe(200);
    expect(end.json).toEqual({ status: "sucesso", mensagem: "Viewing ended." });
    expect((await server.request("GET", "/conta/pt-br/grupos/ativos", { host, token })).status).toBe(401);
    const ended = await server.db.selectFrom("visits").selectAll().where("admin_id", "=", adminId).execute();
    expect(ended[0]?.ended_at).toMatch(/^\d{4}-/);
  });

  it("works from any tenant of the same data scope", async () => {
    const admin = await signIn(server, shareHost, "admin");
    const response = await visit(admin, anaId, shareHost);
    expect(response.status).toBe(200);
    expect(response.json.usuario.visitante).toBe(true);
  });

  it("is for platform administrators only", async () => {
    const student = await signIn(server, host, "1002");
    const response = await visit(student, anaId);
    expect(response.status).toBe(403);
    expect((await visit("nao-existe", anaId)).status).toBe(401);
    const search = await server.request("POST", "/conta/pt-br/visitar/buscar", {
      host,
      token: student,
      body: { busca: "ana" },
    });
    expect(search.status).toBe(403);
  });

  it("is bound to the administrator's scope", async () => {
    const admin = await signIn(server, host, "admin");
    const foreign = await visit(admin, foreignId, host, "en-us");
    expect(foreign.status).toBe(404);
    expect(foreign.json.mensagem).toBe("User not found on this platform.");
    const elsewhereAdmin = await signIn(server, otherHost, "admin");
    expect((await visit(elsewhereAdmin, anaId, otherHost)).status).toBe(404);
    // A token of one scope is nobody on another.
    expect((await visit(admin, foreignId, otherHost)).status).toBe(401);
  });

  it("does not visit administrators nor oneself, and a visitor cannot visit again", async () => {
    const admin = await signIn(server, host, "admin");
    expect((await visit(admin, otherAdminId)).status).toBe(403);
    expect((await visit(admin, adminId)).status).toBe(403);
    const visiting = (await visit(admin, anaId)).json.usuario.token;
    expect((await visit(visiting, anaId)).status).toBe(403);
  });

  it("ends only visiting sessions, and validates its input", async () => {
    const admin = await signIn(server, host, "admin");
    const notVisiting = await server.request("POST", "/conta/pt-br/visitar/sair", {
      host,
      token: admin,
      body: {},
    });
    expect(notVisiting.status).toBe(400);
    expect((await server.request("POST", "/conta/pt-br/visitar/sair", { host, body: {} })).status).toBe(401);
    const bad = await server.request("POST", "/conta/pt-br/visitar", {
      host,
      token: admin,
      body: { usuario_id: "1" },
    });
    expect(bad.status).toBe(400);
    const empty = await server.request("POST", "/conta/pt-br/visitar/buscar", {
      host,
      token: admin,
      body: { busca: "  " },
    });
    expect(empty.status).toBe(400);
  });
});
