import type { Authenticated } from "../../http/caller.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { listStudentsOfGuardian } from "./student.repository.ts";

/** Spec §7 responsaveis: the students the caller is a guardian of. */
export function studentsOfGuardian(context: Pick<RequestContext, "data" | "scope">, caller: Authenticated) {
  return listStudentsOfGuardian(context.data, caller.user.id);
}
