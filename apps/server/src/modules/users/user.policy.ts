import type { UserRow } from "../../db/schema.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

/**
 * Pure answers about who a user is, checked before any data is touched. Same tenant comes first: a row of
 * another data scope is nobody here, whatever its role.
 */
export function isInScope(scope: TenantScope, row: { scope: string }): boolean {
  return row.scope === scope.key;
}

/** Runs the platform for their data scope (reads its audit log and problem reports, visits its users). */
export function isPlatformAdmin<U extends Pick<UserRow, "platform_admin">>(
  user: U,
): user is U & { platform_admin: 1 } {
  return user.platform_admin === 1;
}

/** Owes a new password before anything else (a temporary one, or an administrator's demand). */
export function mustChangePassword(user: Pick<UserRow, "must_change_password">): boolean {
  return user.must_change_password === 1;
}

/** Deactivated by the school: signs in no more, and everything they did stays. */
export function isDeactivated(user: Pick<UserRow, "deactivated_at">): boolean {
  return user.deactivated_at !== null;
}
