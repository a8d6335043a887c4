import type { Db } from "../../db/database.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

export function listAnnouncements(db: Db, scope: TenantScope) {
  return db
    .selectFrom("announcements")
    .selectAll()
    .where("scope", "=", scope.key)
    .orderBy("prazo")
    .orderBy("chave")
    .execute();
}

/** Spec §6: a network manager, or a member of an active class group of tipo adm or pro. */
export async function isStaff(db: Db, scope: TenantScope, userId: number): Promise<boolean> {
  const network = await db
    .selectFrom("network_managers")
    .select("network_id")
    .where("scope", "=", scope.key)
    .where("user_id", "=", userId)
    .limit(1)
    .executeTakeFirst();
  if (network) return true;
  const group = await db
    .selectFrom("group_members as m")
    .innerJoin("class_groups as g", (join) =>
      join.onRef("g.id", "=", "m.group_id").onRef("g.scope", "=", "m.scope"),
    )
    .select("g.id")
    .where("m.scope", "=", scope.key)
    .where("m.user_id", "=", userId)
    .where("g.active", "=", 1)
    .where("g.tipo", "in", ["adm", "pro"])
    .limit(1)
    .executeTakeFirst();
  return group !== undefined;
}
