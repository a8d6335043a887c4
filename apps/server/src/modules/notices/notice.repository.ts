import type { Insertable } from "kysely";
import { insertInto, type ScopedDb } from "../../db/scoped-db.ts";
import type { NoticeTable } from "./notices.tables.ts";

/** The newest `limit` active notices (status '1'), oldest first, as the file lists them. */
export async function listNotices(data: ScopedDb, limit: number) {
  const newest = await data
    .selectFrom("notices")
    .selectAll()
    .where("status", "=", "1")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return newest.reverse();
}

/** Every notice of the scope, active or not, newest first, for its editors. */
export function listAllNotices(data: ScopedDb) {
  return data.selectFrom("notices").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

export function findNotice(data: ScopedDb, id: string) {
  return data.selectFrom("notices").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The columns an editor writes: everything but the scope. */
export type NoticeFields = Omit<Insertable<NoticeTable>, "scope">;

export async function insertNotice(data: ScopedDb, notice: NoticeFields): Promise<void> {
  await insertInto(data, "notices").values(notice).execute();
}

export async function updateNotice(
  data: ScopedDb,
  id: string,
  notice: Omit<NoticeFields, "id" | "created_at">,
): Promise<void> {
  await data.updateTable("notices").set(notice).where("id", "=", id).execute();
}

/** Whether a notice was there to remove. */
export async function deleteNotice(data: ScopedDb, id: string): Promise<boolean> {
  const result = await data.deleteFrom("notices").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
