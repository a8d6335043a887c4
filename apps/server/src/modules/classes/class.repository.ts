import { exists } from "../../db/exists.ts";
import { membersCount } from "../../db/members-count.ts";
import type { ScopedDb } from "../../db/scoped-db.ts";

/** The user's active classes, by name. */
export function listActiveGroupsOfUser(data: ScopedDb, userId: number) {
  return activeMembershipsOf(data, userId)
    .select(["g.id", "g.nome", "g.tipo"])
    .orderBy("g.nome")
    .orderBy("g.id")
    .execute();
}

/** The user's memberships (`m`) of active classes (`g`), for the caller to pick from and filter. */
function activeMembershipsOf(data: ScopedDb, userId: number) {
  return data
    .selectFrom("group_members as m")
    .innerJoin("class_groups as g", "g.id", "m.group_id")
    .where("m.user_id", "=", userId)
    .where("g.active", "=", 1);
}

/** The user's membership of an active class: its row, or undefined when they are not in it. */
export function findMembership(data: ScopedDb, userId: number, groupId: number) {
  return activeMembershipsOf(data, userId)
    .select(["m.scope", "m.user_id", "m.group_id", "m.role", "g.nome", "g.tipo"])
    .where("m.group_id", "=", groupId)
    .executeTakeFirst();
}

/** The user's memberships of active classes, as a student or a teacher. */
export function listActiveMemberships(data: ScopedDb, userId: number) {
  return activeMembershipsOf(data, userId).select(["m.scope", "m.user_id", "m.group_id", "m.role"]).execute();
}

/** The active classes the user teaches, with their school and their number of students. */
export function listTaughtGroups(data: ScopedDb, userId: number) {
  return activeMembershipsOf(data, userId)
    .leftJoin("clients as c", "c.id", "g.client_id")
    .select((eb) => [
      "g.id",
      "g.nome",
      "g.tipo",
      "g.school_year",
      "g.join_code",
      "c.nome as school",
      membersCount(eb, "g.id", "student").as("students"),
    ])
    .where("m.role", "=", "teacher")
    .orderBy("g.nome")
    .orderBy("g.id")
    .execute();
}

/** The students of a class, by name; with `activeOnly`, only those not deactivated. */
export function listStudentsOfGroup(data: ScopedDb, groupId: number, activeOnly = false) {
  let query = data
    .selectFrom("group_members as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["u.id", "u.nome", "u.usuario"])
    .where("m.group_id", "=", groupId)
    .where("m.role", "=", "student");
  if (activeOnly) query = query.where("u.deactivated_at", "is", null);
  return query.orderBy("u.nome").orderBy("u.id").execute();
}

/** Whether the user teaches any active class. */
export async function teachesAnyGroup(data: ScopedDb, userId: number): Promise<boolean> {
  return exists(activeMembershipsOf(data, userId).select("m.group_id").where("m.role", "=", "teacher"));
}
