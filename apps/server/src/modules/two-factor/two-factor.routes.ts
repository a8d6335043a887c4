import { twoFactorQrCode, twoFactorSendCode, twoFactorValidateCode } from "@trilha/contracts/account.calls";
import type { Language } from "@trilha/contracts/rules/languages";
import {
  twoFactorAuthenticatorConfirm,
  twoFactorAuthenticatorRemove,
  twoFactorAuthenticatorStart,
  twoFactorEmailFactor,
  twoFactorEnable,
  twoFactorSettingsRead,
  twoFactorTrustedDeviceRemove,
} from "@trilha/contracts/two-factor.calls";
import { type MessageKey, translate } from "@trilha/i18n/translate";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { signedIn, signedInAsOwner } from "../../plugins/app/access.ts";
import { browserCookieOf } from "../login/known-browser.ts";
import { actorOf } from "../sessions/session.policy.ts";
import { mustUseSecondFactor } from "./two-factor.policy.ts";
import { createLoginQrCode, sendCode, type TwoFactorContext, validateCode } from "./two-factor.service.ts";
import {
  confirmAppEnrolment,
  readSettings,
  removeApp,
  removeTrustedDevice,
  type SettingsContext,
  setEmailFactor,
  setEnabled,
  startAppEnrolment,
} from "./two-factor-settings.service.ts";

/** Spec §7 2FA calls (sign-in, public but bound to a pending-login challenge) and the My account settings. */
export default async function twoFactorRoutes(app: FastifyInstance) {
  const options = app.config;
  // The known-browser cookie set at sign-in is Secure (PUBLIC_URL_SCHEME is https).
  const secureCookies = options.publicUrl.scheme === "https";
  // The services take the time as an argument (their tests move it); each request reads the clock once.
  const now = () => new Date();
  const contextOf = (request: FastifyRequest, lang: Language, reply?: FastifyReply): TwoFactorContext => ({
    db: app.db,
    scope: request.scope,
    now: now(),
    lang,
    ip: request.ip,
    userAgent: request.headers["user-agent"],
    sessionTtlDays: options.sessionTtlDays,
    mail: app.providers.mail,
    issuer: request.tenant.nome,
    secrets: app.providers.secrets,
    browser: reply ? browserCookieOf(request, reply, secureCookies) : undefined,
  });
  const settingsOf = (request: FastifyRequest): SettingsContext => ({
    db: app.db,
    scope: request.scope,
    user: signedIn(request).user,
    now: now(),
    issuer: request.tenant.nome,
    secrets: app.providers.secrets,
    actorId: actorOf(signedIn(request)),
    ip: request.ip,
    userAgent: request.headers["user-agent"],
    required: mustUseSecondFactor(options, signedIn(request).user),
  });
  // Changing the second factor is for the account's owner only, never for an administrator visiting it.
  const ownSettingsOf = (request: FastifyRequest): SettingsContext => ({
    ...settingsOf(request),
    user: signedInAsOwner(request).user,
  });
  const done = (lang: Language, key: MessageKey, vars?: Record<string, string>) => ({
    status: "sucesso" as const,
    mensagem: translate(lang, key, vars),
  });

  registerCall(app, twoFactorSendCode, async ({ body, request, lang }) => {
    const { destino } = await sendCode(contextOf(request, lang), body);
    return done(lang, "twoFactor.codeSent", { destino });
  });
  registerCall(app, twoFactorQrCode, ({ body, request, lang }) =>
    createLoginQrCode(contextOf(request, lang), body),
  );
  registerCall(app, twoFactorValidateCode, ({ body, request, lang, reply }) =>
    validateCode(contextOf(request, lang, reply), body),
  );

  registerCall(app, twoFactorSettingsRead, ({ request }) => readSettings(settingsOf(request)));
  registerCall(app, twoFactorEnable, async ({ body, request, lang }) =>
    done(lang, await setEnabled(ownSettingsOf(request), body.ativo)),
  );
  registerCall(app, twoFactorEmailFactor, async ({ body, request, lang }) =>
    done(lang, await setEmailFactor(ownSettingsOf(request), body.ativo)),
  );
  registerCall(app, twoFactorAuthenticatorStart, ({ request }) => startAppEnrolment(ownSettingsOf(request)));
  registerCall(app, twoFactorAuthenticatorConfirm, async ({ body, request, lang }) =>
    done(lang, await confirmAppEnrolment(ownSettingsOf(request), body.codigo)),
  );
  registerCall(app, twoFactorAuthenticatorRemove, async ({ request, lang }) =>
    done(lang, await removeApp(ownSettingsOf(request))),
  );
  registerCall(app, twoFactorTrustedDeviceRemove, async ({ body, request, lang }) =>
    done(lang, await removeTrustedDevice(ownSettingsOf(request), body.id)),
  );
}
