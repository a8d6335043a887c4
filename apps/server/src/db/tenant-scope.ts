declare const scopeBrand: unique symbol;

/**
 * The data scope a request may touch. Tenants with the same `database_share` share one scope; any other
 * tenant is its own. Only `scopeOfTenant` makes one, so a repository function that requires it cannot be
 * called with a hand-written string.
 */
export interface TenantScope {
  readonly [scopeBrand]: true;
  readonly key: string;
  readonly tenantId: number;
}

export function scopeOfTenant(tenant: { id: number; database_share: string | null }): TenantScope {
  const key = tenant.database_share ? `share:${tenant.database_share}` : `tenant:${tenant.id}`;
  return { key, tenantId: tenant.id } as TenantScope;
}
