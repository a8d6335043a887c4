import type { LoginResponse } from "@trilha/contracts/sign-in-response";
import { VISIT_SEARCH_LIMIT, type VisitCandidate } from "@trilha/contracts/visiting.calls";
import { inTransaction, type ScopedDb, scopeOf } from "../../db/scoped-db.ts";
import { HttpError } from "../../http/http-error.ts";
import { type AuditOrigin, recordAudit } from "../audit/audit.service.ts";
import { actorOf, isVisiting } from "../sessions/session.policy.ts";
import { type Authenticated, deleteSession, openSession } from "../sessions/session.service.ts";
import { findUserById, sessionUserOf } from "../users/user.service.ts";
import { mayBeVisited, mayStartVisit } from "./visit.policy.ts";
import { endVisitOfSession, insertVisit, searchVisitableUsers } from "./visit.repository.ts";

/** A visit is a short look at someone's account, not a second life in it. */
export const VISIT_TTL_HOURS = 8;

export function searchCandidates(data: ScopedDb, text: string): Promise<VisitCandidate[]> {
  return searchVisitableUsers(data, text, VISIT_SEARCH_LIMIT);
}

/**
 * Opens a session as `userId` for the administrator behind `admin`. Scope-bound: the user is looked up in
 * the request's own data scope only. Administrators are not visited (that would lend one administrator's
 * rights to another), nor is oneself; a visiting session cannot start another visit.
 */
export async function startVisit(
  data: ScopedDb,
  admin: Authenticated,
  userId: number,
  origin: AuditOrigin,
): Promise<LoginResponse> {
  if (!mayStartVisit(admin)) throw new HttpError(403, "visiting.notAllowed");
  const user = await findUserById(data, userId);
  if (!user) throw new HttpError(404, "visiting.userNotFound");
  if (!mayBeVisited(scopeOf(data), admin, user)) throw new HttpError(403, "visiting.cannotVisitAdmin");
  const token = await inTransaction(data, async (trx) => {
    const userAgent = origin.userAgent ?? undefined;
    const session = await openSession(trx, {
      userId: user.id,
      userAgent,
      ttlDays: VISIT_TTL_HOURS / 24,
      visitorId: admin.user.id,
    });
    const now = new Date().toISOString();
    await insertVisit(trx, {
      adminId: admin.user.id,
      userId: user.id,
      sessionId: session.sessionId,
      now,
    });
    await recordAudit(trx, {
      type: "visit.started",
      actor: admin.user.id,
      subject: user.id,
      origin,
      details: {},
    });
    return session.token;
  });
  return {
    usuario: { ...(await sessionUserOf(data, user, token)), visitante: true },
    conta_vinculada: false,
    conta_nova: false,
  };
}

/** Ends the visiting session the request runs in and closes its visit record. */
export async function endVisit(data: ScopedDb, auth: Authenticated, origin: AuditOrigin): Promise<void> {
  if (!isVisiting(auth.session)) throw new HttpError(400, "visiting.notVisiting");
  await inTransaction(data, async (trx) => {
    await endVisitOfSession(trx, auth.session.id, new Date().toISOString());
    await deleteSession(trx, auth.session.id);
    const actor = actorOf(auth);
    await recordAudit(trx, { type: "visit.ended", actor, subject: auth.user.id, origin, details: {} });
  });
}
