import type { Language } from "@trilha/contracts/rules/languages";
import * as twoFactorCalls from "@trilha/contracts/two-factor.calls";
import { type MessageKey, translate } from "@trilha/i18n/translate";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { withBrowserCookie } from "../known-browsers/known-browser.service.ts";
import { requireOwner } from "../sessions/session.policy.ts";
import { createLoginQrCode, sendCode, validateCode } from "./two-factor.service.ts";
import {
  confirmAppEnrolment,
  readSettings,
  removeApp,
  removeTrustedDevice,
  setEmailFactor,
  setEnabled,
  startAppEnrolment,
} from "./two-factor-settings.service.ts";

/** Spec §7 2FA calls (sign-in, public but bound to a pending-login challenge) and the My account settings. */
export default async function twoFactorRoutes(app: FastifyInstance) {
  const done = (lang: Language, key: MessageKey, vars?: Record<string, string>) => ({
    status: "sucesso" as const,
    mensagem: translate(lang, key, vars),
  });

  registerCall(app, twoFactorCalls.twoFactorSendCode, async (context) => {
    const { destino } = await sendCode(context, context.body);
    return done(context.lang, "twoFactor.codeSent", { destino });
  });
  registerCall(app, twoFactorCalls.twoFactorQrCode, (context) => createLoginQrCode(context, context.body));
  registerCall(app, twoFactorCalls.twoFactorValidateCode, (context) =>
    validateCode(withBrowserCookie(context), context.body),
  );

  registerCall(app, twoFactorCalls.twoFactorSettingsRead, (context) => readSettings(context));
  // Changing the second factor is for the account's owner only, never for an administrator visiting it.
  registerCall(app, twoFactorCalls.twoFactorEnable, async (context) => {
    requireOwner(context.caller);
    return done(context.lang, await setEnabled(context, context.body.ativo));
  });
  registerCall(app, twoFactorCalls.twoFactorEmailFactor, async (context) => {
    requireOwner(context.caller);
    return done(context.lang, await setEmailFactor(context, context.body.ativo));
  });
  registerCall(app, twoFactorCalls.twoFactorAuthenticatorStart, async (context) => {
    requireOwner(context.caller);
    return startAppEnrolment(context);
  });
  registerCall(app, twoFactorCalls.twoFactorAuthenticatorConfirm, async (context) => {
    requireOwner(context.caller);
    return done(context.lang, await confirmAppEnrolment(context, context.body.codigo));
  });
  registerCall(app, twoFactorCalls.twoFactorAuthenticatorRemove, async (context) => {
    requireOwner(context.caller);
    return done(context.lang, await removeApp(context));
  });
  registerCall(app, twoFactorCalls.twoFactorTrustedDeviceRemove, async (context) => {
    requireOwner(context.caller);
    return done(context.lang, await removeTrustedDevice(context, context.body.id));
  });
}
