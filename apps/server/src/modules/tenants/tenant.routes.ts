import { tenantList } from "@trilha/contracts/tenant.calls";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { isPrincipalTenant } from "./tenant.policy.ts";
import { listAllTenants, listTenantsOfScope } from "./tenant.repository.ts";
import { toTenantSummary } from "./tenant-config.ts";

export default async function tenantRoutes(app: FastifyInstance) {
  // Administrators of the principal tenant run the platform and see every tenant; elsewhere an
  // administrator sees only the tenants of their own data scope.
  registerCall(app, tenantList, async ({ db, scope, tenant }) => {
    const rows = isPrincipalTenant(tenant)
      ? await listAllTenants(db)
      : await listTenantsOfScope(db, scope, tenant.database_share);
    return { tenants: rows.map(toTenantSummary) };
  });
}
