import type { TenantSummary } from "@trilha/contracts/tenant";
import type { RequestContext } from "../../http/request-context.ts";
import { isPrincipalTenant } from "./tenant.policy.ts";
import { listAllTenants, listTenantsOfScope } from "./tenant.repository.ts";
import { toTenantSummary } from "./tenant-config.ts";

// The platform's principal tenant, for the commands that run outside any request (create-admin).
export { findPrincipalTenant } from "./tenant.repository.ts";

/**
 * Administrators of the principal tenant run the platform and see every tenant; elsewhere an administrator
 * sees only the tenants of their own data scope.
 */
export async function visibleTenants(
  context: Pick<RequestContext, "db" | "scope" | "tenant">,
): Promise<TenantSummary[]> {
  const { db, scope, tenant } = context;
  const rows = isPrincipalTenant(tenant)
    ? await listAllTenants(db)
    : await listTenantsOfScope(db, scope, tenant.database_share);
  return rows.map(toTenantSummary);
}
