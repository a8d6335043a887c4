import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/database.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser } from "../../test/factories.ts";
import { signIn } from "../../test/sessions.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";

const PATH = "/conta/pt-br/logado/anuncios";
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function addAnnouncement(
  db: Db,
  scope: TenantScope,
  chave: string,
  publico: "all" | "staff",
  prazo = inDays(10),
) {
  await db
    .insertInto("announcements")
    .values({
      scope: scope.key,
      chave,
      tipo: publico === "staff" ? "invitation" : "video",
      titulo: `Anúncio ${chave}`,
      texto: "Texto",
      midia_url: null,
      legenda_url: null,
      link_url: null,
      link_texto: null,
      prazo,
      publico,
      created_at: new Date().toISOString(),
    })
    .execute();
}

describe.each(testDialects())("announcements on %s", (dialect) => {
  let server: TestServer;
  let host: string;
  let otherHost: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const tenant = await createTenant(server.db);
    const other = await createTenant(server.db);
    host = tenant.dominio;
    otherHost = other.dominio;
    await createUser(server.db, tenant.scope, { usuario: "aluna" });
    const manager = await createUser(server.db, tenant.scope, { usuario: "gestora" });
    const teacher = await createUser(server.db, tenant.scope, { usuario: "professora" });
    const formerTeacher = await createUser(server.db, tenant.scope, { usuario: "ex-professora" });
    await createUser(server.db, other.scope, { usuario: "aluna" });

    const network = await server.db
      .insertInto("networks")
      .values({ scope: tenant.scope.key, codigo: "r1", nome: "Rede 1" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto("network_managers")
      .values({ scope: tenant.scope.key, network_id: network.id, user_id: manager.id })
      .execute();
    const addGroup = async (active: number, userId: number) => {
      const group = await server.db
        .insertInto("class_groups")
        .values({ scope: tenant.scope.key, nome: "Turma", tipo: "pro", active })
        .returning("id")
        .executeTakeFirstOrThrow();
      await server.db
        .insertInto("group_members")
        .values({ scope: tenant.scope.key, group_id: group.id, user_id: userId })
        .execute();
    };
    await addGroup(1, teacher.id);
    await addGroup(0, formerTeacher.id);

    await addAnnouncement(server.db, tenant.scope, "painel", "all");
    await addAnnouncement(server.db, tenant.scope, "live", "staff");
    // The spec's own deadlines, long past: they no longer show.
    await addAnnouncement(server.db, tenant.scope, "painel-2025", "all", "2025-03-31T23:59:59-03:00");
    await addAnnouncement(server.db, tenant.scope, "live-2025", "staff", "2025-02-10T15:00:00-03:00");
    await addAnnouncement(server.db, other.scope, "de-outra-escola", "all");
  });
  afterAll(() => server.close());

  const keys = async (usuario: string, on = host) => {
    const token = await signIn(server, on, usuario);
    const response = await server.request("GET", PATH, { host: on, token });
    expect(response.status, response.text).toBe(200);
    return (response.json.anuncios as { chave: string }[]).map((a) => a.chave);
  };

  it("refuses a request without a session", async () => {
    expect((await server.request("GET", PATH, { host })).status).toBe(401);
  });

  it("gives a student only the announcements for everyone", async () => {
    expect(await keys("aluna")).toEqual(["painel"]);
  });

  it("gives the live invitation to a network manager and to a member of an adm/pro class", async () => {
    expect((await keys("gestora")).sort()).toEqual(["live", "painel"]);
    expect((await keys("professora")).sort()).toEqual(["live", "painel"]);
  });

  it("does not count a class that is no longer active", async () => {
    expect(await keys("ex-professora")).toEqual(["painel"]);
  });

  it("leaves out announcements past their deadline (the spec's 2025 ones)", async () => {
    expect(await keys("gestora")).not.toContain("painel-2025");
    expect(await keys("gestora")).not.toContain("live-2025");
  });

  it("never lists another tenant's announcements", async () => {
    expect(await keys("aluna", otherHost)).toEqual(["de-outra-escola"]);
    expect(await keys("aluna")).not.toContain("de-outra-escola");
  });

  it("sends the fields the modal needs", async () => {
    const token = await signIn(server, host, "aluna");
    const [painel] = (await server.request("GET", PATH, { host, token })).json.anuncios;
    expect(painel).toEqual({
      chave: "painel",
      tipo: "video",
      titulo: "Anúncio painel",
      texto: "Texto",
      midia_url: null,
      legenda_url: null,
      link_url: null,
      link_texto: null,
      prazo: expect.any(String),
    });
  });
});
