import type { Db } from "../../db/database.ts";
import { scoped } from "../../db/scoped.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

export function listStudentsOfGuardian(db: Db, scope: TenantScope, guardianId: number) {
  return scoped(db, scope)
    .selectFrom("guardians as g")
    .innerJoin("users as u", "u.id", "g.student_id")
    .select(["u.id", "u.nome"])
    .where("g.guardian_id", "=", guardianId)
    .orderBy("u.nome")
    .orderBy("u.id")
    .execute();
}
