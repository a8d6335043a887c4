import { randomBytes, randomInt } from "node:crypto";
import type { SignInResponse } from "@trilha/contracts/sign-in-response";
import {
  SOCIAL_CONFIRMATION_TTL_MINUTES,
  SOCIAL_NONCE_TTL_MINUTES,
  type SocialLoginResponse,
  type SocialProvider,
} from "@trilha/contracts/social-login.calls";
import type { TenantRow, UserRow } from "../../db/schema.ts";
import { inTransaction, type ScopedDb } from "../../db/scoped-db.ts";
import { HttpError } from "../../http/http-error.ts";
import { verifyAgainstNothing, verifyPassword } from "../../lib/password-hash.ts";
import { OidcVerificationError, type VerifiedIdentity } from "../../providers/oidc/oidc-provider.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { type LoginContext, signIn } from "../login/login.service.ts";
import { guardPasswordAttempt } from "../login/login-guard.ts";
import { recordLoginAttempt } from "../login-attempts/login-attempt.service.ts";
import { hashToken, newSecretToken } from "../sessions/session-token.ts";
import { isPrincipalTenant } from "../tenants/tenant.policy.ts";
import { allowsSocialSignupNow } from "../tenants/tenant.service.ts";
import { toPublicConfig } from "../tenants/tenant-config.ts";
import { newUserRow } from "../users/new-user.ts";
import { isPlatformAdmin } from "../users/user.policy.ts";
import { findUserById, insertUser } from "../users/user.service.ts";
import {
  consumeConfirmation,
  consumeNonce,
  deleteExpiredConfirmations,
  deleteExpiredNonces,
  findLinkedUser,
  findLiveConfirmation,
  findUsersByEmail,
  insertConfirmation,
  insertIdentity,
  insertNonce,
  isLoginTaken,
  type SocialConfirmationAction,
} from "./social-login.repository.ts";

export const PROVIDER_LABELS: Record<SocialProvider, string> = {
  google: "Google",
  microsoft: "Microsoft",
  apple: "Apple",
};

/** Social sign-in starts sessions the way a password does, behind the same guard when a password is asked. */
type SocialContext = LoginContext;

export interface SocialLoginInput {
  provider: SocialProvider;
  idToken: string;
  /** Apple sends the name once, to the browser, beside the token; the token never carries it. */
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/** Spec §6: social sign-in exists on the principal tenant only. */
function requirePrincipal(tenant: TenantRow): void {
  if (!isPrincipalTenant(tenant)) throw new HttpError(403, "socialLogin.principalOnly");
}

/** The tenant's client id for the provider: the audience its id_tokens must name. */
export function clientIdOf(tenant: TenantRow, provider: SocialProvider): string {
  const settings = toPublicConfig(tenant).configuracoes;
  const clientId = settings[`${provider}_login_id`];
  if (!clientId)
    throw new HttpError(403, "socialLogin.notConfigured", { provider: PROVIDER_LABELS[provider] });
  return clientId;
}

/** A fresh single-use nonce for one attempt; only its hash is kept. */
export async function createNonce(context: SocialContext): Promise<string> {
  requirePrincipal(context.tenant);
  const nonce = newSecretToken();
  const now = new Date();
  await deleteExpiredNonces(context.data, now.toISOString());
  await insertNonce(context.data, {
    hash: hashToken(nonce),
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + SOCIAL_NONCE_TTL_MINUTES * 60_000).toISOString(),
  });
  return nonce;
}

/**
 * Signs in with a provider's id_token: verified (signature, issuer, audience, expiry), its nonce consumed. An
 * identity already linked signs in (second factor included, the standard login's answer). Anything else —
 * linking to the one user of the scope with that verified e-mail, or creating an account where the tenant's
 * 'Cadastro pelo login social' is on — only answers with a confirmation to ask for: a verified e-mail at a
 * provider proves the address, not the account, so nothing is linked or created and no session starts until
 * `confirmSocialLogin`, with the account's password when it has one or is a platform administrator's. Where
 * the setting is off (the default), an identity that would create an account is refused at once.
 */
