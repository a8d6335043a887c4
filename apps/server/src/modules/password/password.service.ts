import {
  PASSWORD_CHANGE_MAX_WRONG_CURRENT,
  PASSWORD_CHANGE_WINDOW_MINUTES,
  PASSWORD_RESET_TTL_MINUTES,
} from "@trilha/contracts/password.calls";
import type { Language } from "@trilha/contracts/rules/languages";
import { normalizeLogin } from "@trilha/contracts/rules/login-normalization";
import {
  PASSWORD_MESSAGE_KEYS,
  type PasswordInput,
  passwordProblems,
} from "@trilha/contracts/rules/password-policy";
import { type MessageKey, translate } from "@trilha/i18n/translate";
import type { UserRow } from "../../db/schema.ts";
import { inTransaction, type ScopedDb } from "../../db/scoped-db.ts";
import type { Authenticated } from "../../http/caller.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { isCommonPassword } from "../../lib/common-passwords.ts";
import { hashPassword, verifyPassword } from "../../lib/password-hash.ts";
import { type AuditEvent, recordAudit } from "../audit/audit.service.ts";
import { recordLoginAttempt } from "../login-attempts/login-attempt.service.ts";
import type { Outbox } from "../mail/mail-outbox.service.ts";
import { enforceRateLimits } from "../rate-limit/rate-limit.service.ts";
import { rateLimits } from "../rate-limit/rate-limit-rules.ts";
import { actorOf } from "../sessions/session.policy.ts";
import { deleteUserSessions, markSessionReauthenticated } from "../sessions/session.service.ts";
import { hashToken, newSecretToken } from "../sessions/session-token.ts";
import { mustChangePassword } from "../users/user.policy.ts";
import { findUserById, findUserByLogin, setPasswordHash } from "../users/user.service.ts";
import {
  consumeResetToken,
  countPasswordEvents,
  findLiveResetToken,
  insertResetToken,
  recordPasswordEvent,
  retireResetTokens,
} from "./password.repository.ts";

// The login puts a password hashed under older parameters under today's.
export { replaceOutdatedHash } from "../users/user.service.ts";

/** A one-time password that replaces the account's own, expires, and must be changed at the next sign-in. */
export function setTemporaryPassword(
  data: ScopedDb,
  userId: number,
  temporary: { hash: string; expiresAt: string },
): Promise<void> {
  return setPasswordHash(data, userId, temporary.hash, temporary.expiresAt);
}

/** The part of the request context the password rules use. */
export type PasswordContext = Pick<RequestContext, "data" | "scope" | "origin">;

const MINUTE_MS = 60_000;

function minutesAgo(now: Date, minutes: number): string {
  return new Date(now.getTime() - minutes * MINUTE_MS).toISOString();
}

/**
 * The shared rule decides, as in the browser, and the first problem is the one the server reports; then the
 * list of common passwords, too big to ship to the browser, refuses with the blacklist's own message.
 */
function enforcePolicy(input: PasswordInput): void {
  const [problem] = passwordProblems(input);
  if (problem) throw new HttpError(400, PASSWORD_MESSAGE_KEYS[problem] as MessageKey);
  if (isCommonPassword(input.password)) {
    throw new HttpError(400, PASSWORD_MESSAGE_KEYS.notAllowed as MessageKey);
  }
}

/**
 * The account's current password, asked again before a change that would let a borrowed session take the
 * account over (its password, its e-mail). It can be guessed through such a session, so a few wrong ones, then
 * a pause, counted across those changes. `checkInput` runs between the two, so a form error costs no attempt.
 */
export async function confirmCurrentPassword(
  context: PasswordContext,
  user: UserRow,
  password: string,
  checkInput: () => void = () => {},
): Promise<void> {
  const { data } = context;
  if (!user.password_hash) throw new HttpError(400, "passwordFlow.noPasswordYet");
  const now = new Date();
  const subject = String(user.id);
  const wrong = await countPasswordEvents(data, {
    kind: "wrong-current",
    subject,
    since: minutesAgo(now, PASSWORD_CHANGE_WINDOW_MINUTES),
  });
  if (wrong >= PASSWORD_CHANGE_MAX_WRONG_CURRENT) throw new HttpError(429, "api.tooManyRequests");
  checkInput();
  if (!(await verifyPassword(user.password_hash, password))) {
    await recordPasswordEvent(data, {
      kind: "wrong-current",
      subject,
      ip: context.origin.ip,
      at: now.toISOString(),
    });
    throw new HttpError(400, "passwordFlow.wrongCurrent");
  }
}

