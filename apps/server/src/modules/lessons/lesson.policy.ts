import type { UserRow } from "../../db/schema.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { isInScope } from "../users/user.policy.ts";

/** Writes lessons (the manage area, spec §6): whoever may share or publish (funcoes.compartilhar, publicar). */
export function mayAuthor(user: Pick<UserRow, "can_share" | "can_publish">): boolean {
  return user.can_share === 1 || user.can_publish === 1;
}

/** Edits and archives a lesson: its owner, of the same scope, while they may still author. */
export function mayEditLesson(
  scope: TenantScope,
  user: Pick<UserRow, "id" | "can_share" | "can_publish">,
  lesson: { scope: string; owner_id: number } | undefined,
): boolean {
  return lesson !== undefined && isInScope(scope, lesson) && lesson.owner_id === user.id && mayAuthor(user);
}
