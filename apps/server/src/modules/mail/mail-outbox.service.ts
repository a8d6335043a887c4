import type { Db } from "../../db/database.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import type { MailMessage } from "../../providers/mail/mail-provider.ts";
import type { Providers } from "../../providers/providers.ts";
import { enqueueJob, runJobNow } from "../jobs/job.service.ts";
import type { JobHandler } from "../jobs/job-runner.ts";

export const MAIL_JOB = "mail.send";
/** A mail's text carries links that sign in or reset a password: sealed while it waits. */
const SEAL_CONTEXT = "mail-outbox";

type MailProviders = Pick<Providers, "mail" | "secrets">;

export interface MailContext {
  db: Db;
  scope: TenantScope;
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
 * Queues a mail in the outbox (a `mail.send` job, its message sealed) with `db`, the transaction of what caused
 * it where there is one, so it exists exactly when that was written. Answers the job's id.
 */
export async function queueMail(context: MailContext, message: MailMessage): Promise<number> {
  const sealed = context.providers.secrets.seal(JSON.stringify(message), SEAL_CONTEXT);
  const id = await enqueueJob(
    context.db,
    { kind: MAIL_JOB, payload: { sealed }, scope: context.scope },
    new Date(),
  );
  return id as number;
}

/**
 * Sends a queued mail now (the person is waiting for it); when the transport fails, the job runners try again
 * later, so it arrives once the transport is back, and once.
 */
export function sendQueuedMail(
  context: Pick<MailContext, "db" | "providers">,
  id: number,
  log: { warn(fields: object, message: string): void },
): Promise<void> {
  return runJobNow(context.db, id, mailJob(context.providers), log);
}

/** Queues a mail and sends it at once, as a request does after writing what caused it. */
export async function mail(
  context: MailContext,
  message: MailMessage,
  log: { warn(fields: object, message: string): void },
): Promise<void> {
  await sendQueuedMail(context, await queueMail(context, message), log);
}

/**
 * `mail` without waiting for it, for an answer that must not take longer when a mail goes (a reset asked for an
 * account that exists, or not): a mail that cannot even be queued is logged as `what`.
 */
export function mailSoon(
  context: MailContext,
  message: MailMessage,
  log: { warn(fields: object, message: string): void; error(fields: object, message: string): void },
  what: string,
): void {
  mail(context, message, log).catch((error: unknown) => {
    log.error({ err: error }, `${what} not queued`);
  });
}
