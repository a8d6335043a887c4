import type { TenantScope } from "../../db/tenant-scope.ts";
import { isInScope } from "../users/user.policy.ts";

/** One row of network_managers: this user manages this network of this data scope. */
export interface NetworkManagement {
  scope: string;
  user_id: number;
  network_id: number;
}

/** A user manages a network when a management row of the same scope names both. */
export function managesNetwork(
  scope: TenantScope,
  userId: number,
  networkId: number,
  management: NetworkManagement | undefined,
): boolean {
  return (
    management !== undefined &&
    isInScope(scope, management) &&
    management.user_id === userId &&
    management.network_id === networkId
  );
}
