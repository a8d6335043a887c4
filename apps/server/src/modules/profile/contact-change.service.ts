import type { Language } from "@trilha/contracts/rules/languages";
import { translate } from "@trilha/i18n/translate";
import type { ScopedDb } from "../../db/scoped-db.ts";
import type { RequestContext } from "../../http/request-context.ts";
import type { MailMessage } from "../../providers/mail/mail-provider.ts";
import { type Outbox, outboxOf } from "../mail/mail-outbox.service.ts";
import { mask } from "../users/session-user.ts";

/**
 * An account's e-mail or login changed by someone other than its owner (Cadastros, a roster import): where a
 * password-reset link goes, or the name the account signs in with. The address it had is told, as Minha conta
 * tells it, so a takeover through someone else's hands does not go unnoticed, and the audit log keeps both
 * values masked.
 */

export interface Contact {
  nome: string;
  usuario: string;
  email: string | null;
}

/** What changed, masked for the audit log: nothing for a field that stayed as it was. */
export function maskedContactChange(before: Contact, after: Pick<Contact, "usuario" | "email">) {
  const masked = (value: string | null) => (value === null ? "" : mask(value));
  return {
    ...(before.email !== after.email
      ? { email_antes: masked(before.email), email_depois: masked(after.email) }
      : {}),
    ...(before.usuario !== after.usuario
      ? { login_antes: masked(before.usuario), login_depois: masked(after.usuario) }
      : {}),
  };
}

/**
 * The mail that tells the account: to the address it had, that it no longer receives the account's mail; to the
 * account's address, that its login changed.
 */
function contactChangeNotices(
  before: Contact,
  after: Pick<Contact, "usuario" | "email">,
  tenantName: string,
  lang: Language,
): MailMessage[] {
  const notices: MailMessage[] = [];
  const vars = { nome: before.nome, usuario: before.usuario, tenant: tenantName };
  if (before.email !== null && before.email !== after.email) {
    notices.push({
      to: before.email,
      subject: translate(lang, "profile.emailMailSubject", vars),
      text: translate(lang, "profile.emailMailText", vars),
    });
  }
  const address = after.email ?? before.email;
  if (address !== null && before.usuario !== after.usuario) {
    const loginVars = { ...vars, novo: after.usuario };
    notices.push({
      to: address,
      subject: translate(lang, "profile.loginMailSubject", loginVars),
      text: translate(lang, "profile.loginMailText", loginVars),
    });
  }
  return notices;
}

/** The outbox of account change notices: a mail server that fails is logged, never the caller's problem. */
export function contactNoticeOutbox(context: Pick<RequestContext, "data" | "providers" | "request">): Outbox {
  return outboxOf(context, context.request.log, "account change notice");
}

/**
 * Queues, with `trx` (the transaction of the change), the notices of a change someone else made to an account's
 * e-mail or login (`contactChangeNotices`); the caller sends them once it commits (`outbox.sendSoon`).
 */
export async function queueContactChangeNotices(
  outbox: Outbox,
  trx: ScopedDb,
  context: Pick<RequestContext, "tenant" | "lang">,
  before: Contact,
  after: Pick<Contact, "usuario" | "email">,
): Promise<number[]> {
  const ids: number[] = [];
  for (const message of contactChangeNotices(before, after, context.tenant.nome, context.lang)) {
    ids.push(await outbox.queue(trx, message));
  }
  return ids;
}
