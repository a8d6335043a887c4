import type { Db } from "../../db/database.ts";
import { exists } from "../../db/exists.ts";
import { scoped } from "../../db/scoped.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

export function listAnnouncements(db: Db, scope: TenantScope) {
  return scoped(db, scope)
    .selectFrom("announcements")
    .selectAll()
    .orderBy("prazo")
    .orderBy("chave")
    .execute();
}

/** Spec §6: a network manager, or a member of an active class group of tipo adm or pro. */
export async function isStaff(db: Db, scope: TenantScope, userId: number): Promise<boolean> {
  const managers = scoped(db, scope).selectFrom("network_managers").select("network_id");
  if (await exists(managers.where("user_id", "=", userId))) return true;
  return exists(
    scoped(db, scope)
      .selectFrom("group_members as m")
      .innerJoin("class_groups as g", "g.id", "m.group_id")
      .select("g.id")
      .where("m.user_id", "=", userId)
      .where("g.active", "=", 1)
      .where("g.tipo", "in", ["adm", "pro"]),
  );
}
