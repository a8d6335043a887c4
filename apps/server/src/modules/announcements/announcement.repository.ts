import type { Insertable } from "kysely";
import { countRows } from "../../db/count.ts";
import { exists } from "../../db/exists.ts";
import { insertInto, type ScopedDb } from "../../db/scoped-db.ts";
import type { AnnouncementTable } from "./announcements.tables.ts";

export function listAnnouncements(data: ScopedDb) {
  return data.selectFrom("announcements").selectAll().orderBy("prazo").orderBy("chave").execute();
}

/** The people of the scope who are staff (see `isStaff`), counted in the database. */
export async function countStaff(data: ScopedDb): Promise<number> {
  const staff = data
    .selectFrom("users as u")
    .where((eb) =>
      eb.or([
        eb.exists(
          eb.selectFrom("network_managers as n").select("n.user_id").whereRef("n.user_id", "=", "u.id"),
        ),
        eb.exists(
          eb
            .selectFrom("group_members as m")
            .innerJoin("class_groups as g", "g.id", "m.group_id")
            .select("m.user_id")
            .whereRef("m.user_id", "=", "u.id")
            .where("g.active", "=", 1)
            .where("g.tipo", "in", ["adm", "pro"]),
        ),
      ]),
    );
  return countRows(staff);
}

/** Memberships (`m`) of active classes (`g`) of tipo adm or pro: each makes its member staff. */
function staffMemberships(data: ScopedDb) {
  return data
    .selectFrom("group_members as m")
    .innerJoin("class_groups as g", "g.id", "m.group_id")
    .where("g.active", "=", 1)
    .where("g.tipo", "in", ["adm", "pro"]);
}

/** Which of these people are staff. */
export async function staffAmong(data: ScopedDb, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const [managers, members] = await Promise.all([
    data.selectFrom("network_managers").select("user_id").where("user_id", "in", userIds).execute(),
    staffMemberships(data).select("m.user_id").where("m.user_id", "in", userIds).execute(),
  ]);
  return new Set([...managers, ...members].map((row) => row.user_id));
}

/** Spec §6: a network manager, or a member of an active class group of tipo adm or pro. */
export async function isStaff(data: ScopedDb, userId: number): Promise<boolean> {
  const managers = data.selectFrom("network_managers").select("network_id");
  if (await exists(managers.where("user_id", "=", userId))) return true;
  return exists(staffMemberships(data).select("g.id").where("m.user_id", "=", userId));
}

export function findAnnouncement(data: ScopedDb, key: string) {
  return data.selectFrom("announcements").selectAll().where("chave", "=", key).executeTakeFirst();
}

/** The columns an editor writes: everything but the scope, the key and when it was added. */
export type AnnouncementFields = Omit<Insertable<AnnouncementTable>, "scope" | "chave" | "created_at">;

export async function insertAnnouncement(
  data: ScopedDb,
  key: string,
  fields: AnnouncementFields,
  createdAt: string,
): Promise<void> {
  await insertInto(data, "announcements")
    .values({ chave: key, ...fields, created_at: createdAt })
    .execute();
}

export async function updateAnnouncement(
  data: ScopedDb,
  key: string,
  fields: AnnouncementFields,
): Promise<void> {
  await data.updateTable("announcements").set(fields).where("chave", "=", key).execute();
}

/** Whether there was one to remove. */
export async function deleteAnnouncement(data: ScopedDb, key: string): Promise<boolean> {
  const result = await data.deleteFrom("announcements").where("chave", "=", key).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