export async function loginWithSocial(
  context: SocialContext,
  input: SocialLoginInput,
): Promise<SocialLoginResponse> {
  requirePrincipal(context.tenant);
  const audience = clientIdOf(context.tenant, input.provider);
  const identity = await verify(context, input, audience);
  if (!(await consumeNonce(context.data, hashToken(identity.nonce), new Date().toISOString()))) {
    await recordAudit(context.data, {
      type: "login.social.failed",
      origin: context.origin,
      details: { provider: input.provider, reason: "nonce" },
    });
    throw new HttpError(401, "socialLogin.invalidNonce");
  }

  const linked = await findLinkedUser(context.data, identity.provider, identity.subject);
  if (linked) {
    // The local test provider signs whatever e-mail is typed into it, and its subject follows from that e-mail
    // alone: anyone can present the identity a demo user linked. So a local identity is never enough on its
    // own for an account that a password protects, nor for an administrator: each sign-in confirms with the
    // password, as the first link did. Identities of the real providers are theirs to protect.
    if (context.providers.oidc.local !== null && guardedByPassword(linked)) {
      return askConfirmation(context, identity, input, "sign_in", linked);
    }
    return socialSignIn(context, linked, identity, "linked");
  }

  let shared = false;
  if (identity.email && identity.emailVerified) {
    const matches = await findUsersByEmail(context.data, identity.email);
    const [match] = matches;
    if (matches.length === 1 && match) return askConfirmation(context, identity, input, "link", match);
    shared = matches.length > 1;
  }
  if (!(await allowsSocialSignupNow(context))) {
    await refuseSignup(context, identity.provider, shared ? "email_shared" : "no_account");
  }
  return askConfirmation(context, identity, input, "create", null);
}

/**
 * 'Cadastro pelo login social' is off: an identity that is not linked, and whose verified e-mail is not that of
 * exactly one account, signs nobody in and creates nothing. Refused before any confirmation, and recorded.
 */
async function refuseSignup(
  context: SocialContext,
  provider: SocialProvider,
  reason: "no_account" | "email_shared",
): Promise<never> {
  await recordAudit(context.data, {
    type: "login.social.failed",
    origin: context.origin,
    details: { provider, reason },
  });
  throw new HttpError(403, reason === "email_shared" ? "socialLogin.emailShared" : "socialLogin.noAccount");
}

/** Accounts whose password must confirm any link to a social identity. */
function guardedByPassword(user: UserRow): boolean {
  return user.password_hash !== null || isPlatformAdmin(user);
}

/**
 * Stores what the confirmation will do under a fresh single-use challenge (only its hash is kept) and tells the
 * page how to word it. A platform administrator without a password has nothing to confirm with: refused.
 */
async function askConfirmation(
  context: SocialContext,
  identity: VerifiedIdentity,
  input: SocialLoginInput,
  action: SocialConfirmationAction,
  user: UserRow | null,
): Promise<SocialLoginResponse> {
  if (user && isPlatformAdmin(user) && user.password_hash === null) {
    await recordAudit(context.data, {
      type: "login.social.failed",
      subject: user.id,
      origin: context.origin,
      details: { provider: identity.provider, reason: "admin_without_password" },
    });
    throw new HttpError(403, "socialLogin.adminCannotLink");
  }
  const challenge = newSecretToken();
  const now = new Date();
  await deleteExpiredConfirmations(context.data, now.toISOString());
  await insertConfirmation(context.data, {
    hash: hashToken(challenge),
    action,
    userId: user?.id ?? null,
    provider: identity.provider,
    subject: identity.subject,
    email: identity.email,
    emailVerified: identity.emailVerified,
    name: nameFor(identity, input),
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + SOCIAL_CONFIRMATION_TTL_MINUTES * 60_000).toISOString(),
  });
  return {
    confirmacao: {
      desafio: challenge,
      acao: action === "link" ? "vincular" : action === "create" ? "criar" : "entrar",
      usuario: user ? user.usuario : await freeLogin(context.data, identity.email, identity.provider),
      senha: user !== null && guardedByPassword(user),
    },
  };
}

/**
 * 'Prosseguir': the challenge of a pending social sign-in, and the account's password when it is guarded by
 * one. Only then is the identity linked or the account created, and the usual sign-in follows.
 */
export async function confirmSocialLogin(
  context: SocialContext,
  input: { desafio: string; senha?: string | undefined; captcha?: string | undefined },
): Promise<SignInResponse> {
  requirePrincipal(context.tenant);
  const { data } = context;
  const pending = await findLiveConfirmation(data, hashToken(input.desafio), new Date().toISOString());
  if (!pending) throw new HttpError(401, "socialLogin.confirmationExpired");
  const provider = pending.provider as SocialProvider;
  const identity: VerifiedIdentity = {
    provider,
    subject: pending.subject,
    email: pending.email,
    emailVerified: pending.emailVerified,
    name: pending.name,
    nonce: "",
  };

  const user = pending.userId === null ? null : await findUserById(data, pending.userId);
  if (pending.action !== "create" && !user) throw new HttpError(401, "socialLogin.confirmationExpired");
  if (user && guardedByPassword(user)) await checkPassword(context, user, provider, input);

  if (!(await consumeConfirmation(data, pending.id, new Date().toISOString()))) {
    throw new HttpError(401, "socialLogin.confirmationExpired");
  }
  // Another confirmation of the same identity may have linked it meanwhile: it then simply signs in.
  const already = await findLinkedUser(data, identity.provider, identity.subject);
  if (pending.action === "sign_in" && user) return socialSignIn(context, user, identity, "linked");
  if (already) return socialSignIn(context, already, identity, "linked");
  if (pending.action === "link" && user) {
    await link(context, user, identity);
    return { ...(await socialSignIn(context, user, identity, "linked_now")), conta_vinculada: true };
  }

  // The setting may have been switched off since the confirmation was asked for.
  if (!(await allowsSocialSignupNow(context))) await refuseSignup(context, provider, "no_account");
  const created = await inTransaction(data, async (trx) => {
    const row = await insertUser(
      trx,
      newUserRow({
        usuario: await freeLogin(trx, identity.email, identity.provider),
        nome: pending.name,
        // An unverified address is not the person's to claim; it is not kept.
        email: identity.emailVerified ? identity.email : null,
        password_hash: null,
        // No school yet: the signed-in home asks for a school or class code first.
        awaiting_school: 1,
      }),
    );
    await link({ ...context, data: trx }, row, identity);
    return row;
  });
  return { ...(await socialSignIn(context, created, identity, "new_account")), conta_nova: true };
}

