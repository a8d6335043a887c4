import { createHash } from "node:crypto";
import * as socialLoginCalls from "@trilha/contracts/social-login.calls";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { withBrowserCookie } from "../known-browsers/known-browser.service.ts";
import { enforceRateLimit } from "../rate-limit/rate-limit.service.ts";
import { rateLimits } from "../rate-limit/rate-limit-rules.ts";
import { clientIdOf, confirmSocialLogin, createNonce, loginWithSocial } from "./social-login.service.ts";

/** Where the local test provider publishes its public keys (only while LOCAL_OIDC is on). */
export const LOCAL_JWKS_PATH = "/dev/oidc/jwks.json";

export default async function socialLoginRoutes(app: FastifyInstance) {
  registerCall(app, socialLoginCalls.socialNonce, async (context) => {
    await enforceRateLimit(context.data, rateLimits.socialNoncesPerIp(context.origin.ip));
    return {
      nonce: await createNonce(context),
      provedor_local: context.providers.oidc.local !== null,
    };
  });

  // With the answer at hand, a session started marks the browser as known (modules/known-browsers/known-browser.service.ts).
  registerCall(app, socialLoginCalls.loginGoogle, (context) =>
    loginWithSocial(withBrowserCookie(context), {
      provider: "google",
      idToken: context.body.id_token_google,
    }),
  );
  registerCall(app, socialLoginCalls.loginMicrosoft, (context) =>
    loginWithSocial(withBrowserCookie(context), {
      provider: "microsoft",
      idToken: context.body.id_token_microsoft,
    }),
  );
  registerCall(app, socialLoginCalls.loginApple, (context) =>
    loginWithSocial(withBrowserCookie(context), {
      provider: "apple",
      idToken: context.body.id_token,
      firstName: context.body.firstName,
      lastName: context.body.lastName,
    }),
  );

  // The standard login's guard: wrong passwords here count against the account like any failed sign-in.
  registerCall(app, socialLoginCalls.socialConfirm, (context) =>
    confirmSocialLogin(withBrowserCookie(context), context.body),
  );

  const local = app.providers.oidc.local;
  if (!local) return;

  app.get(LOCAL_JWKS_PATH, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return local.jwks();
  });

  // Plays the provider's part for a demo identity: same subject for the same e-mail, so a second sign-in
  // finds the identity linked by the first.
  registerCall(app, socialLoginCalls.localOidcToken, async ({ body, tenant }) => {
    const subject = createHash("sha256").update(`${body.provedor}:${body.email}`).digest("hex").slice(0, 32);
    const idToken = await local.mint({
      provider: body.provedor,
      audience: clientIdOf(tenant, body.provedor),
      subject,
      nonce: body.nonce,
      email: body.email,
      emailVerified: true,
      name: body.nome,
    });
    return { id_token: idToken };
  });
}
