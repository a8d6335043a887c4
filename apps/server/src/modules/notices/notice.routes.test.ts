import { NOTICES_MAX } from "@trilha/contracts/limits";
import { NOTICES_PATH } from "@trilha/contracts/notices";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/database.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { testDialects } from "../../test/dialects.ts";
import { createTenant } from "../../test/factories.ts";
import { INDEX_HTML, useTestServer } from "../../test/test-server.ts";

async function addNotice(
  db: Db,
  scope: TenantScope,
  id: string,
  extra: {
    rotas?: string;
    usuarios?: string;
    clientes?: string;
    tipo?: string;
    status?: string;
    createdAt?: string;
  } = {},
) {
  await db
    .insertInto("notices")
    .values({
      scope: scope.key,
      id,
      status: extra.status ?? "1",
      tipo: extra.tipo ?? "novidade",
      mensagem: `Aviso ${id}`,
      link_url: null,
      link_texto: null,
      rotas: extra.rotas ?? null,
      data_inicio: "2025-01-01T00:00:00-03:00",
      data_termino: null,
      clientes: extra.clientes ?? null,
      usuarios: extra.usuarios ?? null,
      created_at: extra.createdAt ?? new Date().toISOString(),
    })
    .execute();
}

describe.each(testDialects())("mensagens.json on %s", (dialect) => {
  // A built web app in place, to show its catch-all does not answer the notices file with index.html.
  const server = useTestServer(dialect, { indexHtml: INDEX_HTML });
  const hosts = { a: "", b: "", north: "", east: "", empty: "" };

  beforeAll(async () => {
    const a = await createTenant(server.db);
    const b = await createTenant(server.db);
    const north = await createTenant(server.db, { database_share: "rede-teste" });
    const east = await createTenant(server.db, { database_share: "rede-teste" });
    const empty = await createTenant(server.db);
    Object.assign(hosts, {
      a: a.dominio,
      b: b.dominio,
      north: north.dominio,
      east: east.dominio,
      empty: empty.dominio,
    });
    await addNotice(server.db, a.scope, "so-de-a", {
      tipo: "advertencia",
      rotas: '["/logado/turmas"]',
      usuarios: "[1001]",
      clientes: "[7, 8]",
    });
    await addNotice(server.db, b.scope, "so-de-b");
    await addNotice(server.db, north.scope, "da-rede");
    await addNotice(server.db, a.scope, "quebrado", { usuarios: "[1001" });
  });

  const ids = async (host: string) => {
    const response = await server.request("GET", NOTICES_PATH, { host });
    expect(response.status).toBe(200);
    return (response.json as { id: string }[]).map((notice) => notice.id);
  };

  it("serves the tenant's notices as the spec §3 array, without a session", async () => {
    const response = await server.request("GET", NOTICES_PATH, { host: hosts.a });
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["cache-control"]).toBe("public, max-age=60");
    expect(response.json).toEqual([
      {
        id: "so-de-a",
        status: "1",
        tipo: "advertencia",
        mensagem: "Aviso so-de-a",
        link_url: null,
        link_texto: null,
        rota: ["/logado/turmas"],
        data_inicio: "2025-01-01T00:00:00-03:00",
        data_termino: null,
        clientes: [7, 8],
        usuarios: [1001],
      },
    ]);
  });

  it("never lists another tenant's notices", async () => {
    expect(await ids(hosts.b)).toEqual(["so-de-b"]);
    expect(await ids(hosts.a)).not.toContain("so-de-b");
  });

  it("gives tenants that share a database_share the scope's notices", async () => {
    expect(await ids(hosts.north)).toEqual(["da-rede"]);
    expect(await ids(hosts.east)).toEqual(["da-rede"]);
  });

  it(`lists at most ${NOTICES_MAX} notices, the newest active ones, oldest first`, async () => {
    const tenant = await createTenant(server.db);
    const start = Date.parse("2026-01-01T00:00:00Z");
    for (let index = 0; index < NOTICES_MAX + 20; index++) {
      await addNotice(server.db, tenant.scope, `n${index}`, {
        createdAt: new Date(start + index * 60_000).toISOString(),
      });
    }
    await addNotice(server.db, tenant.scope, "retirado", {
      status: "0",
      createdAt: new Date(start + 10 ** 9).toISOString(),
    });
    const listed = await ids(tenant.dominio);
    expect(listed).toHaveLength(NOTICES_MAX);
    expect(listed[0]).toBe("n20");
    expect(listed.at(-1)).toBe(`n${NOTICES_MAX + 19}`);
    expect(listed).not.toContain("retirado");
  });

  it("answers an empty array for a tenant without notices", async () => {
    expect(await ids(hosts.empty)).toEqual([]);
  });

  it("leaves out a notice whose list column cannot be read, rather than showing it to everyone", async () => {
    expect(await ids(hosts.a)).not.toContain("quebrado");
  });
});
