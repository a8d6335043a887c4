import { randomBytes } from "node:crypto";
import { newTenantRow } from "../../apps/server/src/db/bootstrap.ts";
import type { Db } from "../../apps/server/src/db/database.ts";
import { hashPassword } from "../../apps/server/src/lib/password-hash.ts";
import { studentRow } from "./student-row.ts";

export const SCALE_PASSWORD = "escala-senha-2026";
export const scaleHost = (tenant: number) => `t${tenant}.escala.localhost`;
export const scaleLogin = (user: number) => `aluno${user}`;

/**
 * `tenants` schools of `usersPerTenant` students each, the first student of each managing two networks.
 * Batched multi-row inserts, one precomputed hash for every user: a million rows in about a minute.
 */
export async function seedScale(db: Db, tenants: number, usersPerTenant: number): Promise<void> {
  const passwordHash = await hashPassword(SCALE_PASSWORD);
  const createdAt = new Date().toISOString();
  const tenantBatch = 500;
  for (let first = 0; first < tenants; first += tenantBatch) {
    const count = Math.min(tenantBatch, tenants - first);
    const inserted = await db
      .insertInto("tenants")
      .values(
        Array.from({ length: count }, (_, offset) => {
          const index = first + offset;
          return newTenantRow({
            nome: `Escola ${index}`,
            descricao: `Escola de escala ${index}`,
            slug: `t${index}`,
            dominio: scaleHost(index),
            created_at: createdAt,
          });
        }),
      )
      .returning("id")
      .execute();
    const scopes = inserted.map((row) => `tenant:${row.id}`);
    // SQLite binds at most 32 766 parameters per statement: 13 columns × 1 000 rows stays under it.
    const userRows = scopes.flatMap((scope) =>
      Array.from({ length: usersPerTenant }, (_, user) =>
        studentRow(scope, scaleLogin(user), user, passwordHash, createdAt),
      ),
    );
    for (let start = 0; start < userRows.length; start += 1000) {
      await db
        .insertInto("users")
        .values(userRows.slice(start, start + 1000))
        .execute();
    }
    const managers = await db
      .selectFrom("users")
      .select(["id", "scope"])
      .where("scope", "in", scopes)
      .where("usuario", "=", scaleLogin(0))
      .execute();
    const networks = await db
      .insertInto("networks")
      .values(
        scopes.flatMap((scope) => [
          { scope, codigo: `${scope}-b`, nome: "Rede Beta" },
          { scope, codigo: `${scope}-a`, nome: "Rede Alfa" },
        ]),
      )
      .returning(["id", "scope"])
      .execute();
    await seedSessions(
      db,
      scopes,
      inserted.map((row) => row.id),
      createdAt,
    );
    const managerOf = new Map(managers.map((row) => [row.scope, row.id]));
    await db
      .insertInto("network_managers")
      .values(
        networks.map((network) => ({
          scope: network.scope,
          network_id: network.id,
          user_id: managerOf.get(network.scope) as number,
        })),
      )
      .execute();
  }
}

/** Every tenth student signed in on some device, so session look-ups search a table of realistic size. */
async function seedSessions(db: Db, scopes: string[], tenantIds: number[], createdAt: string): Promise<void> {
  const users = await db
    .selectFrom("users")
    .select(["id", "scope"])
    .where("scope", "in", scopes)
    .where((eb) => eb(eb.ref("id"), "%", 10), "=", 0)
    .execute();
  const tenantOf = new Map(scopes.map((scope, index) => [scope, tenantIds[index] as number]));
  const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const rows = users.map((user) => ({
    scope: user.scope,
    tenant_id: tenantOf.get(user.scope) as number,
    user_id: user.id,
    token_hash: randomBytes(32).toString("base64url"),
    handle: randomBytes(12).toString("base64url"),
    device_name: "Chrome em Android",
    device_type: "mobile",
    created_at: createdAt,
    last_access_at: createdAt,
    expires_at: expiresAt,
    visitor_id: null,
  }));
  for (let start = 0; start < rows.length; start += 1000) {
    await db
      .insertInto("sessions")
      .values(rows.slice(start, start + 1000))
      .execute();
  }
}
