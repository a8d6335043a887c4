import type { TenantRow } from "../../db/schema.ts";

/**
 * The principal tenant runs the platform: its administrators see every tenant, and social sign-in exists there
 * alone (spec §6).
 */
export function isPrincipalTenant(tenant: Pick<TenantRow, "principal">): boolean {
  return tenant.principal === 1;
}
