import { globalOf, type ScopedDb, scopeOf } from "../../db/scoped-db.ts";
import type { MailMessage } from "../../providers/mail/mail-provider.ts";
import type { Providers } from "../../providers/providers.ts";
import { enqueueJob, runJobNow } from "../jobs/job.service.ts";
import type { JobHandler } from "../jobs/job-runner.ts";

export const MAIL_JOB = "mail.send";
/** A mail's text carries links that sign in or reset a password: sealed while it waits. */
const SEAL_CONTEXT = "mail-outbox";

type MailProviders = Pick<Providers, "mail" | "secrets">;

export interface MailContext {
  /** The scope the mail is sent for, in the transaction of what caused it where there is one. */
  data: ScopedDb;
  providers: MailProviders;
}

/** The job that sends one queued mail through the configured transport (SMTP, or the demo's file outbox). */
export function mailJob(providers: MailProviders): JobHandler {
  return async ({ payload }) => {
    const { sealed } = payload as { sealed: string };
    await providers.mail.send(JSON.parse(providers.secrets.open(sealed, SEAL_CONTEXT)) as MailMessage);
  };
}

/**
 * Queues a mail in the outbox (a `mail.send` job, its message sealed) with `data`, the transaction of what caused
 * it where there is one, so it exists exactly when that was written. Answers the job's id.
 */
export async function queueMail(context: MailContext, message: MailMessage): Promise<number> {
  const sealed = context.providers.secrets.seal(JSON.stringify(message), SEAL_CONTEXT);
  const id = await enqueueJob(
    globalOf(context.data),
    { kind: MAIL_JOB, payload: { sealed }, scope: scopeOf(context.data) },
    new Date(),
  );
  return id as number;
}

/**
 * Sends a queued mail now (the person is waiting for it); when the transport fails, the job runners try again
 * later, so it arrives once the transport is back, and once.
 */
export function sendQueuedMail(
  context: MailContext,
  id: number,
  log: { warn(fields: object, message: string): void },
): Promise<void> {
  return runJobNow(globalOf(context.data), id, mailJob(context.providers), log);
}

type OutboxLog = {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
};

/**
 * What a service that causes a mail is handed: it queues the mail in the transaction of what caused it, so the
 * mail exists exactly when that was written, and sends it once the transaction is over, without waiting (an
 * answer that must not take longer when a mail goes: a reset asked for an account that exists, or not).
 */
export interface Outbox {
  queue(trx: ScopedDb, message: MailMessage): Promise<number>;
  sendSoon(id: number): void;
}

/** The outbox of a request: a send that cannot even start is logged as `what`; the runners retry the rest. */
export function outboxOf(context: MailContext, log: OutboxLog, what: string): Outbox {
  return {
    queue: (trx, message) => queueMail({ ...context, data: trx }, message),
    sendSoon(id) {
      sendQueuedMail(context, id, log).catch((error: unknown) => {
        log.error({ err: error }, `${what} not sent`);
      });
    },
  };
}
