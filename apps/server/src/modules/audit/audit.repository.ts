import { insertInto, type ScopedDb } from "../../db/scoped-db.ts";
import type { AuditEventTable } from "./audit.tables.ts";

export type NewAuditEvent = Omit<AuditEventTable, "id" | "scope" | "tenant_id">;

export async function insertAuditEvent(data: ScopedDb, event: NewAuditEvent): Promise<void> {
  await insertInto(data, "audit_events").values(event).execute();
}

export interface AuditQuery {
  type?: string | undefined;
  /** Events where this user acted or was acted on. */
  userId?: number | undefined;
  from?: string | undefined;
  until?: string | undefined;
  /** The last row of the previous page: this page starts strictly after it, newest first. */
  after?: { occurredAt: string; id: number } | undefined;
  limit: number;
}

/** Newest first; the people named are looked up in the same scope only. */
export function listAuditEvents(data: ScopedDb, query: AuditQuery) {
  let select = data
    .selectFrom("audit_events as e")
    .leftJoin("users as actor", "actor.id", "e.actor_user_id")
    .leftJoin("users as subject", "subject.id", "e.subject_user_id")
    .select([
      "e.id",
      "e.occurred_at",
      "e.event_type",
      "e.actor_user_id",
      "e.subject_user_id",
      "e.ip",
      "e.user_agent",
      "e.details",
      "actor.nome as actor_nome",
      "actor.usuario as actor_usuario",
      "subject.nome as subject_nome",
      "subject.usuario as subject_usuario",
    ]);
  if (query.type) select = select.where("e.event_type", "=", query.type);
  if (query.from) select = select.where("e.occurred_at", ">=", query.from);
  if (query.until) select = select.where("e.occurred_at", "<", query.until);
  const userId = query.userId;
  if (userId !== undefined) {
    select = select.where((eb) =>
      eb.or([eb("e.actor_user_id", "=", userId), eb("e.subject_user_id", "=", userId)]),
    );
  }
  const after = query.after;
  if (after) {
    select = select.where((eb) =>
      eb.or([
        eb("e.occurred_at", "<", after.occurredAt),
        eb.and([eb("e.occurred_at", "=", after.occurredAt), eb("e.id", "<", after.id)]),
      ]),
    );
  }
  return select.orderBy("e.occurred_at", "desc").orderBy("e.id", "desc").limit(query.limit).execute();
}

export type AuditEventRow = Awaited<ReturnType<typeof listAuditEvents>>[number];

/** One event of the scope by its id. */
export function findAuditEvent(data: ScopedDb, id: number) {
  return data
    .selectFrom("audit_events")
    .select(["id", "event_type", "details"])
    .where("id", "=", id)
    .executeTakeFirst();
}
