import {
  AUDIT_USER_AGENT_MAX_LENGTH,
  type AuditDetails,
  type AuditEntry,
  type AuditEventType,
  auditDetails,
  type auditList,
} from "@trilha/contracts/audit.calls";
import type { CallResponse } from "@trilha/contracts/call";
import { normalizeLogin } from "@trilha/contracts/rules/login-normalization";
import { z } from "zod";
import type { ScopedDb } from "../../db/scoped-db.ts";
import { HttpError } from "../../http/http-error.ts";
import { findUserByLogin } from "../users/user.service.ts";
import { type AuditEventRow, findAuditEvent, insertAuditEvent, listAuditEvents } from "./audit.repository.ts";

/** Where a request came from (the request context's `origin`, or null fields for what no request started). */
export interface AuditOrigin {
  ip: string | null;
  userAgent: string | undefined | null;
}

type EventOf<T extends AuditEventType> = {
  type: T;
  /** The person who acted (the administrator during a visit); omitted before anyone signed in. */
  actor?: number | null;
  /** The account acted on. */
  subject?: number | null;
  origin: AuditOrigin;
  details: AuditDetails<T>;
};
export type AuditEvent = { [T in AuditEventType]: EventOf<T> }[AuditEventType];

/**
 * Writes one audit row. It is awaited in the request and its failure is not caught: a security event that cannot
 * be recorded fails the request (a logged 500) rather than succeed unrecorded. Callers that already run a
 * transaction pass it, so the action and its record commit together; the others write right after the action,
 * where a failure leaves nothing usable behind (a session whose token never reached the browser) or right
 * before a refusal is answered.
 *
 * The details are checked against the event's strict shape first, so no field outside it — a password, a
 * code, a token — can reach the table even through a cast.
 */
export async function recordAudit(data: ScopedDb, event: AuditEvent): Promise<void> {
  const shape: z.core.$ZodType = auditDetails[event.type];
  const details = z.parse(shape, event.details);
  await insertAuditEvent(data, {
    occurred_at: new Date().toISOString(),
    event_type: event.type,
    actor_user_id: event.actor ?? null,
    subject_user_id: event.subject ?? null,
    ip: event.origin.ip || null,
    user_agent: event.origin.userAgent?.slice(0, AUDIT_USER_AGENT_MAX_LENGTH) || null,
    details: JSON.stringify(details),
  });
}

export interface AuditFilters {
  tipo?: AuditEventType | undefined;
  usuario?: string | undefined;
  de?: string | undefined;
  ate?: string | undefined;
  cursor?: string | undefined;
  limite: number;
}

type AuditPage = CallResponse<typeof auditList>;

/** The scope's events, newest first; `proximo` continues after the last one shown. */
export async function listAudit(data: ScopedDb, filters: AuditFilters): Promise<AuditPage> {
  let userId: number | undefined;
  if (filters.usuario) {
    const user = await findUserByLogin(data, normalizeLogin(filters.usuario));
    if (!user) return { eventos: [], proximo: null };
    userId = user.id;
  }
  const rows = await listAuditEvents(data, {
    type: filters.tipo,
    userId,
    // Stored times are toISOString() output; the same form compares as text in both databases.
    from: filters.de ? new Date(filters.de).toISOString() : undefined,
    until: filters.ate ? new Date(filters.ate).toISOString() : undefined,
    after: filters.cursor ? decodeCursor(filters.cursor) : undefined,
    limit: filters.limite + 1,
  });
  const page = rows.slice(0, filters.limite);
  const last = page.at(-1);
  return {
    eventos: page.map(toEntry),
    proximo: rows.length > filters.limite && last ? encodeCursor(last) : null,
  };
}

function toEntry(row: AuditEventRow): AuditEntry {
  return {
    id: row.id,
    data: row.occurred_at,
    tipo: row.event_type as AuditEventType,
    ator:
      row.actor_user_id === null
        ? null
        : { id: row.actor_user_id, nome: row.actor_nome, usuario: row.actor_usuario },
    sujeito:
      row.subject_user_id === null
        ? null
        : { id: row.subject_user_id, nome: row.subject_nome, usuario: row.subject_usuario },
    ip: row.ip,
    agente: row.user_agent,
    detalhes: JSON.parse(row.details),
  };
}

// Ids fit a 32-bit integer column: a longer number is no cursor we gave out (and PostgreSQL would refuse it).
const CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)~(\d{1,9})$/;

function encodeCursor(row: AuditEventRow): string {
  return Buffer.from(`${row.occurred_at}~${row.id}`).toString("base64url");
}

function decodeCursor(cursor: string): { occurredAt: string; id: number } {
  const match = CURSOR.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!match?.[1] || !match[2]) throw new HttpError(400, "audit.badCursor");
  return { occurredAt: match[1], id: Number(match[2]) };
}

/** A recorded change to a platform in the scope's log, by the event's id; null for any other event or none. */
export async function findTenantChange(
  scopedData: ScopedDb,
  id: number,
): Promise<{ id: number; details: AuditDetails<"tenant.changed"> } | null> {
  const row = await findAuditEvent(scopedData, id);
  if (row?.event_type !== "tenant.changed") return null;
  const parsed = z.safeParse(auditDetails["tenant.changed"], JSON.parse(row.details));
  return parsed.success ? { id: row.id, details: parsed.data } : null;
}
