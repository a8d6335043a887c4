import type { TenantRow } from "../../db/schema.ts";
import { scopeOfTenant } from "../../db/tenant-scope.ts";

/**
 * The principal tenant runs the platform: its administrators see every tenant, and social sign-in exists there
 * alone (spec §6).
 */
export function isPrincipalTenant(tenant: Pick<TenantRow, "principal">): boolean {
  return tenant.principal === 1;
}

type TenantRef = Pick<TenantRow, "id" | "principal" | "database_share">;

/**
 * Who may read and edit a platform, given the tenant the administrator's request came through (the guard has
 * already proved a platform administrator): from the principal tenant, every platform; from any other, only the
 * platforms of its own data scope (itself, or every tenant of its share).
 */
export function mayManageTenant(through: TenantRef, target: TenantRef): boolean {
  return isPrincipalTenant(through) || scopeOfTenant(through).key === scopeOfTenant(target).key;
}

/** New platforms, and the administrators of every platform, are the principal tenant's to manage (spec §6). */
export function mayRunPlatforms(through: Pick<TenantRow, "principal">): boolean {
  return isPrincipalTenant(through);
}

/**
 * Which host names answer for a platform is the principal tenant's administrators' to say: a name another
 * platform's administrators add waits for them, and a platform's main domain is theirs alone to change.
 */
export function mayApproveHosts(through: Pick<TenantRow, "principal">): boolean {
  return isPrincipalTenant(through);
}

/**
 * Moving a platform into or out of a share changes whose users it sees: the principal tenant's administrators
 * only, and never for the principal tenant or the tenant the request comes through, whose administrators would
 * lose their own accounts on the spot.
 */
export function mayChangeShare(through: TenantRef, target: TenantRef): boolean {
  return isPrincipalTenant(through) && !isPrincipalTenant(target) && target.id !== through.id;
}

/**
 * Why a platform may not be switched off, if it may not: the tenant the request comes through (its
 * administrators would lock themselves out) and the principal tenant (unknown hosts resolve to it).
 */
export function deactivationRefusal(through: TenantRef, target: TenantRef): "own" | "principal" | null {
  if (target.id === through.id) return "own";
  if (isPrincipalTenant(target)) return "principal";
  return null;
}
