import { insertInto, type ScopedDb } from "../../db/scoped-db.ts";
import { containsText } from "../../db/text-match.ts";

/** Users of the scope an administrator may visit (not administrators), by login or name. */
export function searchVisitableUsers(
  data: ScopedDb,
  text: string,
  limit: number,
): Promise<{ id: number; nome: string; usuario: string }[]> {
  return data
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

export async function insertVisit(data: ScopedDb, visit: NewVisit): Promise<void> {
  await insertInto(data, "visits")
    .values({
      admin_id: visit.adminId,
      user_id: visit.userId,
      session_id: visit.sessionId,
      started_at: visit.now,
      ended_at: null,
    })
    .execute();
}

export async function endVisitOfSession(data: ScopedDb, sessionId: number, now: string): Promise<void> {
  await data
    .updateTable("visits")
    .set({ ended_at: now, session_id: null })
    .where("session_id", "=", sessionId)
    .where("ended_at", "is", null)
    .execute();
}
