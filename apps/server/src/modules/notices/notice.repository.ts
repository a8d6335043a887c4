import type { Insertable } from "kysely";
import type { Db } from "../../db/database.ts";
import type { NoticeTable } from "../../db/schema.ts";
import { insertScoped, scoped } from "../../db/scoped.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

/** The newest `limit` active notices (status '1'), oldest first, as the file lists them. */
export async function listNotices(db: Db, scope: TenantScope, limit: number) {
  const newest = await scoped(db, scope)
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
export function listAllNotices(db: Db, scope: TenantScope) {
  return scoped(db, scope)
    .selectFrom("notices")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export function findNotice(db: Db, scope: TenantScope, id: string) {
  return scoped(db, scope).selectFrom("notices").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The columns an editor writes: everything but the scope. */
export type NoticeFields = Omit<Insertable<NoticeTable>, "scope">;

export async function insertNotice(db: Db, scope: TenantScope, notice: NoticeFields): Promise<void> {
  await insertScoped(db, scope, "notices").values(notice).execute();
}

export async function updateNotice(
  db: Db,
  scope: TenantScope,
  id: string,
  notice: Omit<NoticeFields, "id" | "created_at">,
): Promise<void> {
  await scoped(db, scope).updateTable("notices").set(notice).where("id", "=", id).execute();
}

/** Whether a notice was there to remove. */
export async function deleteNotice(db: Db, scope: TenantScope, id: string): Promise<boolean> {
  const result = await scoped(db, scope).deleteFrom("notices").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
