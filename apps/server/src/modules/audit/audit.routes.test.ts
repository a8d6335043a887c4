import { beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { SCHOOL_ADMIN } from "../../test/people.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

interface Entry {
  id: number;
  data: string;
  tipo: string;
  ator: { usuario: string | null } | null;
  sujeito: { usuario: string | null } | null;
  detalhes: Record<string, unknown>;
}

describe.each(testDialects())("auditoria/listar on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    users: [SCHOOL_ADMIN, { usuario: "1001", nome: "Ana Souza" }, { usuario: "1002", nome: "Lucas Souza" }],
    other: [
      { usuario: "admin", platformAdmin: true },
      { usuario: "1001", nome: "Bruno Lima" },
    ],
  });
  let admin: string;

  beforeAll(async () => {
    await t.signIn("1001", t.otherHost);
    for (const usuario of ["1001", "1002", "1001"]) {
      const wrong = await t.request("POST", "/conta/pt-br/logar/padrao", {
        body: { usuario, senha: "nao-e-esta" },
      });
      expect(wrong.status).toBe(401);
    }
    await t.signIn("1002");
    admin = await t.signIn("admin");
  });

  const list = (body: Record<string, unknown> = {}, token: string | null = admin, onHost = t.host) =>
    t.server.request("POST", "/conta/pt-br/logado/auditoria/listar", {
      host: onHost,
      body,
      ...(token ? { token } : {}),
    });

  it("lists the scope's events newest first, naming who acted and on whom", async () => {
    const response = await list();
    expect(response.status, response.text).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const events: Entry[] = response.json.eventos;
    expect(events.map((event) => [event.tipo, event.sujeito?.usuario])).toEqual([
      ["login.ok", "admin"],
      ["login.ok", "1002"],
      ["login.failed", "1001"],
      ["login.failed", "1002"],
      ["login.failed", "1001"],
    ]);
    expect(events[0]).toMatchObject({ ator: { usuario: "admin", nome: "Marina Alves" }, ip: "127.0.0.1" });
    expect(events[2]).toMatchObject({ ator: null, detalhes: { login: "1001", reason: "wrong_password" } });
    const times = events.map((event) => event.data);
    expect([...times].sort().reverse()).toEqual(times);
    expect(response.json.proximo).toBeNull();
  });

  it("filters by event type, by a user's login and by a time range", async () => {
    const failed = await list({ tipo: "login.failed" });
    expect(failed.json.eventos.map((event: Entry) => event.tipo)).toEqual(Array(3).fill("login.failed"));
    const ana = await list({ usuario: "0001001" });
    expect(ana.json.eventos).toHaveLength(2);
    expect(ana.json.eventos.every((event: Entry) => event.sujeito?.usuario === "1001")).toBe(true);
    expect((await list({ usuario: "ninguem" })).json.eventos).toEqual([]);

    const all: Entry[] = (await list()).json.eventos;
    const oldest = all.at(-1) as Entry;
    const newest = all[0] as Entry;
    const fromNewest = await list({ de: newest.data });
    expect(fromNewest.json.eventos.map((event: Entry) => event.id)).toEqual(
      all.filter((event) => event.data >= newest.data).map((event) => event.id),
    );
    const untilOldest = await list({ ate: new Date(Date.parse(oldest.data) + 1).toISOString() });
    expect(untilOldest.json.eventos.map((event: Entry) => event.id)).toContain(oldest.id);
    expect(untilOldest.json.eventos.map((event: Entry) => event.id)).not.toContain(newest.id);
    expect((await list({ de: "2020-01-01T00:00:00Z", ate: "2020-01-02T00:00:00Z" })).json.eventos).toEqual(
      [],
    );
  });

  it("pages with a cursor: every event once, in order, and the last page says there is no more", async () => {
    const all: Entry[] = (await list()).json.eventos;
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const response = await list({ limite: 2, ...(cursor ? { cursor } : {}) });
      expect(response.status).toBe(200);
      seen.push(...response.json.eventos.map((event: Entry) => event.id));
      cursor = response.json.proximo ?? undefined;
      if (!cursor) break;
    }
    expect(seen).toEqual(all.map((event) => event.id));
  });

  it("answers a bad filter with a 400 and a message", async () => {
    for (const body of [
      { tipo: "login.hacked" },
      { limite: 0 },
      { limite: 101 },
      { de: "ontem" },
      { de: "2026-01-02T00:00:00Z", ate: "2026-01-01T00:00:00Z" },
      { cursor: "bad" },
      { cursor: Buffer.from("2026-01-01T00:00:00.000Z~1 or 1=1").toString("base64url") },
      { cursor: Buffer.from("2026-01-01T00:00:00.000Z~999999999999").toString("base64url") },
    ]) {
      const response = await list(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.mensagem).toBeTruthy();
    }
  });

  it("is for platform administrators of the scope only", async () => {
    expect((await list({}, null)).status).toBe(401);
    const student = await t.signIn("1001");
    const refused = await list({}, student);
    expect(refused.status).toBe(403);
    expect(refused.json.mensagem).toBeTruthy();
    // An administrator's session is bound to its own tenant's host.
    expect((await list({}, admin, t.otherHost)).status).toBe(401);
    const otherAdmin = await t.signIn("admin", t.otherHost);
    expect((await list({}, otherAdmin)).status).toBe(401);
    const theirs: Entry[] = (await list({}, otherAdmin, t.otherHost)).json.eventos;
    expect(theirs.map((event) => event.sujeito?.usuario)).toEqual(["admin", "1001"]);
    const ours = await t.scopedDb.selectFrom("audit_events").select("id").execute();
    const ourIds = new Set(ours.map((row) => row.id));
    expect(theirs.some((event) => ourIds.has(event.id))).toBe(false);
  });
});
