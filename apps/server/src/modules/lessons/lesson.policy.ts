import type { UserRow } from "../../db/schema.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { isInScope, isPlatformAdmin } from "../users/user.policy.ts";

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

/** What the service found out about the caller and the classes a lesson version was given to. */
export interface AttachmentReaderFacts {
  /** The caller teaches a class the version was given to (classes' `teachesGroup`). */
  teachesAssignedClass: boolean;
  /** The caller studies in a class the version was given to (`studiesInGroup`), and that assignment started. */
  studiesInStartedClass: boolean;
  /** The version is the catalogue's current one and the caller may give it (authors, or teaches a class). */
  previewsCatalogue: boolean;
}

/**
 * Who may read a lesson version's attached file, same scope first: the lesson's author, the teachers of a class
 * the version was given to, the students of such a class once the assignment has started, those who may give
 * the lesson while the version is the catalogue's ('Pré-visualizar'), and the platform's administrators.
 * Nobody else learns it exists.
 */
export function mayReadAttachment(
  scope: TenantScope,
  user: Pick<UserRow, "id" | "scope" | "platform_admin">,
  file: { scope: string; owner_id: number },
  facts: AttachmentReaderFacts,
): boolean {
  if (!isInScope(scope, file) || !isInScope(scope, user)) return false;
  return (
    file.owner_id === user.id ||
    isPlatformAdmin(user) ||
    facts.teachesAssignedClass ||
    facts.studiesInStartedClass ||
    facts.previewsCatalogue
  );
}
