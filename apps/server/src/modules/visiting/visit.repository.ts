import type { Db } from "../../db/database.ts";
import { insertScoped, scoped } from "../../db/scoped.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { containsText } from "../../db/text-match.ts";

/** Users of the scope an administrator may visit (not administrators), by login or name. */
export function searchVisitableUsers(
  db: Db,
  scope: TenantScope,
  text: string,
  limit: number,
): Promise<{ id: number; nome: string; usuario: string }[]> {
  return scoped(db, scope)
    .selectFrom("users")
    .select(["id", "nome", "usuario"])
    .where("platform_admin", "=", 0)
    .where((eb) => eb.or([containsText(eb, "usuario", text), containsText(eb, "nome", text)]))
    .orderBy("usuario")
    .limit(limit)
    .execute();
}

export interface NewVisit {
  adminId: number;
  userId: number;
  sessionId: number;
  now: string;
}

export async function insertVisit(db: Db, scope: TenantScope, visit: NewVisit): Promise<void> {
  await insertScoped(db, scope, "visits")
    .values({
      admin_id: visit.adminId,
      user_id: visit.userId,
      session_id: visit.sessionId,
      started_at: visit.now,
      ended_at: null,
    })
    .execute();
}

export async function endVisitOfSession(
  db: Db,
  scope: TenantScope,
  sessionId: number,
  now: string,
): Promise<void> {
  await scoped(db, scope)
    .updateTable("visits")
    .set({ ended_at: now, session_id: null })
    .where("session_id", "=", sessionId)
    .where("ended_at", "is", null)
    .execute();
}
