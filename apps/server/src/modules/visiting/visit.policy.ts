import type { UserRow } from "../../db/schema.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import type { Authenticated } from "../../http/caller.ts";
import { isVisiting } from "../sessions/session.policy.ts";
import { isInScope, isPlatformAdmin } from "../users/user.policy.ts";

/** A visiting session cannot start another visit: one administrator, one borrowed view at a time. */
export function mayStartVisit(admin: Pick<Authenticated, "user" | "session">): boolean {
  return isPlatformAdmin(admin.user) && !isVisiting(admin.session);
}

/**
 * Only users of the administrator's own data scope are visited; administrators are not (that would lend one
 * administrator's rights to another), nor is oneself.
 */
export function mayBeVisited(
  scope: TenantScope,
  admin: Pick<Authenticated, "user">,
  user: Pick<UserRow, "id" | "scope" | "platform_admin">,
): boolean {
  return isInScope(scope, user) && user.id !== admin.user.id && !isPlatformAdmin(user);
}
