import { createHash, randomInt } from "node:crypto";
import { PAIRING_CODE_LENGTH, PAIRING_CODE_TTL_DAYS } from "@trilha/contracts/registrations.calls";
import { inTransaction } from "../../db/scoped-db.ts";
import type { Authenticated } from "../../http/caller.ts";
import { FieldError, forbidden, HttpError } from "../../http/http-error.ts";
import { enforceRateLimits } from "../rate-limit/rate-limit.service.ts";
import { rateLimits } from "../rate-limit/rate-limit-rules.ts";
import { isVisiting } from "../sessions/session.policy.ts";
import { reachablePerson } from "./person-registration.service.ts";
import type { RegistrationReach } from "./registration.policy.ts";
import * as repo from "./registration.repository.ts";
import { audit, type Context, changeAudited, reachOfCaller } from "./registration.service.ts";

async function reachableStudent(context: Context, reach: RegistrationReach, userId: number) {
  const student = await reachablePerson(context, reach, userId);
  if (student.kind !== "student") throw new FieldError(400, "registrations.notAStudent", "aluno_id");
  return student;
}

export async function listGuardians(context: Context, caller: Authenticated, studentId: number) {
  const reach = await reachOfCaller(context, caller);
  await reachableStudent(context, reach, studentId);
  return repo.guardiansOf(context.data, studentId);
}

export async function linkGuardian(
  context: Context,
  caller: Authenticated,
  input: { aluno_id: number; responsavel_id: number; vinculado: boolean },
) {
  const reach = await reachOfCaller(context, caller);
  const student = await reachableStudent(context, reach, input.aluno_id);
  const guardian = await reachablePerson(context, reach, input.responsavel_id);
  if (guardian.kind !== "guardian") throw new FieldError(400, "registrations.notAGuardian", "responsavel_id");
  const acao = input.vinculado ? "guardian_linked" : "guardian_unlinked";
  const details = { acao, usuario: guardian.usuario } as const;
  const event = { type: "registration.guardian", details, subject: student.id } as const;
  await changeAudited(context, caller, event, (trx) =>
    repo.setGuardian(trx, student.id, guardian.id, input.vinculado),
  );
}

/** No 0/O, 1/I/L: a family reads it off a note and types it once. */
const PAIRING_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

const pairingHash = (code: string) =>
  createHash("sha256").update(code.toUpperCase().replaceAll(/[\s-]/g, "")).digest("hex");

export async function issuePairingCode(context: Context, caller: Authenticated, studentId: number) {
  const reach = await reachOfCaller(context, caller);
  const student = await reachableStudent(context, reach, studentId);
  const code = Array.from(
    { length: PAIRING_CODE_LENGTH },
    () => PAIRING_ALPHABET[randomInt(PAIRING_ALPHABET.length)],
  ).join("");
  const expiresAt = new Date(context.now.getTime() + PAIRING_CODE_TTL_DAYS * 86_400_000).toISOString();
  const details = { acao: "code_issued" } as const;
  const event = { type: "registration.guardian", details, subject: student.id } as const;
  await changeAudited(context, caller, event, (trx) =>
    repo.insertPairingCode(trx, {
      student_id: student.id,
      code_hash: pairingHash(code),
      created_by: caller.user.id,
      created_at: context.now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    }),
  );
  return { codigo: code, expira_em: expiresAt };
}

/** A signed-in guardian links themselves to the student of a live code, which is then spent. */
export async function pairGuardian(context: Context, caller: Authenticated, typed: string) {
  if (isVisiting(caller.session)) throw forbidden();
  if (caller.user.kind !== "guardian") throw new HttpError(403, "registrations.onlyGuardians");
  // Counted before the code is looked at, and given back when it was right: only wrong codes use the budget.
  const hit = await enforceRateLimits(context.data, [
    rateLimits.pairingCodeFailuresPerUser(caller.user.id),
    rateLimits.pairingCodeFailuresPerIp(context.origin.ip),
  ]);
  const now = context.now.toISOString();
  const hash = pairingHash(typed);
  await inTransaction(context.data, async (trx) => {
    const code = await repo.findLivePairingCode(trx, hash, now);
    if (!code) throw new FieldError(404, "registrations.pairingCodeInvalid", "codigo_vinculo");
    const spent = await repo.spendPairingCode(trx, code.id, now);
    if (!spent) throw new FieldError(404, "registrations.pairingCodeInvalid", "codigo_vinculo");
    await repo.setGuardian(trx, code.student_id, caller.user.id, true);
    await audit(
      trx,
      context,
      caller,
      "registration.guardian",
      { acao: "paired", usuario: caller.user.usuario },
      code.student_id,
    );
  });
  await hit.refund();
}

// Join codes: how an account a social sign-in created ('Cadastro pelo login social') finds its school
