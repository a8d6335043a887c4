import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/database.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { testDialects } from "../../test/dialects.ts";
import { createClassGroup, createNetwork } from "../../test/factories.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

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
  const t = useTenantServer(dialect, {
    users: [
      { usuario: "aluna" },
      { usuario: "gestora" },
      { usuario: "professora" },
      { usuario: "ex-professora" },
    ],
    other: [{ usuario: "aluna" }],
  });

  beforeAll(async () => {
    const { db } = t.server;
    const { gestora: manager, professora: teacher, "ex-professora": formerTeacher } = t.users;

    await createNetwork(db, t.scope, { codigo: "r1", nome: "Rede 1" }, manager.id);
    await createClassGroup(db, t.scope, { nome: "Turma", active: 1 }, [[teacher.id]]);
    await createClassGroup(db, t.scope, { nome: "Turma", active: 0 }, [[formerTeacher.id]]);

    await addAnnouncement(db, t.scope, "painel", "all");
    await addAnnouncement(db, t.scope, "live", "staff");
    // The spec's own deadlines, long past: they no longer show.
    await addAnnouncement(db, t.scope, "painel-2025", "all", "2025-03-31T23:59:59-03:00");
    await addAnnouncement(db, t.scope, "live-2025", "staff", "2025-02-10T15:00:00-03:00");
    await addAnnouncement(db, t.other.scope, "de-outra-escola", "all");
  });

  const keys = async (usuario: string, on = t.host) => {
    const token = await t.signIn(usuario, on);
    const response = await t.server.request("GET", PATH, { host: on, token });
    expect(response.status, response.text).toBe(200);
    return (response.json.anuncios as { chave: string }[]).map((a) => a.chave);
  };

  it("refuses a request without a session", async () => {
    expect((await t.request("GET", PATH)).status).toBe(401);
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
    expect(await keys("aluna", t.otherHost)).toEqual(["de-outra-escola"]);
    expect(await keys("aluna")).not.toContain("de-outra-escola");
  });

  it("sends the fields the modal needs", async () => {
    const token = await t.signIn("aluna");
    const [painel] = (await t.request("GET", PATH, { token })).json.anuncios;
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