/** The current password again, which opens this session's window for the "recent-session" calls. */
export async function confirmPassword(context: PasswordContext, auth: Authenticated, password: string) {
  await confirmCurrentPassword(context, auth.user, password);
  await markSessionReauthenticated(context.data, auth.session.id, new Date().toISOString());
}

/** Spec §7 alterar/senha: the current password proves it is the owner; the other sessions end. */
export async function changePassword(
  context: PasswordContext,
  auth: Authenticated,
  input: { senha_atual: string; senha: string; confirmar: string },
): Promise<MessageKey> {
  const { user } = auth;
  await confirmCurrentPassword(context, user, input.senha_atual, () =>
    enforcePolicy({
      mode: "change",
      current: input.senha_atual,
      password: input.senha,
      confirmation: input.confirmar,
      userName: user.nome,
    }),
  );
  const actor = actorOf(auth);
  await storeNewPassword(context, user, input.senha, auth.session.id, {
    type: "password.changed",
    actor,
    subject: user.id,
    origin: context.origin,
    details: { forced: false },
  });
  return "passwordFlow.changed";
}

/**
 * Spec §7 gerar/senha: for an account without a password (social sign-in) or one that must change it. Any
 * other account changes its password with the current one, so a borrowed session cannot take it over.
 */
export async function createPassword(
  context: PasswordContext,
  auth: Authenticated,
  input: { senha: string; confirmar: string },
): Promise<MessageKey> {
  const { user } = auth;
  const forced = mustChangePassword(user);
  if (user.password_hash && !forced) throw new HttpError(409, "passwordFlow.alreadyHasPassword");
  enforcePolicy({
    mode: "create",
    password: input.senha,
    confirmation: input.confirmar,
    userName: user.nome,
  });
  // A forced change must really change the password.
  if (user.password_hash && (await verifyPassword(user.password_hash, input.senha))) {
    throw new HttpError(400, PASSWORD_MESSAGE_KEYS.sameAsCurrent as MessageKey);
  }
  const audited = { actor: actorOf(auth), subject: user.id, origin: context.origin };
  const event: AuditEvent = user.password_hash
    ? { type: "password.changed", ...audited, details: { forced: true } }
    : { type: "password.created", ...audited, details: {} };
  await storeNewPassword(context, user, input.senha, auth.session.id, event);
  return user.password_hash ? "passwordFlow.forcedDone" : "passwordFlow.created";
}

async function storeNewPassword(
  context: PasswordContext,
  user: UserRow,
  password: string,
  keepSessionId: number,
  event: AuditEvent,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = new Date().toISOString();
  await inTransaction(context.data, async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash);
    await deleteUserSessions(trx, user.id, keepSessionId);
    await retireResetTokens(trx, user.id, now);
    await recordAudit(trx, event);
  });
}

export interface ResetMail {
  /** The absolute address of the reset page for a token, on the tenant's own domain. */
  resetLink(token: string): string;
  tenantName: string;
  lang: Language;
  outbox: Outbox;
}

/**
 * Spec §2 forgot password. The answer never depends on whether the login exists or has an e-mail, so it
 * cannot be used to find accounts. Requests are limited per (login, address) and per address, so a stranger
 * elsewhere cannot use up the owner's; the per-login ceiling is higher and only caps mail to one mailbox.
 */
