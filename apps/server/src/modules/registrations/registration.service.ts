import type { AuditDetails, AuditEventType } from "@trilha/contracts/audit.calls";
import { REGISTRATIONS_PAGE_SIZE } from "@trilha/contracts/registrations.calls";
import { inTransaction, type ScopedDb } from "../../db/scoped-db.ts";
import type { Authenticated } from "../../http/caller.ts";
import { forbidden, notFound } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { type AuditEvent, recordAudit } from "../audit/audit.service.ts";
import { isVisiting } from "../sessions/session.policy.ts";
import { type RegistrationReach, reachesNetwork, reachOf } from "./registration.policy.ts";
import * as repo from "./registration.repository.ts";

export type Context = Pick<RequestContext, "data" | "scope" | "now" | "origin">;

type RegistrationEvent = Extract<AuditEventType, `registration.${string}`>;

/** Who changed which registration, in the audit log; during a visit, the visiting administrator. */
export function audit<T extends RegistrationEvent>(
  data: ScopedDb,
  context: Context,
  caller: Authenticated,
  type: T,
  details: AuditDetails<T>,
  subject?: number,
) {
  return recordAudit(data, {
    type,
    actor: caller.session.visitor_id ?? caller.user.id,
    ...(subject === undefined ? {} : { subject }),
    origin: context.origin,
    details,
  } as AuditEvent);
}

/** The calls that write the audit log say where the request came from. */
export type AuditedContext = Context;

/** A registration's change and its audit entry, in one transaction: neither is written without the other. */
export function changeAudited<T extends RegistrationEvent>(
  context: Context,
  caller: Authenticated,
  event: { type: T; details: AuditDetails<T>; subject?: number },
  change: (trx: ScopedDb) => Promise<unknown>,
): Promise<void> {
  return inTransaction(context.data, async (trx) => {
    await change(trx);
    await audit(trx, context, caller, event.type, event.details, event.subject);
  });
}

/**
 * Saves a registration and its audit entry in one transaction, as `changeAudited` does a change: inserted when
 * it has no id yet, else changed; `also` writes what goes with it, and the entry (`event`) says which of the two
 * it was. Answers its id.
 */
export function createOrChange<T extends RegistrationEvent>(
  context: Context,
  caller: Authenticated,
  id: number | undefined,
  write: {
    insert: (trx: ScopedDb) => Promise<number>;
    update: (trx: ScopedDb, id: number) => Promise<void>;
    also?: (trx: ScopedDb, id: number) => Promise<void>;
    event: (
      acao: "created" | "changed",
      id: number,
    ) => { type: T; details: AuditDetails<T>; subject?: number };
  },
): Promise<number> {
  return inTransaction(context.data, async (trx) => {
    const saved = id ?? (await write.insert(trx));
    if (id !== undefined) await write.update(trx, id);
    await write.also?.(trx, saved);
    const event = write.event(id === undefined ? "created" : "changed", saved);
    await audit(trx, context, caller, event.type, event.details, event.subject);
    return saved;
  });
}

/** Page `pagina` of a list: the rows the repository reads, and the numbers the answer gives with them. */
export const pageOf = (pagina: number) => ({
  offset: (pagina - 1) * REGISTRATIONS_PAGE_SIZE,
  limit: REGISTRATIONS_PAGE_SIZE,
  answer: (total: number) => ({ total, pagina, limite: REGISTRATIONS_PAGE_SIZE }),
});

/** What the caller reaches; 403 for anyone who is neither an administrator nor a network manager, or visiting. */
export async function reachOfCaller(context: Context, caller: Authenticated): Promise<RegistrationReach> {
  // A visiting administrator sees what the person sees; registrations are made in their own name.
  if (isVisiting(caller.session)) throw forbidden();
  const reach = reachOf(caller.user, await repo.managedNetworkIds(context.data, caller.user.id));
  if (!reach) throw forbidden();
  return reach;
}

export async function registrationsReach(context: Context, caller: Authenticated, networkId?: number) {
  const reach = await reachOfCaller(context, caller);
  if (networkId !== undefined) await networksOfList(context, reach, networkId);
  const redes = await repo.networkRefs(context.data, reach.kind === "scope" ? "all" : reach.networkIds);
  return { administrador: reach.kind === "scope", redes };
}

/** The networks whose schools a list shows: the one asked for (if reached), else all the caller reaches. */
export async function networksOfList(
  context: Context,
  reach: RegistrationReach,
  networkId: number | undefined,
): Promise<readonly number[] | null> {
  if (networkId !== undefined) {
    if (!reachesNetwork(reach, networkId)) throw notFound();
    if (!(await repo.findNetwork(context.data, networkId))) throw notFound();
    return [networkId];
  }
  return reach.kind === "scope" ? null : reach.networkIds;
}

// Schools

export const blankToNull = (value: string | undefined) => (value ? value : null);
