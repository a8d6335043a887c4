import { loginStandard, loginToken, logout as logoutCall } from "@trilha/contracts/login.calls";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { withBrowserCookie } from "../known-browsers/known-browser.service.ts";
import { loginWithPassword, loginWithToken, logout } from "./login.service.ts";

export default async function loginRoutes(app: FastifyInstance) {
  registerCall(app, loginStandard, (context) => loginWithPassword(withBrowserCookie(context), context.body));

  registerCall(app, loginToken, ({ body, data }) => loginWithToken(data, body.token));

  registerCall(app, logoutCall, async ({ body, data, origin, lang }) => {
    await logout(data, body.token, origin);
    return { status: "sucesso" as const, mensagem: translate(lang, "api.loggedOut") };
  });
}
