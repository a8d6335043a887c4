import type { ScopedDb } from "../../db/scoped-db.ts";

export function listStudentsOfGuardian(data: ScopedDb, guardianId: number) {
  return data
    .selectFrom("guardians as g")
    .innerJoin("users as u", "u.id", "g.student_id")
    .select(["u.id", "u.nome"])
    .where("g.guardian_id", "=", guardianId)
    .orderBy("u.nome")
    .orderBy("u.id")
    .execute();
}
