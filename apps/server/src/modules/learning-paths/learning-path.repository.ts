import type { ScopedDb } from "../../db/scoped-db.ts";

/** One row per (path, group) the user is in; the service folds them into paths. */
export function listPathMembershipsOfUser(data: ScopedDb, userId: number) {
  return data
    .selectFrom("path_members as m")
    .innerJoin("learning_paths as p", "p.id", "m.path_id")
    .select([
      "p.id",
      "p.nome",
      "p.total_habilidades",
      "p.tags",
      "m.group_id",
      "m.usuario_tipo",
      "m.habilidades_realizadas",
    ])
    .where("m.user_id", "=", userId)
    .orderBy("p.nome")
    .orderBy("p.id")
    .orderBy("m.group_id")
    .execute();
}
