import { passwordChange, passwordCreate, passwordReset } from "@trilha/contracts/account.calls";
import {
  passwordConfirm,
  passwordForgot,
  passwordResetCheck,
  passwordStatus,
} from "@trilha/contracts/password.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { registerCall } from "../../http/register-call.ts";
import { signedIn, signedInAsOwner } from "../../plugins/app/access.ts";
import { enforceRateLimit } from "../rate-limit/rate-limit.service.ts";
import { rateLimits } from "../rate-limit/rate-limit-rules.ts";
import { tenantUrl } from "../tenants/tenant-url.ts";
import {
  changePassword,
  checkResetToken,
  confirmPassword,
  createPassword,
  type PasswordContext,
  requestPasswordReset,
  resetPassword,
} from "./password.service.ts";
import { isResetPageUrl } from "./reset-link.ts";

/** A plugin without encapsulation: the reset page's header hook must see the page routes too. */
export default fp(
  async (app: FastifyInstance) => {
    const contextOf = (request: FastifyRequest): PasswordContext => ({
      db: app.db,
      scope: request.scope,
      ip: request.ip,
      userAgent: request.headers["user-agent"],
    });
    const ok = (mensagem: string) => ({ status: "sucesso" as const, mensagem });

    // The reset page carries its token in the address: no request from it may tell another site that address.
    app.addHook("onSend", async (request, reply) => {
      if (isResetPageUrl(request.url)) {
        reply.header("referrer-policy", "no-referrer");
        reply.header("cache-control", "no-store");
      }
    });

    registerCall(app, passwordChange, async ({ body, request, lang }) =>
      ok(translate(lang, await changePassword(contextOf(request), signedInAsOwner(request), body))),
    );

    registerCall(app, passwordCreate, async ({ body, request, lang }) =>
      ok(translate(lang, await createPassword(contextOf(request), signedInAsOwner(request), body))),
    );

    // A visiting administrator does not know the user's password, and changes none of the calls it opens.
    registerCall(app, passwordConfirm, async ({ body, request, lang }) => {
      await confirmPassword(contextOf(request), signedInAsOwner(request), body.senha_atual);
      return ok(translate(lang, "reauth.confirmed"));
    });

    registerCall(app, passwordStatus, async ({ request }) => ({
      tem_senha: signedIn(request).user.password_hash !== null,
    }));

    registerCall(app, passwordForgot, async ({ body, request, lang }) => {
      const key = await requestPasswordReset(contextOf(request), body, {
        resetLink: (token) =>
          tenantUrl(app.config.publicUrl, request.tenant, webPaths.resetPassword.build(token)),
        tenantName: request.tenant.nome,
        lang,
        send: (message) => {
          app.providers.mail.send(message).catch((error: unknown) => {
            request.log.error({ err: error }, "password reset mail not sent");
          });
        },
      });
      return ok(translate(lang, key));
    });

    registerCall(app, passwordResetCheck, async ({ body, request, lang }) => {
      await enforceRateLimit(app.db, request.scope, rateLimits.resetTokenChecksPerIp(request.ip));
      const result = await checkResetToken(contextOf(request), body.token);
      return result.valido ? result : { ...result, mensagem: translate(lang, "passwordFlow.resetInvalid") };
    });

    registerCall(app, passwordReset, async ({ body, request, lang }) => {
      await enforceRateLimit(app.db, request.scope, rateLimits.resetTokenChecksPerIp(request.ip));
      return ok(translate(lang, await resetPassword(contextOf(request), body)));
    });
  },
  { name: "password-routes", dependencies: ["config", "database", "providers", "tenant"] },
);
