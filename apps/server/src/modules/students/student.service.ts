import { scopedDb } from "../../db/scoped-db.ts";
import type { Authenticated } from "../../http/caller.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { listStudentsOfGuardian } from "./student.repository.ts";

/** Spec §7 responsaveis: the students the caller is a guardian of. */
export function studentsOfGuardian(context: Pick<RequestContext, "db" | "scope">, caller: Authenticated) {
  return listStudentsOfGuardian(scopedDb(context.db, context.scope), caller.user.id);
}
