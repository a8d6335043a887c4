import type { Insertable, Updateable } from "kysely";
import type { TenantRow, TenantTable } from "../../db/schema.ts";
import type { GlobalDb } from "../../db/scoped-db.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

// The tenants table is the platform's own registry, not tenant-owned data: look-ups by host need no scope.

/** The tenant a host name belongs to: its `dominio`, or one of its other host names. */
export async function findTenantByDomain(db: GlobalDb, domain: string): Promise<TenantRow | undefined> {
  const own = await db.selectFrom("tenants").selectAll().where("dominio", "=", domain).executeTakeFirst();
  if (own) return own;
  return db
    .selectFrom("tenants")
    .selectAll("tenants")
    .innerJoin("tenant_hosts", "tenant_hosts.tenant_id", "tenants.id")
    .where("tenant_hosts.host", "=", domain)
    .where("tenant_hosts.approved_at", "is not", null)
    .executeTakeFirst();
}

/** A tenant's other host names, sorted, each with whether it still waits for approval. */
export async function listTenantHosts(db: GlobalDb, tenantId: number): Promise<TenantHost[]> {
  const rows = await db
    .selectFrom("tenant_hosts")
    .select(["host", "approved_at"])
    .where("tenant_id", "=", tenantId)
    .orderBy("host")
    .execute();
  return rows.map((row) => ({ host: row.host, pending: row.approved_at === null }));
}

export interface TenantHost {
  host: string;
  pending: boolean;
}

/** Whether another tenant (not `exceptId`) answers on this host, by its `dominio` or another host name. */
export async function isHostTaken(db: GlobalDb, host: string, exceptId: number | null): Promise<boolean> {
  let own = db.selectFrom("tenants").select("id").where("dominio", "=", host);
  let other = db.selectFrom("tenant_hosts").select("tenant_id as id").where("host", "=", host);
  if (exceptId !== null) {
    own = own.where("id", "<>", exceptId);
    other = other.where("tenant_id", "<>", exceptId);
  }
  return Boolean((await own.limit(1).executeTakeFirst()) ?? (await other.limit(1).executeTakeFirst()));
}

/**
 * Replaces a tenant's other host names. One it had keeps its approval; a new one is approved at `approvedAt`, or
 * waits for approval when that is null.
 */
export async function replaceTenantHosts(
  db: GlobalDb,
  tenantId: number,
  hosts: readonly string[],
  approvedAt: string | null,
): Promise<void> {
  const had = new Map(
    (
      await db
        .selectFrom("tenant_hosts")
        .select(["host", "approved_at"])
        .where("tenant_id", "=", tenantId)
        .execute()
    ).map((row) => [row.host, row.approved_at]),
  );
  await db.deleteFrom("tenant_hosts").where("tenant_id", "=", tenantId).execute();
  if (hosts.length > 0)
    await db
      .insertInto("tenant_hosts")
      .values(hosts.map((host) => ({ tenant_id: tenantId, host, approved_at: had.get(host) ?? approvedAt })))
      .execute();
}

/** Approves a pending host name of the tenant; false when it has none such. */
export async function approveTenantHost(
  db: GlobalDb,
  tenantId: number,
  host: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("tenant_hosts")
    .set({ approved_at: now })
    .where("tenant_id", "=", tenantId)
    .where("host", "=", host)
    .where("approved_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findPrincipalTenant(db: GlobalDb): Promise<TenantRow | undefined> {
  return db.selectFrom("tenants").selectAll().where("principal", "=", 1).orderBy("id").executeTakeFirst();
}

export function findTenantById(db: GlobalDb, id: number): Promise<TenantRow | undefined> {
  return db.selectFrom("tenants").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findTenantByLogo(
  db: GlobalDb,
  logo: string,
): Promise<Pick<TenantRow, "id" | "logo"> | undefined> {
  return db.selectFrom("tenants").select(["id", "logo"]).where("logo", "=", logo).limit(1).executeTakeFirst();
}

export function listAllTenants(db: GlobalDb): Promise<TenantRow[]> {
  return db.selectFrom("tenants").selectAll().orderBy("nome").orderBy("id").execute();
}

/** The tenants that see the same data as the given scope (itself, or every tenant of its share). */
export function listTenantsOfScope(
  db: GlobalDb,
  scope: TenantScope,
  databaseShare: string | null,
): Promise<TenantRow[]> {
  const query = db.selectFrom("tenants").selectAll().orderBy("nome").orderBy("id");
  return databaseShare
    ? query.where("database_share", "=", databaseShare).execute()
    : query.where("id", "=", scope.tenantId).execute();
}

/** Every database_share in use, sorted. */
export async function listShares(db: GlobalDb): Promise<string[]> {
  const rows = await db
    .selectFrom("tenants")
    .select("database_share")
    .distinct()
    .where("database_share", "is not", null)
    .orderBy("database_share")
    .execute();
  return rows.map((row) => row.database_share as string);
}

/** Another tenant (not `exceptId`) whose column has this value. */
export function findOtherTenantWith(
  db: GlobalDb,
  column: "slug" | "dominio" | "database_share",
  value: string,
  exceptId: number | null,
): Promise<Pick<TenantRow, "id" | "slug" | "database_share"> | undefined> {
  let query = db.selectFrom("tenants").select(["id", "slug", "database_share"]).where(column, "=", value);
  if (exceptId !== null) query = query.where("id", "<>", exceptId);
  return query.limit(1).executeTakeFirst();
}

export function insertTenant(db: GlobalDb, row: Insertable<TenantTable>): Promise<TenantRow> {
  return db.insertInto("tenants").values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateTenant(
  db: GlobalDb,
  id: number,
  changes: Updateable<TenantTable>,
): Promise<void> {
  await db.updateTable("tenants").set(changes).where("id", "=", id).execute();
}

/** A write refused by a unique index (another tenant took the slug or domain at the same moment). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505";
}
