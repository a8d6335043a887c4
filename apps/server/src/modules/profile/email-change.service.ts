import { isEmailAddress } from "@trilha/contracts/rules/email-address";
import type { SessionUser } from "@trilha/contracts/session-user";
import { translate } from "@trilha/i18n/translate";
import { inTransaction } from "../../db/scoped-db.ts";
import type { Authenticated } from "../../http/caller.ts";
import { HttpError } from "../../http/http-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { Outbox } from "../mail/mail-outbox.service.ts";
import { confirmCurrentPassword, type PasswordContext } from "../password/password.service.ts";
import { findUserById, sessionUserOf, setSelfAssertedEmail } from "../users/user.service.ts";

export interface EmailChangeMail {
  tenantName: string;
  lang: Parameters<typeof translate>[0];
  /** Sends after the answer; a mail server that fails is logged, never the user's problem. */
  outbox: Outbox;
}

/**
 * Sets or removes (empty `email`) the signed-in account's e-mail after the current password. The address it
 * replaces is told, without the new one, so a change made through a stolen session does not go unnoticed.
 */
export async function changeEmail(
  context: PasswordContext,
  auth: Authenticated,
  input: { email: string; senha_atual: string },
  mail: EmailChangeMail,
): Promise<{ usuario: SessionUser; removed: boolean }> {
  const { data } = context;
  const { user } = auth;
  const email = input.email === "" ? null : input.email;
  await confirmCurrentPassword(context, user, input.senha_atual, () => {
    if (email !== null && !isEmailAddress(email)) throw new HttpError(400, "profile.emailInvalid");
    if (email === user.email) throw new HttpError(400, "profile.emailUnchanged");
  });
  const previous = user.email;
  const notice = await inTransaction(data, async (trx) => {
    await setSelfAssertedEmail(trx, user.id, email);
    await recordAudit(trx, {
      type: "account.email_changed",
      actor: user.id,
      subject: user.id,
      origin: context.origin,
      details: { removed: email === null },
    });
    if (!previous) return null;
    const vars = { nome: user.nome, usuario: user.usuario, tenant: mail.tenantName };
    return mail.outbox.queue(trx, {
      to: previous,
      subject: translate(mail.lang, "profile.emailMailSubject", vars),
      text: translate(mail.lang, "profile.emailMailText", vars),
    });
  });
  if (notice !== null) mail.outbox.sendSoon(notice);
  const updated = (await findUserById(data, user.id)) ?? { ...user, email };
  return {
    usuario: await sessionUserOf(data, updated, auth.token),
    removed: email === null,
  };
}
