import type { TenantScope } from "../../db/tenant-scope.ts";
import type { Authenticated } from "../../http/caller.ts";
import { isInScope, isPlatformAdmin } from "../users/user.policy.ts";

/** A delivered file's owner and class, as the predicates below read them. */
export interface DeliveredFileOwner {
  scope: string;
  student_id: number;
  group_id: number;
}

/** What the service found out about the caller and that file's student and class. */
export interface FileReaderFacts {
  /** The caller teaches the class the assignment was given to (classes' `teachesGroup`). */
  teachesClass: boolean;
  /** The caller is one of the student's guardians (responsáveis). */
  guardsStudent: boolean;
}

/** The student who delivered the file. */
export function ownsDeliveredFile(caller: Pick<Authenticated, "user">, file: DeliveredFileOwner): boolean {
  return caller.user.id === file.student_id;
}

/**
 * Who may read a delivered file, same scope first: the student who delivered it, the class's teachers, the
 * student's guardians, and the platform's administrators. Nobody else learns it exists.
 */
export function mayReadDeliveredFile(
  scope: TenantScope,
  caller: Pick<Authenticated, "user">,
  file: DeliveredFileOwner,
  facts: FileReaderFacts,
): boolean {
  if (!isInScope(scope, file) || !isInScope(scope, caller.user)) return false;
  return (
    ownsDeliveredFile(caller, file) ||
    facts.teachesClass ||
    facts.guardsStudent ||
    isPlatformAdmin(caller.user)
  );
}
