import type { AuditDetails } from "@trilha/contracts/audit.calls";
import type { TwoFactorSettings } from "@trilha/contracts/two-factor.calls";
import type { MessageKey } from "@trilha/i18n/translate";
import type { Config } from "../../config.ts";
import type { TenantRow } from "../../db/schema.ts";
import type { ScopedDb } from "../../db/scoped-db.ts";
import type { Authenticated } from "../../http/caller.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import type { Providers } from "../../providers/providers.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { actorOf } from "../sessions/session.policy.ts";
import { setTwoFactorEnabled } from "../users/user.service.ts";
import { matchTotpStep } from "./totp.ts";
import { openTotpSecret } from "./totp-secret.ts";
import { mustUseSecondFactor } from "./two-factor.policy.ts";
import {
  acceptTotpStep,
  deleteEverySecondFactor,
  deleteExpiredTrustedDevices,
  deleteFactor,
  deleteTotp,
  deleteTrustedDevice,
  findFactors,
  findTotp,
  listLiveTrustedDevices,
  recordTotpFailure,
  upsertFactor,
} from "./two-factor.repository.ts";
import { newEnrolment } from "./two-factor.service.ts";
import { MAX_TOTP_ATTEMPTS } from "./two-factor-rules.ts";

/**
 * The signed-in user's own 2FA settings; every function works on that user (the caller) alone, in the request's
 * scope. Authenticator apps show the tenant's name next to the account.
 */
export type SettingsContext = Pick<RequestContext, "data" | "scope" | "now" | "origin"> & {
  config: Pick<Config, "adminTwoFactorRequired">;
  tenant: Pick<TenantRow, "nome">;
  providers: Pick<Providers, "secrets">;
  caller: Authenticated;
};

function audit(context: SettingsContext, change: AuditDetails<"two_factor.settings_changed">["change"]) {
  const { data, caller } = context;
  return recordAudit(data, {
    type: "two_factor.settings_changed",
    actor: actorOf(caller),
    subject: caller.user.id,
    origin: context.origin,
    details: { change },
  });
}

/** A factor counts for turning 2FA on when sign-in could use it: e-mail, or an enrolled app. */
async function readyFactors(context: SettingsContext): Promise<string[]> {
  const [factors, totp] = await Promise.all([
    findFactors(context.data, context.caller.user.id),
    findTotp(context.data, context.caller.user.id),
  ]);
  return factors
    .filter((factor) => factor.fator === "email" || (factor.fator === "autenticador" && totp?.confirmed_at))
    .map((factor) => factor.fator);
}

export async function readSettings(context: SettingsContext): Promise<TwoFactorSettings> {
  const { data, now } = context;
  const { user } = context.caller;
  await deleteExpiredTrustedDevices(data, user.id, now.toISOString());
  const [factors, totp, devices] = await Promise.all([
    findFactors(data, user.id),
    findTotp(data, user.id),
    listLiveTrustedDevices(data, user.id, now.toISOString()),
  ]);
  const email = factors.find((factor) => factor.fator === "email");
  return {
    ativo: user.two_factor_enabled === 1,
    obrigatoria: mustUseSecondFactor(context.config, context.caller.user),
    email: { ativo: Boolean(email), destino: email?.destino ?? user.email },
    autenticador: {
      ativo: factors.some((factor) => factor.fator === "autenticador"),
      configurado: Boolean(totp?.confirmed_at),
    },
    dispositivos: devices.map((device) => ({
      id: device.handle,
      nome: device.nome,
      criado_em: device.created_at,
      ultimo_uso: device.last_used_at,
      expira_em: device.expires_at,
    })),
  };
}

export async function setEnabled(context: SettingsContext, enabled: boolean): Promise<MessageKey> {
  if (!enabled && mustUseSecondFactor(context.config, context.caller.user))
    throw new HttpError(409, "twoFactor.settings.required");
  if (enabled && (await readyFactors(context)).length === 0) {
    throw new HttpError(409, "twoFactor.settings.needsFactor");
  }
  await setTwoFactorEnabled(context.data, context.caller.user.id, enabled);
  await audit(context, enabled ? "enabled" : "disabled");
  return enabled ? "twoFactor.settings.enabled" : "twoFactor.settings.disabled";
}

/** While 2FA is on, the last ready factor cannot go: sign-in would silently stop asking for a code. */
async function ensureNotLastFactor(context: SettingsContext, fator: string) {
  if (context.caller.user.two_factor_enabled !== 1) return;
  const remaining = (await readyFactors(context)).filter((name) => name !== fator);
  if (remaining.length === 0) throw new HttpError(409, "twoFactor.settings.lastFactor");
}

export async function setEmailFactor(context: SettingsContext, enabled: boolean): Promise<MessageKey> {
  const { data } = context;
  const { user } = context.caller;
  if (!enabled) {
    await ensureNotLastFactor(context, "email");
    await deleteFactor(data, user.id, "email");
    await audit(context, "email_removed");
    return "twoFactor.settings.emailRemoved";
  }
  if (!user.email) throw new HttpError(409, "twoFactor.settings.noEmail");
  await upsertFactor(data, user.id, "email", user.email);
  await audit(context, "email_added");
  return "twoFactor.settings.emailAdded";
}

export async function startAppEnrolment(context: SettingsContext) {
  return newEnrolment(context, context.caller.user);
}

/** A code from the app proves the enrolment; then the factor is on (the old secret, if any, is gone). */
export async function confirmAppEnrolment(context: SettingsContext, codigo: string): Promise<MessageKey> {
  const { data, scope, now } = context;
  const { user } = context.caller;
  const totp = await findTotp(data, user.id);
  if (!totp || totp.confirmed_at) throw new HttpError(409, "twoFactor.settings.appNotStarted");
  if (totp.failed_attempts >= MAX_TOTP_ATTEMPTS) throw new HttpError(429, "twoFactor.settings.appLocked");
  const step = matchTotpStep(openTotpSecret(context.providers.secrets, scope, totp), codigo, now);
  if (step === null || !(await acceptTotpStep(data, totp, step, now.toISOString()))) {
    await recordTotpFailure(data, totp.id);
    throw new HttpError(400, "twoFactor.invalid");
  }
  await upsertFactor(data, user.id, "autenticador", "");
  await audit(context, "app_enrolled");
  return "twoFactor.settings.appConfirmed";
}

export async function removeApp(context: SettingsContext): Promise<MessageKey> {
  await ensureNotLastFactor(context, "autenticador");
  await deleteFactor(context.data, context.caller.user.id, "autenticador");
  await deleteTotp(context.data, context.caller.user.id);
  await audit(context, "app_removed");
  return "twoFactor.settings.appRemoved";
}

export async function removeTrustedDevice(context: SettingsContext, handle: string): Promise<MessageKey> {
  if (!(await deleteTrustedDevice(context.data, context.caller.user.id, handle))) {
    throw new HttpError(404, "twoFactor.settings.deviceNotFound");
  }
  await audit(context, "trusted_device_removed");
  return "twoFactor.settings.deviceRemoved";
}

/**
 * An administrator's reset of someone's second factor (a lost phone): every factor and saved device goes, so
 * the next sign-in asks for none, or, where administrators must use one (ADMIN_TWO_FACTOR_REQUIRED), enrols a
 * new authenticator app. The caller records it and ends the person's sessions.
 */
export async function resetSecondFactor(data: ScopedDb, userId: number): Promise<void> {
  await deleteEverySecondFactor(data, userId);
  await setTwoFactorEnabled(data, userId, false);
}
