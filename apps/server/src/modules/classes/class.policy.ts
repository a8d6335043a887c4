import type { TenantScope } from "../../db/tenant-scope.ts";
import { isInScope } from "../users/user.policy.ts";

/** One row of group_members: this user is in this class of this data scope, as a student or a teacher. */
export interface Membership {
  scope: string;
  user_id: number;
  group_id: number;
  role: string;
}

/** Teaches the class: gives it lessons, grades its students' work, reads its gradebook. */
export function teachesGroup(
  scope: TenantScope,
  userId: number,
  groupId: number,
  membership: Membership | undefined,
): boolean {
  return isMember(scope, userId, groupId, membership) && membership?.role === "teacher";
}

/** Studies in the class: sees its lessons and delivers their work. */
export function studiesInGroup(
  scope: TenantScope,
  userId: number,
  groupId: number,
  membership: Membership | undefined,
): boolean {
  return isMember(scope, userId, groupId, membership) && membership?.role === "student";
}

function isMember(scope: TenantScope, userId: number, groupId: number, membership: Membership | undefined) {
  return (
    membership !== undefined &&
    isInScope(scope, membership) &&
    membership.user_id === userId &&
    membership.group_id === groupId
  );
}
