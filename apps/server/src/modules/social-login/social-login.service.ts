import { randomBytes, randomInt } from "node:crypto";
import type { LoginResponse } from "@trilha/contracts/account.calls";
import { SOCIAL_NONCE_TTL_MINUTES, type SocialProvider } from "@trilha/contracts/social.calls";
import type { TenantRow, UserRow } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import type { OidcProviders } from "../../providers/oidc/oidc.ts";
import { OidcVerificationError, type VerifiedIdentity } from "../../providers/oidc/oidc-provider.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { type SessionContext, signIn } from "../login/login.service.ts";
import { hashToken, newSecretToken } from "../sessions/session-token.ts";
import { toPublicConfig } from "../tenants/tenant-config.ts";
import type { TenantScope } from "../tenants/tenant-scope.ts";
import { newUserRow } from "../users/new-user.ts";
import {
  consumeNonce,
  deleteExpiredNonces,
  findLinkedUser,
  findUsersByEmail,
  insertIdentity,
  insertNonce,
  insertUser,
  isLoginTaken,
} from "./social-login.repository.ts";

export const PROVIDER_LABELS: Record<SocialProvider, string> = {
  google: "Google",
  microsoft: "Microsoft",
  apple: "Apple",
};

export interface SocialContext extends SessionContext {
  tenant: TenantRow;
  oidc: OidcProviders;
}

export interface SocialLoginInput {
  provider: SocialProvider;
  idToken: string;
  /** Apple sends the name once, to the browser, beside the token; the token never carries it. */
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/** Spec §6: social sign-in exists on the principal tenant only. */
function requirePrincipal(tenant: TenantRow): void {
  if (tenant.principal !== 1) throw new HttpError(403, "social.principalOnly");
}

/** The tenant's client id for the provider: the audience its id_tokens must name. */
export function clientIdOf(tenant: TenantRow, provider: SocialProvider): string {
  const settings = toPublicConfig(tenant).configuracoes;
  const clientId = settings[`${provider}_login_id`];
  if (!clientId) throw new HttpError(403, "social.notConfigured", { provider: PROVIDER_LABELS[provider] });
  return clientId;
}

/** A fresh single-use nonce for one attempt; only its hash is kept. */
export async function createNonce(context: SocialContext): Promise<string> {
  requirePrincipal(context.tenant);
  const nonce = newSecretToken();
  const now = new Date();
  await deleteExpiredNonces(context.db, context.scope, now.toISOString());
  await insertNonce(context.db, context.scope, {
    hash: hashToken(nonce),
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + SOCIAL_NONCE_TTL_MINUTES * 60_000).toISOString(),
  });
  return nonce;
}

/**
 * Signs in with a provider's id_token: verified (signature, issuer, audience, expiry), its nonce consumed,
 * then the linked user, or the one user of the scope with that verified e-mail (linked now), or a new account.
 * A second factor still applies: the answer has the standard login's shape.
 */
export async function loginWithSocial(
  context: SocialContext,
  input: SocialLoginInput,
): Promise<LoginResponse> {
  requirePrincipal(context.tenant);
  const audience = clientIdOf(context.tenant, input.provider);
  const identity = await verify(context, input, audience);
  if (!(await consumeNonce(context.db, context.scope, hashToken(identity.nonce), new Date().toISOString()))) {
    await recordAudit(context.db, context.scope, {
      type: "login.social.failed",
      origin: context,
      details: { provider: input.provider, reason: "nonce" },
    });
    throw new HttpError(401, "social.invalidNonce");
  }

  const linked = await findLinkedUser(context.db, context.scope, identity.provider, identity.subject);
  if (linked) return socialSignIn(context, linked, identity, "linked");

  if (identity.email && identity.emailVerified) {
    const matches = await findUsersByEmail(context.db, context.scope, identity.email);
    const [match] = matches;
    if (matches.length === 1 && match) {
      await link(context, match, identity);
      return { ...(await socialSignIn(context, match, identity, "linked_now")), conta_vinculada: true };
    }
  }

  const user = await context.db.transaction().execute(async (trx) => {
    const created = await insertUser(
      trx,
      context.scope,
      newUserRow({
        usuario: await freeLogin(trx, context.scope, identity),
        nome: nameFor(identity, input),
        // An unverified address is not the person's to claim; it is not kept.
        email: identity.emailVerified ? identity.email : null,
        password_hash: null,
      }),
    );
    await link({ ...context, db: trx }, created, identity);
    return created;
  });
  return { ...(await socialSignIn(context, user, identity, "new_account")), conta_nova: true };
}

/** The standard sign-in (second factor included), recorded as a social one. */
async function socialSignIn(
  context: SocialContext,
  user: UserRow,
  identity: VerifiedIdentity,
  outcome: "linked" | "linked_now" | "new_account",
): Promise<LoginResponse> {
  const response = await signIn(context, user);
  const details = { provider: identity.provider, outcome, second_factor_pending: !response.usuario.token };
  await recordAudit(context.db, context.scope, {
    type: "login.social.ok",
    actor: user.id,
    subject: user.id,
    origin: context,
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
    return await context.oidc.byName[input.provider].verify(input.idToken, audience);
  } catch (error) {
    if (!(error instanceof OidcVerificationError)) throw error;
    const reason = error.reason === "expired" || error.reason === "unavailable" ? error.reason : "invalid";
    await recordAudit(context.db, context.scope, {
      type: "login.social.failed",
      origin: context,
      details: { provider: input.provider, reason },
    });
    const provider = PROVIDER_LABELS[input.provider];
    if (error.reason === "expired") throw new HttpError(401, "social.tokenExpired", { provider });
    if (error.reason === "unavailable") throw new HttpError(503, "social.providerUnavailable", { provider });
    throw new HttpError(401, "social.invalidToken", { provider });
  }
}

function link(context: SocialContext, user: UserRow, identity: VerifiedIdentity): Promise<void> {
  return insertIdentity(context.db, context.scope, {
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
async function freeLogin(
  db: SocialContext["db"],
  scope: TenantScope,
  identity: VerifiedIdentity,
): Promise<string> {
  const local = identity.email?.split("@")[0] ?? "";
  const base =
    local
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9._-]/g, "")
      .replace(/^[0._-]+/, "")
      .slice(0, 40) || identity.provider;
  if (!(await isLoginTaken(db, scope, base))) return base;
  for (let attempt = 0; attempt < 10; attempt++) {
    const candidate = `${base}-${randomInt(1000, 10000)}`;
    if (!(await isLoginTaken(db, scope, candidate))) return candidate;
  }
  return `${base}-${randomBytes(6).toString("hex")}`;
}
