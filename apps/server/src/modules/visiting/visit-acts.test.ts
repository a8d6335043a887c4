import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEventsOf } from "../../test/audit-rows.ts";
import { testDialects } from "../../test/dialects.ts";
import { createNetwork } from "../../test/factories.ts";
import { SCHOOL_ADMIN } from "../../test/people.ts";
import { useTenantServer } from "../../test/tenant-server.ts";
import { acceptCurrentTerms } from "../../test/terms.ts";

/** What a visiting administrator may and may not do in the user's name, and how a visit ends. */
describe.each(testDialects())("acts of a visiting administrator on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    users: [SCHOOL_ADMIN, { usuario: "1001", nome: "Ana Souza" }],
  });
  let adminId: number;
  let anaId: number;
  let photo: string;

  beforeAll(async () => {
    adminId = t.users.admin.id;
    anaId = t.users["1001"].id;
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    photo = `data:image/png;base64,${png.toString("base64")}`;
  });

  /** Ana's rows of a table that records what a user did: none may come from a visit. */
  const anaRowsIn = (table: "terms_acceptances" | "network_favourites") =>
    t.scopedDb.selectFrom(table).select("user_id").where("user_id", "=", anaId).execute();

  async function visitAna(): Promise<string> {
    const admin = await t.signIn("admin");
    const response = await t.request("POST", "/conta/pt-br/visitar", {
      token: admin,
      body: { usuario_id: anaId },
    });
    expect(response.status, response.text).toBe(200);
    return response.json.usuario.token;
  }

  it("cannot accept the terms of use for the user", async () => {
    const token = await visitAna();
    const { terms, accepted: accept } = await acceptCurrentTerms(t, token);
    expect(terms.status).toBe(200);
    expect(accept.status).toBe(403);
    expect(accept.json.status).toBe("erro");
    expect(await anaRowsIn("terms_acceptances")).toEqual([]);
  });

  it("cannot change or remove the user's photo", async () => {
    const token = await visitAna();
    const upload = await t.request("POST", "/conta/pt-br/logado/foto", {
      token,
      body: { imagem: photo },
    });
    expect(upload.status).toBe(403);
    const remove = await t.request("POST", "/conta/pt-br/logado/foto/remover", {
      token,
      body: {},
    });
    expect(remove.status).toBe(403);
    const ana = await t.scopedDb
      .selectFrom("users")
      .select("foto")
      .where("id", "=", anaId)
      .executeTakeFirstOrThrow();
    expect(ana.foto).toBeNull();
  });

  it("cannot change the user's favourite networks", async () => {
    const network = await createNetwork(t.server.db, t.scope, { codigo: "R1", nome: "Rede Leste" }, anaId);
    const token = await visitAna();
    const favourite = await t.request("POST", "/conta/pt-br/logado/gravar/rede/favorita", {
      token,
      body: { rede_id: network, favorito: true },
    });
    expect(favourite.status).toBe(403);
    expect(await anaRowsIn("network_favourites")).toEqual([]);
  });

  it("reports a problem as the administrator seeing the user's account, and the list says so", async () => {
    const token = await visitAna();
    const category = await t.server.db.selectFrom("issue_categories").select("id").executeTakeFirstOrThrow();
    const sent = await t.request("POST", "/conta/pt-br/reportar-erro/reportar", {
      token,
      body: { rota: "/logado/turmas", print: "", descricao: "Visto como a Ana", categoria: category.id },
    });
    expect(sent.status, sent.text).toBe(200);
    const row = await t.scopedDb
      .selectFrom("issue_reports")
      .select(["user_id", "visitor_id"])
      .where("descricao", "=", "Visto como a Ana")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: anaId, visitor_id: adminId });

    const admin = await t.signIn("admin");
    const list = await t.request("GET", "/conta/pt-br/reportar-erro/relatos", {
      token: admin,
    });
    const listed = list.json.relatos.find(
      (report: { descricao: string }) => report.descricao === "Visto como a Ana",
    );
    expect(listed.usuario).toEqual({ id: anaId, nome: "Ana Souza", usuario: "1001" });
    expect(listed.visitante).toEqual({ id: adminId, nome: "Marina Alves", usuario: "admin" });
  });

  it("ends the visit, recorded, when the visiting session logs out", async () => {
    const token = await visitAna();
    const logout = await t.request("POST", "/conta/pt-br/logout", { body: { token } });
    expect(logout.status).toBe(200);
    expect((await t.request("GET", "/conta/pt-br/grupos/ativos", { token })).status).toBe(401);
    const visits = await t.scopedDb
      .selectFrom("visits")
      .select("ended_at")
      .where("admin_id", "=", adminId)
      .orderBy("id", "desc")
      .execute();
    expect(visits[0]?.ended_at).toMatch(/^\d{4}-/);
    const events = await auditEventsOf(t.server.db, t.scope, "visit.ended")
      .select(["actor_user_id", "subject_user_id"])
      .execute();
    expect(events).toContainEqual({ actor_user_id: adminId, subject_user_id: anaId });
  });

  it("still lets the user accept the terms and change the photo in their own session", async () => {
    const token = await t.signIn("1001");
    const upload = await t.request("POST", "/conta/pt-br/logado/foto", {
      token,
      body: { imagem: photo },
    });
    expect(upload.status, upload.text).toBe(200);
    const { accepted: accept } = await acceptCurrentTerms(t, token);
    expect(accept.status, accept.text).toBe(200);
  });
});
