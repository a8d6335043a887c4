import { normalizeLogin } from "@trilha/contracts/rules/login-normalization";
import type { LoginResponse, SignInResponse } from "@trilha/contracts/sign-in-response";
import type { UserRow } from "../../db/schema.ts";
import type { ScopedDb } from "../../db/scoped-db.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from "../../lib/password-hash.ts";
import { type AuditOrigin, recordAudit } from "../audit/audit.service.ts";
import { type BrowserCookie, startBrowserSession } from "../known-browsers/known-browser.service.ts";
import { recordLoginAttempt } from "../login-attempts/login-attempt.service.ts";
import { replaceOutdatedHash } from "../password/password.service.ts";
import { isVisiting } from "../sessions/session.policy.ts";
import { authenticate, endSession } from "../sessions/session.service.ts";
import { mustUseSecondFactor } from "../two-factor/two-factor.policy.ts";
import { secondFactorOwed } from "../two-factor/two-factor.service.ts";
import { isDeactivated } from "../users/user.policy.ts";
import { sessionUserOf } from "../users/user.service.ts";
import { endVisit } from "../visiting/visit.service.ts";
import { guardPasswordAttempt } from "./login-guard.ts";

/**
 * What starting a session needs from the request, whatever proved who the user is, and the known-browser
 * cookie: a session started here marks this browser as known for the user.
 */
export type SessionContext = Pick<RequestContext, "data" | "scope" | "origin" | "config"> & {
  browser?: BrowserCookie | undefined;
};

/** A sign-in also passes the guard (rate limits and captcha, modules/login/login-guard.ts) of its tenant. */
export type LoginContext = SessionContext & Pick<RequestContext, "tenant" | "providers" | "shared">;

const deactivatedAccount = () => new HttpError(401, "api.accountDeactivated");

export async function loginWithPassword(
  context: LoginContext,
  input: { usuario: string; senha: string; captcha?: string; dispositivo_2fa?: string | undefined },
): Promise<SignInResponse> {
  const { data } = context;
  const login = normalizeLogin(input.usuario);
  const attempt = await guardPasswordAttempt(context, { login }, input.captcha, {
    cookieToken: context.browser?.token,
    trustedDeviceToken: input.dispositivo_2fa,
  });
  const { user } = attempt;
  const valid = user?.password_hash
    ? await verifyPassword(user.password_hash, input.senha)
    : await verifyAgainstNothing(input.senha);
  const now = new Date().toISOString();
  // Only whoever holds the right password learns it has expired; anyone else sees the usual refusal.
  const expired = valid && user?.password_expires_at != null && user.password_expires_at <= now;
  await recordLoginAttempt(data, {
    login,
    ip: context.origin.ip,
    succeeded: valid && !expired,
    at: now,
  });
  if (!user || !valid || expired) {
    const reason = !user ? "unknown_login" : expired ? "password_expired" : "wrong_password";
    await recordAudit(data, {
      type: "login.failed",
      subject: user?.id,
      origin: context.origin,
      details: { login, reason },
    });
    throw new HttpError(401, expired ? "api.temporaryPasswordExpired" : "api.invalidCredentials");
  }
  if (isDeactivated(user)) {
    await recordAudit(data, {
      type: "login.failed",
      subject: user.id,
      origin: context.origin,
      details: { login, reason: "deactivated" },
    });
    throw deactivatedAccount();
  }
  await attempt.succeeded();
  if (user.password_hash && needsRehash(user.password_hash)) {
    const current = await hashPassword(input.senha);
    await replaceOutdatedHash(data, user.id, { outdated: user.password_hash, current });
  }
  const response = await signIn(context, user, input.dispositivo_2fa);
  await recordAudit(data, {
    type: "login.ok",
    actor: user.id,
    subject: user.id,
    origin: context.origin,
    details: { second_factor_pending: !response.usuario.token },
  });
  return response;
}

/**
 * A second factor, when the user has one on, comes before any session exists: the answer then carries no
 * token but a pending-login challenge for the 2FA calls. A trusted-device token of this user skips it.
 */
export async function signIn(
  context: SessionContext,
  user: UserRow,
  trustedDeviceToken?: string,
): Promise<SignInResponse> {
  // Every way in ends here: a deactivated person signs in by none of them (issue 12).
  if (isDeactivated(user)) throw deactivatedAccount();
  const secondFactor = await secondFactorOwed(context.data, user, trustedDeviceToken, {
    required: mustUseSecondFactor(context.config, user),
  });
  if (secondFactor) {
    // Until the factor passes, only what its dialog needs: the password alone reveals no personal data.
    const usuario = { id: user.id, token: null, usuario_2fa: secondFactor };
    return { usuario, conta_vinculada: false, conta_nova: false };
  }
  const pending = await sessionUserOf(context.data, user, null);
  const token = await startBrowserSession(context, user.id);
  return { usuario: { ...pending, token }, conta_vinculada: false, conta_nova: false };
}

export async function loginWithToken(data: ScopedDb, token: string): Promise<LoginResponse> {
  const auth = await authenticate(data, token);
  if (!auth) throw new HttpError(401, "api.sessionExpired");
  // A visiting session stays one when the browser refreshes it (issue item 9).
  const usuario = {
    ...(await sessionUserOf(data, auth.user, token)),
    visitante: isVisiting(auth.session),
  };
  return { usuario, conta_vinculada: false, conta_nova: false };
}

/** Ends the session; logging out of a visit ends the visit, recorded as the banner's 'Sair' records it. */
export async function logout(data: ScopedDb, token: string, origin: AuditOrigin): Promise<void> {
  const auth = await authenticate(data, token);
  if (auth && isVisiting(auth.session)) return endVisit(data, auth, origin);
  return endSession(data, token);
}