export async function requestPasswordReset(
  context: PasswordContext,
  input: { usuario: string },
  mail: ResetMail,
): Promise<MessageKey> {
  const { data } = context;
  const login = normalizeLogin(input.usuario);
  const now = new Date();
  await enforceRateLimits(data, [
    rateLimits.resetRequestsPerAccountAndIp(login, context.origin.ip),
    rateLimits.resetRequestsPerIp(context.origin.ip),
    rateLimits.resetRequestsPerAccount(login),
  ]);

  const user = await findUserByLogin(data, login);
  await recordAudit(data, {
    type: "password.reset_requested",
    subject: user?.id,
    origin: context.origin,
    details: { login, mailed: Boolean(user?.email) },
  });
  const email = user?.email;
  if (user && email) {
    // The link and its mail are written together: no link without its mail, no mail of a link not kept.
    const mailId = await inTransaction(data, async (trx) => {
      const { token } = await issuePasswordLink(trx, user.id, PASSWORD_RESET_TTL_MINUTES, now);
      const vars = {
        nome: user.nome,
        usuario: user.usuario,
        tenant: mail.tenantName,
        minutes: String(PASSWORD_RESET_TTL_MINUTES),
        link: mail.resetLink(token),
      };
      return mail.outbox.queue(trx, {
        to: email,
        subject: translate(mail.lang, "passwordFlow.mailSubject", vars),
        text: translate(mail.lang, "passwordFlow.mailText", vars),
      });
    });
    // Sent after the answer, so how long a mail server takes cannot tell an existing account apart.
    mail.outbox.sendSoon(mailId);
  }
  return "passwordFlow.forgotSent";
}

/**
 * A single-use link to set the account's password (a reset, or an invitation to a new account): only the token's
 * hash is stored, and it works until used or `ttlMinutes` pass. The reset page (`webPaths.resetPassword`) takes it.
 */
export async function issuePasswordLink(
  data: ScopedDb,
  userId: number,
  ttlMinutes: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: string }> {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + ttlMinutes * MINUTE_MS).toISOString();
  await insertResetToken(data, {
    userId,
    tokenHash: hashToken(token),
    createdAt: now.toISOString(),
    expiresAt,
  });
  return { token, expiresAt };
}

async function liveResetTarget(
  data: ScopedDb,
  token: string,
): Promise<{ tokenId: number; user: UserRow } | null> {
  const row = await findLiveResetToken(data, hashToken(token), new Date().toISOString());
  if (!row) return null;
  const user = await findUserById(data, row.user_id);
  return user ? { tokenId: row.id, user } : null;
}

export async function checkResetToken(
  context: PasswordContext,
  token: string,
): Promise<{ valido: boolean; nome: string | null }> {
  const target = await liveResetTarget(context.data, token);
  return target ? { valido: true, nome: target.user.nome } : { valido: false, nome: null };
}

/** Spec §7 redefinir/senha: a live link sets the password once, and every session of the user ends. */
export async function resetPassword(
  context: PasswordContext,
  input: { token: string; senha: string; confirmar: string },
): Promise<MessageKey> {
  const { data } = context;
  const target = await liveResetTarget(data, input.token);
  if (!target) throw new HttpError(400, "passwordFlow.resetInvalid");
  // A password the policy refuses leaves the link usable, so the person can try another one.
  enforcePolicy({
    mode: "reset",
    password: input.senha,
    confirmation: input.confirmar,
    userName: target.user.nome,
  });
  const passwordHash = await hashPassword(input.senha);
  const now = new Date().toISOString();
  const done = await inTransaction(data, async (trx) => {
    if (!(await consumeResetToken(trx, target.tokenId, now))) return false;
    await setPasswordHash(trx, target.user.id, passwordHash);
    await retireResetTokens(trx, target.user.id, now);
    await deleteUserSessions(trx, target.user.id, null);
    // Proof of the mailbox counts as a success: the login's run of wrong passwords, which may have shut out
    // new browsers (modules/login/login-guard.ts), ends here.
    await recordLoginAttempt(trx, {
      login: target.user.usuario,
      ip: context.origin.ip,
      succeeded: true,
      at: now,
    });
    await recordAudit(trx, {
      type: "password.reset",
      subject: target.user.id,
      origin: context.origin,
      details: {},
    });
    return true;
  });
  if (!done) throw new HttpError(400, "passwordFlow.resetInvalid");
  return "passwordFlow.resetDone";
}
