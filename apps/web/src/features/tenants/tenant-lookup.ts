import type { TenantSummary } from "@trilha/contracts/tenant";

/** Spec §2: a platform's administration is addressed by its slug or by its database_share. */
export function findTenant(
  tenants: readonly TenantSummary[],
  key: string | undefined,
): TenantSummary | undefined {
  if (!key) return undefined;
  return (
    tenants.find((tenant) => tenant.slug === key) ?? tenants.find((tenant) => tenant.database_share === key)
  );
}
