import { createHash } from "node:crypto";
import { loginApple, loginGoogle, loginMicrosoft } from "@trilha/contracts/account.calls";
import { localOidcToken, socialConfirm, socialNonce } from "@trilha/contracts/social.calls";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { browserCookieOf } from "../login/known-browser.ts";
import { enforceRateLimit } from "../rate-limit/rate-limit.service.ts";
import { rateLimits } from "../rate-limit/rate-limit-rules.ts";
import {
  clientIdOf,
  confirmSocialLogin,
  createNonce,
  loginWithSocial,
  type SocialContext,
} from "./social-login.service.ts";

/** Where the local test provider publishes its public keys (only while LOCAL_OIDC is on). */
export const LOCAL_JWKS_PATH = "/dev/oidc/jwks.json";

export default async function socialLoginRoutes(app: FastifyInstance) {
  const options = app.config;
  const secureCookies = options.publicUrl.scheme === "https";
  // With the answer at hand, a session started marks the browser as known (modules/login/known-browser.ts).
  const contextOf = (request: FastifyRequest, reply?: FastifyReply): SocialContext => ({
    db: app.db,
    scope: request.scope,
    tenant: request.tenant,
    oidc: app.providers.oidc,
    ip: request.ip,
    userAgent: request.headers["user-agent"],
    sessionTtlDays: options.sessionTtlDays,
    adminTwoFactorRequired: options.adminTwoFactorRequired,
    browser: reply ? browserCookieOf(request, reply, secureCookies) : undefined,
  });

  registerCall(app, socialNonce, async ({ request }) => {
    await enforceRateLimit(app.db, request.scope, rateLimits.socialNoncesPerIp(request.ip));
    return {
      nonce: await createNonce(contextOf(request)),
      provedor_local: app.providers.oidc.local !== null,
    };
  });

  registerCall(app, loginGoogle, ({ body, request, reply }) =>
    loginWithSocial(contextOf(request, reply), { provider: "google", idToken: body.id_token_google }),
  );
  registerCall(app, loginMicrosoft, ({ body, request, reply }) =>
    loginWithSocial(contextOf(request, reply), { provider: "microsoft", idToken: body.id_token_microsoft }),
  );
  registerCall(app, loginApple, ({ body, request, reply }) =>
    loginWithSocial(contextOf(request, reply), {
      provider: "apple",
      idToken: body.id_token,
      firstName: body.firstName,
      lastName: body.lastName,
    }),
  );

  registerCall(app, socialConfirm, ({ body, request, reply }) =>
    confirmSocialLogin(
      {
        ...contextOf(request, reply),
        guard: {
          tenant: request.tenant,
          captchas: app.providers.captcha,
          attemptWindowMinutes: options.attemptWindowMinutes,
        },
      },
      body,
    ),
  );

  const local = app.providers.oidc.local;
  if (!local) return;

  app.get(LOCAL_JWKS_PATH, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return local.jwks();
  });

  // Plays the provider's part for a demo identity: same subject for the same e-mail, so a second sign-in
  // finds the identity linked by the first.
  registerCall(app, localOidcToken, async ({ body, request }) => {
    const subject = createHash("sha256").update(`${body.provedor}:${body.email}`).digest("hex").slice(0, 32);
    const idToken = await local.mint({
      provider: body.provedor,
      audience: clientIdOf(request.tenant, body.provedor),
      subject,
      nonce: body.nonce,
      email: body.email,
      emailVerified: true,
      name: body.nome,
    });
    return { id_token: idToken };
  });
}
