import type { Db } from "../../db/database.ts";
import type { TenantRow } from "../../db/schema.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

// The tenants table is the platform's own registry, not tenant-owned data: look-ups by host need no scope.

export function findTenantByDomain(db: Db, domain: string): Promise<TenantRow | undefined> {
  return db.selectFrom("tenants").selectAll().where("dominio", "=", domain).executeTakeFirst();
}

export function findPrincipalTenant(db: Db): Promise<TenantRow | undefined> {
  return db.selectFrom("tenants").selectAll().where("principal", "=", 1).orderBy("id").executeTakeFirst();
}

export function listAllTenants(db: Db): Promise<TenantRow[]> {
  return db.selectFrom("tenants").selectAll().orderBy("nome").orderBy("id").execute();
}

/** The tenants that see the same data as the given scope (itself, or every tenant of its share). */
export function listTenantsOfScope(
  db: Db,
  scope: TenantScope,
  databaseShare: string | null,
): Promise<TenantRow[]> {
  const query = db.selectFrom("tenants").selectAll().orderBy("nome").orderBy("id");
  return databaseShare
    ? query.where("database_share", "=", databaseShare).execute()
    : query.where("id", "=", scope.tenantId).execute();
}