/** The account's password, through the standard login's guard and attempt count. */
async function checkPassword(
  context: SocialContext,
  user: UserRow,
  provider: SocialProvider,
  input: { senha?: string | undefined; captcha?: string | undefined },
): Promise<void> {
  if (input.senha === undefined) throw new HttpError(400, "socialLogin.passwordRequired");
  const attempt = await guardPasswordAttempt(context, { user }, input.captcha, {
    cookieToken: context.browser?.token,
  });
  const valid = user.password_hash
    ? await verifyPassword(user.password_hash, input.senha)
    : await verifyAgainstNothing(input.senha);
  const now = new Date().toISOString();
  const expired = valid && user.password_expires_at != null && user.password_expires_at <= now;
  await recordLoginAttempt(context.data, {
    login: user.usuario,
    ip: context.origin.ip,
    succeeded: valid && !expired,
    at: now,
  });
  if (!valid || expired) {
    await recordAudit(context.data, {
      type: "login.social.failed",
      subject: user.id,
      origin: context.origin,
      details: { provider, reason: expired ? "password_expired" : "wrong_password" },
    });
    throw new HttpError(401, expired ? "api.temporaryPasswordExpired" : "socialLogin.wrongPassword");
  }
  await attempt.succeeded();
}

/** The standard sign-in (second factor included), recorded as a social one. */
async function socialSignIn(
  context: SocialContext,
  user: UserRow,
  identity: VerifiedIdentity,
  outcome: "linked" | "linked_now" | "new_account",
): Promise<SignInResponse> {
  const response = await signIn(context, user);
  const details = { provider: identity.provider, outcome, second_factor_pending: !response.usuario.token };
  await recordAudit(context.data, {
    type: "login.social.ok",
    actor: user.id,
    subject: user.id,
    origin: context.origin,
    details,
  });
  return response;
}

async function verify(
  context: SocialContext,
  input: SocialLoginInput,
  audience: string,
): Promise<VerifiedIdentity> {
  try {
    return await context.providers.oidc.byName[input.provider].verify(input.idToken, audience);
  } catch (error) {
    if (!(error instanceof OidcVerificationError)) throw error;
    const reason = error.reason === "expired" || error.reason === "unavailable" ? error.reason : "invalid";
    await recordAudit(context.data, {
      type: "login.social.failed",
      origin: context.origin,
      details: { provider: input.provider, reason },
    });
    const provider = PROVIDER_LABELS[input.provider];
    if (error.reason === "expired") throw new HttpError(401, "socialLogin.tokenExpired", { provider });
    if (error.reason === "unavailable")
      throw new HttpError(503, "socialLogin.providerUnavailable", { provider });
    throw new HttpError(401, "socialLogin.invalidToken", { provider });
  }
}

function link(context: SocialContext, user: UserRow, identity: VerifiedIdentity): Promise<void> {
  return insertIdentity(context.data, {
    userId: user.id,
    provider: identity.provider,
    subject: identity.subject,
    email: identity.email,
    now: new Date().toISOString(),
  });
}

function nameFor(identity: VerifiedIdentity, input: SocialLoginInput): string {
  const fromBody = [input.firstName, input.lastName]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(" ");
  const name = identity.provider === "apple" ? fromBody || identity.name : identity.name;
  return (name || identity.email?.split("@")[0] || PROVIDER_LABELS[identity.provider]).slice(0, 100);
}

/** A login for a new account from the e-mail's local part (no leading zeros: logins are typed without them). */
async function freeLogin(data: ScopedDb, email: string | null, provider: SocialProvider): Promise<string> {
  const local = email?.split("@")[0] ?? "";
  const base =
    local
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9._-]/g, "")
      .replace(/^[0._-]+/, "")
      .slice(0, 40) || provider;
  if (!(await isLoginTaken(data, base))) return base;
  for (let attempt = 0; attempt < 10; attempt++) {
    const candidate = `${base}-${randomInt(1000, 10000)}`;
    if (!(await isLoginTaken(data, candidate))) return candidate;
  }
  return `${base}-${randomBytes(6).toString("hex")}`;
}
