import type { Db } from "../../db/database.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

export function listStudentsOfGuardian(db: Db, scope: TenantScope, guardianId: number) {
  return db
    .selectFrom("guardians as g")
    .innerJoin("users as u", (join) =>
      join.onRef("u.id", "=", "g.student_id").onRef("u.scope", "=", "g.scope"),
    )
    .select(["u.id", "u.nome"])
    .where("g.scope", "=", scope.key)
    .where("g.guardian_id", "=", guardianId)
    .orderBy("u.nome")
    .orderBy("u.id")
    .execute();
}
