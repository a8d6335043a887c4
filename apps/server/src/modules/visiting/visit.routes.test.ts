import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { createTenant } from "../../test/factories.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

describe.each(testDialects())("visiting users on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    tenant: { database_share: `share-${Date.now()}` },
    users: [
      { usuario: "admin", platformAdmin: true },
      { usuario: "admin2", platformAdmin: true },
      { usuario: "1001", nome: "Ana Souza", twoFactorEmail: "ana@escola.example" },
      { usuario: "1002", nome: "Lucas Souza" },
    ],
    other: [
      { usuario: "admin", platformAdmin: true },
      { usuario: "1001", nome: "Bruno Lima" },
    ],
  });
  let shareHost: string;

  beforeAll(async () => {
    shareHost = (await createTenant(t.server.db, { database_share: t.tenant.database_share })).dominio;
  });

  const visit = (token: string, usuarioId: number, onHost = t.host, lang = "pt-br") =>
    t.request("POST", `/conta/${lang}/visitar`, {
      host: onHost,
      token,
      body: { usuario_id: usuarioId },
    });

  const visitsBy = (adminId: number) =>
    t.server.db.selectFrom("visits").selectAll().where("admin_id", "=", adminId).execute();
  const search = (token: string, busca: string) =>
    t.request("POST", "/conta/pt-br/visitar/buscar", { token, body: { busca } });

  it("finds visitable users of the scope by login or name, never administrators", async () => {
    const admin = await t.signIn("admin");
    const byName = await search(admin, "souza");
    expect(byName.status).toBe(200);
    expect(byName.json.usuarios.map((user: { usuario: string }) => user.usuario)).toEqual(["1001", "1002"]);
    const admins = await search(admin, "admin");
    expect(admins.json.usuarios).toEqual([]);
    const wildcard = await search(admin, "%");
    expect(wildcard.json.usuarios).toEqual([]);
  });

  it("opens an attributable visiting session, skipping the user's second factor", async () => {
    const admin = await t.signIn("admin");
    const response = await visit(admin, t.users["1001"].id);
    expect(response.status, response.text).toBe(200);
    expect(response.json.usuario).toMatchObject({
      id: t.users["1001"].id,
      nome: "Ana Souza",
      visitante: true,
    });
    const token = response.json.usuario.token;
    expect(token).toMatch(/^[\w-]{43}$/);

    const refreshed = await t.request("POST", "/conta/pt-br/logar/token", { body: { token } });
    expect(refreshed.json.usuario).toMatchObject({ id: t.users["1001"].id, visitante: true });

    const sessions = await t.server.db
      .selectFrom("sessions")
      .selectAll()
      .where("visitor_id", "=", t.users.admin.id)
      .execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.user_id).toBe(t.users["1001"].id);
    const visits = await visitsBy(t.users.admin.id);
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({
      user_id: t.users["1001"].id,
      session_id: sessions[0]?.id,
      ended_at: null,
    });

    // The visitor does not appear among Ana's devices, and cannot end hers.
    const devices = await t.request("POST", "/conta/pt-br/dispositivo/listar", { token, body: {} });
    expect(devices.status).toBe(200);
    expect(devices.json.dispositivos.some((device: { atual: boolean }) => device.atual)).toBe(false);
    const removeAll = await t.request("POST", "/conta/pt-br/dispositivo/deletar-todos", {
      token,
      body: { token: "x" },
    });
    expect(removeAll.status).toBe(403);

    // The administrator's own session is untouched.
    expect((await t.request("GET", "/conta/pt-br/grupos/ativos", { token: admin })).status).toBe(200);

    const end = await t.request("POST", "/conta/en-us/visitar/sair", { token, body: {} });
    expect(end.status).toBe(200);
    expect(end.json).toEqual({ status: "sucesso", mensagem: "Viewing ended." });
    expect((await t.request("GET", "/conta/pt-br/grupos/ativos", { token })).status).toBe(401);
    const ended = await visitsBy(t.users.admin.id);
    expect(ended[0]?.ended_at).toMatch(/^\d{4}-/);
  });

  it("works from any tenant of the same data scope", async () => {
    const admin = await t.signIn("admin", shareHost);
    const response = await visit(admin, t.users["1001"].id, shareHost);
    expect(response.status).toBe(200);
    expect(response.json.usuario.visitante).toBe(true);
  });

  it("is for platform administrators only", async () => {
    const student = await t.signIn("1002");
    const response = await visit(student, t.users["1001"].id);
    expect(response.status).toBe(403);
    expect((await visit("nao-existe", t.users["1001"].id)).status).toBe(401);
    const found = await search(student, "ana");
    expect(found.status).toBe(403);
  });

  it("is bound to the administrator's scope", async () => {
    const admin = await t.signIn("admin");
    const foreign = await visit(admin, t.otherUsers["1001"].id, t.host, "en-us");
    expect(foreign.status).toBe(404);
    expect(foreign.json.mensagem).toBe("User not found on this platform.");
    const elsewhereAdmin = await t.signIn("admin", t.otherHost);
    expect((await visit(elsewhereAdmin, t.users["1001"].id, t.otherHost)).status).toBe(404);
    // A token of one scope is nobody on another.
    expect((await visit(admin, t.otherUsers["1001"].id, t.otherHost)).status).toBe(401);
  });

  it("does not visit administrators nor oneself, and a visitor cannot visit again", async () => {
    const admin = await t.signIn("admin");
    expect((await visit(admin, t.users.admin2.id)).status).toBe(403);
    expect((await visit(admin, t.users.admin.id)).status).toBe(403);
    const visiting = (await visit(admin, t.users["1001"].id)).json.usuario.token;
    expect((await visit(visiting, t.users["1001"].id)).status).toBe(403);
  });

  it("ends only visiting sessions, and validates its input", async () => {
    const admin = await t.signIn("admin");
    const notVisiting = await t.request("POST", "/conta/pt-br/visitar/sair", { token: admin, body: {} });
    expect(notVisiting.status).toBe(400);
    expect((await t.request("POST", "/conta/pt-br/visitar/sair", { body: {} })).status).toBe(401);
    const bad = await t.request("POST", "/conta/pt-br/visitar", { token: admin, body: { usuario_id: "1" } });
    expect(bad.status).toBe(400);
    const empty = await search(admin, "  ");
    expect(empty.status).toBe(400);
  });
});
