import type { Db } from "../../db/database.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

export function listActiveGroupsOfUser(db: Db, scope: TenantScope, userId: number) {
  return db
    .selectFrom("group_members as m")
    .innerJoin("class_groups as g", (join) =>
      join.onRef("g.id", "=", "m.group_id").onRef("g.scope", "=", "m.scope"),
    )
    .select(["g.id", "g.nome", "g.tipo"])
    .where("m.scope", "=", scope.key)
    .where("m.user_id", "=", userId)
    .where("g.active", "=", 1)
    .orderBy("g.nome")
    .orderBy("g.id")
    .execute();
}
