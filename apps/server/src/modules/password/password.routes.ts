import * as passwordCalls from "@trilha/contracts/password.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { outboxOf } from "../mail/mail-outbox.service.ts";
import { enforceRateLimit } from "../rate-limit/rate-limit.service.ts";
import { rateLimits } from "../rate-limit/rate-limit-rules.ts";
import { requireOwner } from "../sessions/session.policy.ts";
import { tenantUrl } from "../tenants/tenant-url.ts";
import {
  changePassword,
  checkResetToken,
  confirmPassword,
  createPassword,
  requestPasswordReset,
  resetPassword,
} from "./password.service.ts";

const ok = (mensagem: string) => ({ status: "sucesso" as const, mensagem });

// The reset page's own headers (its token is in the address) are the web module's: it serves the page.
export default async function passwordRoutes(app: FastifyInstance) {
  registerCall(app, passwordCalls.passwordChange, async (context) => {
    requireOwner(context.caller);
    return ok(translate(context.lang, await changePassword(context, context.caller, context.body)));
  });

  registerCall(app, passwordCalls.passwordCreate, async (context) => {
    requireOwner(context.caller);
    return ok(translate(context.lang, await createPassword(context, context.caller, context.body)));
  });

  // A visiting administrator does not know the user's password, and changes none of the calls it opens.
  registerCall(app, passwordCalls.passwordConfirm, async (context) => {
    requireOwner(context.caller);
    await confirmPassword(context, context.caller, context.body.senha_atual);
    return ok(translate(context.lang, "reauth.confirmed"));
  });

  registerCall(app, passwordCalls.passwordStatus, async ({ caller }) => ({
    tem_senha: caller.user.password_hash !== null,
  }));

  registerCall(app, passwordCalls.passwordForgot, async (context) => {
    const { body, config, tenant, lang, request } = context;
    const key = await requestPasswordReset(context, body, {
      resetLink: (token) => tenantUrl(config.publicUrl, tenant, webPaths.resetPassword.build(token)),
      tenantName: tenant.nome,
      lang,
      outbox: outboxOf(context, request.log, "password reset mail"),
    });
    return ok(translate(lang, key));
  });

  registerCall(app, passwordCalls.passwordResetCheck, async (context) => {
    const { body, lang } = context;
    await enforceRateLimit(context.data, rateLimits.resetTokenChecksPerIp(context.origin.ip));
    const result = await checkResetToken(context, body.token);
    return result.valido ? result : { ...result, mensagem: translate(lang, "passwordFlow.resetInvalid") };
  });

  registerCall(app, passwordCalls.passwordReset, async (context) => {
    await enforceRateLimit(context.data, rateLimits.resetTokenChecksPerIp(context.origin.ip));
    return ok(translate(context.lang, await resetPassword(context, context.body)));
  });
}
