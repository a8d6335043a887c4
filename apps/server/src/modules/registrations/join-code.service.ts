import { randomInt } from "node:crypto";
import {
  isJoinCodeShape,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  normalizeJoinCode,
} from "@trilha/contracts/rules/join-code";
import { inTransaction } from "../../db/scoped-db.ts";
import type { Authenticated } from "../../http/caller.ts";
import { FieldError, forbidden, HttpError, notFound } from "../../http/http-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { teachesGroup } from "../classes/class.policy.ts";
import { membershipOf } from "../classes/class.service.ts";
import { enforceRateLimits } from "../rate-limit/rate-limit.service.ts";
import { rateLimits } from "../rate-limit/rate-limit-rules.ts";
import { actorOf, isVisiting } from "../sessions/session.policy.ts";
import { endWaitForSchool } from "../users/user.service.ts";
import { reachableClass } from "./class-registration.service.ts";
import * as repo from "./registration.repository.ts";
import { type AuditedContext, type Context, reachOfCaller } from "./registration.service.ts";
import { reachableSchool } from "./school-registration.service.ts";

/** A fresh code, unique among the scope's classes and schools. */
async function unusedJoinCode(context: Context): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = Array.from(
      { length: JOIN_CODE_LENGTH },
      () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)],
    ).join("");
    if (!(await repo.isJoinCodeTaken(context.data, code))) return code;
  }
  // Five draws of 31⁸ that all exist already: the scope is being scanned, not filled.
  throw new HttpError(503, "api.generic");
}

/** Writes a new code in place of the old one (which stops working); a race for the same code draws again. */
async function renewJoinCode(
  context: AuditedContext,
  caller: Authenticated,
  target: { table: "class_groups" | "clients"; id: number },
  audited: { turma_id?: number; escola_id?: number },
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const code = await unusedJoinCode(context);
    try {
      await inTransaction(context.data, async (trx) => {
        await repo.setJoinCode(trx, target, code);
        await recordAudit(trx, {
          type: "join_code.renewed",
          actor: actorOf(caller),
          origin: context.origin,
          details: audited,
        });
      });
      return code;
    } catch (error) {
      if (attempt >= 2 || !(await repo.isJoinCodeTaken(context.data, code))) throw error;
    }
  }
}

/** 'Gerar novo código' of a school: its administrators and network managers. */
export async function renewSchoolJoinCode(context: AuditedContext, caller: Authenticated, schoolId: number) {
  const reach = await reachOfCaller(context, caller);
  const { school } = await reachableSchool(context, reach, schoolId);
  return renewJoinCode(context, caller, { table: "clients", id: school.id }, { escola_id: school.id });
}

/** 'Gerar novo código' of a class: its teachers (on the class page), or whom the registrations let reach it. */
export async function renewClassJoinCode(context: AuditedContext, caller: Authenticated, classId: number) {
  if (isVisiting(caller.session)) throw forbidden();
  const membership = await membershipOf(context, caller.user.id, classId);
  const group = teachesGroup(context.scope, caller.user.id, classId, membership)
    ? await repo.findClass(context.data, classId)
    : await reachableClass(context, await reachOfCaller(context, caller), classId);
  if (!group) throw notFound();
  return renewJoinCode(
    context,
    caller,
    { table: "class_groups", id: group.id },
    { turma_id: group.id, ...(group.client_id === null ? {} : { escola_id: group.client_id }) },
  );
}

/**
 * The owner of an account that waits for a school types a code: a class's makes them a student of it and of
 * its school, a school's gives them the school only. Wrong codes count towards a rate limit of the account and
 * of the address (a right one is not counted), and are recorded. Only active classes and schools of the
 * caller's own scope have codes that work.
 */
export async function joinByCode(
  context: AuditedContext,
  caller: Authenticated,
  typed: string,
): Promise<"class" | "school"> {
  if (isVisiting(caller.session)) throw forbidden();
  if (caller.user.awaiting_school !== 1) throw new HttpError(409, "registrations.joinCode.notWaiting");
  const { data } = context;
  const hit = await enforceRateLimits(data, [
    rateLimits.joinCodeFailuresPerUser(caller.user.id),
    rateLimits.joinCodeFailuresPerIp(context.origin.ip),
  ]);
  const code = normalizeJoinCode(typed);
  const group = isJoinCodeShape(code) ? await repo.findActiveClassByJoinCode(data, code) : undefined;
  const school =
    group || !isJoinCodeShape(code) ? undefined : await repo.findActiveSchoolByJoinCode(data, code);
  const who = { actor: caller.user.id, subject: caller.user.id, origin: context.origin };
  if (!group && !school) {
    await recordAudit(data, {
      type: "join_code.failed",
      ...who,
      details: { reason: "wrong_code" },
    });
    throw new FieldError(404, "registrations.joinCode.wrong", "codigo_entrada");
  }
  await hit.refund();
  const joined = await inTransaction(data, async (trx) => {
    const ended = await endWaitForSchool(
      trx,
      caller.user.id,
      group ? { clientId: group.client_id, kind: "student" } : { clientId: school?.id ?? null, kind: null },
    );
    if (!ended) return false;
    if (group) {
      await repo.setMember(trx, { groupId: group.id, userId: caller.user.id, role: "student" }, true);
    }
    await recordAudit(trx, {
      type: "join_code.used",
      ...who,
      details: group
        ? { turma_id: group.id, ...(group.client_id === null ? {} : { escola_id: group.client_id }) }
        : { escola_id: school?.id ?? 0 },
    });
    return true;
  });
  // Another request of the same account joined first.
  if (!joined) throw new HttpError(409, "registrations.joinCode.notWaiting");
  return group ? "class" : "school";
}
