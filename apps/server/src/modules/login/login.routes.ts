import { loginStandard, loginToken, logout as logoutCall } from "@trilha/contracts/account.calls";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { browserCookieOf } from "./known-browser.ts";
import { type LoginContext, loginWithPassword, loginWithToken, logout } from "./login.service.ts";

export default async function loginRoutes(app: FastifyInstance) {
  const options = app.config;
  // The known-browser cookie (modules/login/known-browser.ts) is Secure wherever people use https.
  const secureCookies = options.publicUrl.scheme === "https";
  const contextOf = (request: FastifyRequest, reply: FastifyReply): LoginContext => ({
    db: app.db,
    scope: request.scope,
    ip: request.ip,
    userAgent: request.headers["user-agent"],
    sessionTtlDays: options.sessionTtlDays,
    adminTwoFactorRequired: options.adminTwoFactorRequired,
    browser: browserCookieOf(request, reply, secureCookies),
    guard: {
      tenant: request.tenant,
      captchas: app.providers.captcha,
      attemptWindowMinutes: options.attemptWindowMinutes,
    },
  });

  registerCall(app, loginStandard, ({ body, request, reply }) =>
    loginWithPassword(contextOf(request, reply), body),
  );

  registerCall(app, loginToken, ({ body, request }) => loginWithToken(app.db, request.scope, body.token));

  registerCall(app, logoutCall, async ({ body, request, lang }) => {
    await logout(app.db, request.scope, body.token, {
      ip: request.ip,
      userAgent: request.headers["user-agent"],
    });
    return { status: "sucesso" as const, mensagem: translate(lang, "api.loggedOut") };
  });
}
