import type { CallResponse } from "@trilha/contracts/call";
import type { SessionUser } from "@trilha/contracts/session-user";
import type { TwoFactorFactorName, twoFactorValidateCode } from "@trilha/contracts/two-factor.calls";
import { translate } from "@trilha/i18n/translate";
import type { Config } from "../../config.ts";
import type { TenantRow, UserRow } from "../../db/schema.ts";
import type { ScopedDb } from "../../db/scoped-db.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import type { Providers } from "../../providers/providers.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { type BrowserCookie, startBrowserSession } from "../known-browsers/known-browser.service.ts";
import { describeDevice } from "../sessions/device.ts";
import { hashToken, newDeviceHandle, newSecretToken } from "../sessions/session-token.ts";
import { mask } from "../users/session-user.ts";
import { findUserById, sessionUserOf, setTwoFactorEnabled } from "../users/user.service.ts";
import { matchTotpStep, newTotpSecret, qrCodeDataUrl, totpUri } from "./totp.ts";
import { openTotpSecret, sealTotpSecret } from "./totp-secret.ts";
import {
  acceptTotpStep,
  type ChallengeRow,
  consumeChallenge,
  countCodeAttempt,
  countCodesSince,
  deleteChallengesBefore,
  deleteCode,
  expireOpenCodes,
  findFactors,
  findLiveChallenge,
  findLiveTrustedDevice,
  findTotp,
  insertChallenge,
  insertCode,
  insertTrustedDevice,
  latestCode,
  markCodeUsed,
  recordChallengeFailure,
  replaceTotp,
  setChallengeFactor,
  sumChallengeFailuresSince,
  touchTrustedDevice,
  upsertFactor,
} from "./two-factor.repository.ts";
import {
  addDays,
  addMinutes,
  CHALLENGE_TTL_MINUTES,
  CODE_SEND_WINDOW_MINUTES,
  CODE_TTL_MINUTES,
  codeMatches,
  codeState,
  generateCode,
  hashCode,
  type LoginFactor,
  loginFactors,
  MAX_CODE_ATTEMPTS,
  MAX_CODE_SENDS,
  MAX_TOTP_ATTEMPTS,
  MAX_TOTP_FAILURES_PER_WINDOW,
  newSalt,
  TOTP_FAILURE_WINDOW_MINUTES,
  TRUSTED_DEVICE_TTL_DAYS,
} from "./two-factor-rules.ts";

/**
 * What the 2FA steps of a sign-in need from the request context (`now` is the request's clock; tests move it).
 * Authenticator apps show the tenant's name next to the account; the known-browser cookie, when given, is
 * marked known by the session a valid code starts.
 */
export type TwoFactorContext = Pick<RequestContext, "data" | "scope" | "now" | "lang" | "origin"> & {
  config: Pick<Config, "sessionTtlDays">;
  tenant: Pick<TenantRow, "nome">;
  providers: Pick<Providers, "mail" | "secrets">;
  browser?: BrowserCookie | undefined;
};

export type UserTwoFactor = SessionUser["usuario_2fa"];

/** The factors this user may sign in with, as the login answer lists them (destinations masked). */
export async function factorsForLogin(data: ScopedDb, userId: number): Promise<LoginFactor[]> {
  const [factors, totp] = await Promise.all([findFactors(data, userId), findTotp(data, userId)]);
  return loginFactors({ factors, totpConfirmed: Boolean(totp?.confirmed_at) });
}

/** Whether `tokenHash` is one of the user's live 2FA saved devices: that browser counts as known. */
export async function isTrustedDevice(data: ScopedDb, tokenHash: string, userId: number, now: string) {
  return (await findLiveTrustedDevice(data, userId, tokenHash, now)) !== undefined;
}

/**
 * The 2FA part of a sign-in, after the password (or other first factor) passed. Null when the session may be
 * created now: 2FA is off, no factor is usable, or the browser presented a live trusted-device token of this
 * user. Otherwise the `usuario_2fa` to answer with, carrying a new pending-login challenge. When a policy
 * `required` it (ADMIN_TWO_FACTOR_REQUIRED), 2FA is turned on first, with an authenticator app to enrol at
 * this sign-in if the user has no factor at all.
 */
export async function secondFactorOwed(
  data: ScopedDb,
  user: UserRow,
  trustedDeviceToken: string | undefined,
  policy: { required: boolean } = { required: false },
  now = new Date(),
): Promise<UserTwoFactor | null> {
  if (policy.required && user.two_factor_enabled !== 1) await requireSecondFactor(data, user.id);
  else if (user.two_factor_enabled !== 1) return null;
  const factors = await factorsForLogin(data, user.id);
  if (factors.length === 0) return null;
  if (trustedDeviceToken) {
    const device = await findLiveTrustedDevice(
      data,
      user.id,
      hashToken(trustedDeviceToken),
      now.toISOString(),
    );
    if (device) {
      await touchTrustedDevice(data, device.id, now.toISOString());
      return null;
    }
  }
  await deleteChallengesBefore(data, user.id, addMinutes(now, -TOTP_FAILURE_WINDOW_MINUTES).toISOString());
  const challenge = newSecretToken();
  await insertChallenge(data, {
    userId: user.id,
    tokenHash: hashToken(challenge),
    createdAt: now.toISOString(),
    expiresAt: addMinutes(now, CHALLENGE_TTL_MINUTES).toISOString(),
  });
  return {
    id: user.id,
    status: "1",
    fatores: Object.fromEntries(
      factors.map((factor) => [
        factor.fator,
        factor.fator === "email"
          ? { destino: mask(factor.destino) }
          : { destino: "", configurado: factor.configurado ?? false },
      ]),
    ),
    desafio: challenge,
  };
}

/** The live challenge the browser presents for this user id; a 401 for anything else. */
async function liveChallenge(context: TwoFactorContext, userId: number, token: string) {
  const challenge = await findLiveChallenge(
    context.data,
    userId,
    hashToken(token),
    context.now.toISOString(),
  );
  if (!challenge) throw new HttpError(401, "twoFactor.challengeInvalid");
  const user = await findUserById(context.data, userId);
  if (!user) throw new HttpError(401, "twoFactor.challengeInvalid");
  return { challenge, user };
}

async function usableFactor(context: TwoFactorContext, userId: number, fator: string): Promise<LoginFactor> {
  const factors = await factorsForLogin(context.data, userId);
  const factor = factors.find((candidate) => candidate.fator === fator);
  if (!factor) throw new HttpError(400, "twoFactor.factorUnavailable");
  return factor;
}

/** enviarcodigo: a new e-mailed code for this challenge; the address is the stored one, never the body's. */
export async function sendCode(
  context: TwoFactorContext,
  input: { fator: string; id: number; desafio: string },
): Promise<{ destino: string }> {
  const { data, now } = context;
  const { challenge, user } = await liveChallenge(context, input.id, input.desafio);
  const factor = await usableFactor(context, user.id, input.fator);
  if (factor.fator !== "email") throw new HttpError(400, "twoFactor.factorUnavailable");
  const since = addMinutes(now, -CODE_SEND_WINDOW_MINUTES).toISOString();
  if ((await countCodesSince(data, user.id, since)) >= MAX_CODE_SENDS) {
    throw new HttpError(429, "twoFactor.tooManyCodes");
  }
  await setChallengeFactor(data, challenge.id, "email");
  await expireOpenCodes(data, challenge.id, now.toISOString());
  const code = generateCode();
  const salt = newSalt();
  const codeId = await insertCode(data, {
    userId: user.id,
    challengeId: challenge.id,
    codeHash: hashCode(code, salt),
    salt,
    createdAt: now.toISOString(),
    expiresAt: addMinutes(now, CODE_TTL_MINUTES).toISOString(),
  });
  // Not through the mail outbox: the code lives minutes and the person waits for it; a send that fails is
  // answered now (502) and the code forgotten, where a later retry would deliver a dead code.
  try {
    await context.providers.mail.send({
      to: factor.destino,
      subject: translate(context.lang, "twoFactor.mail.subject"),
      text: translate(context.lang, "twoFactor.mail.text", {
        nome: user.nome,
        codigo: code,
        minutos: String(CODE_TTL_MINUTES),
      }),
    });
  } catch {
    // A code nobody received must not count against the sending limit.
    await deleteCode(data, codeId);
    throw new HttpError(502, "twoFactor.sendFailed");
  }
  await recordAudit(data, {
    type: "two_factor.code_sent",
    subject: user.id,
    origin: context.origin,
    details: { factor: "email" },
  });
  return { destino: mask(factor.destino) };
}

/** 2FA on for a user a policy obliges, with an app to enrol at sign-in when no factor exists yet. */
async function requireSecondFactor(data: ScopedDb, userId: number): Promise<void> {
  if ((await findFactors(data, userId)).length === 0) {
    await upsertFactor(data, userId, "autenticador", "");
  }
  await setTwoFactorEnabled(data, userId, true);
}

/** criar/qrcode: enrolment of an authenticator at sign-in, allowed only while no app is enrolled. */
export async function createLoginQrCode(
  context: TwoFactorContext,
  input: { id: number; desafio: string },
): Promise<{ url_qrcode: string; segredo: string }> {
  const { challenge, user } = await liveChallenge(context, input.id, input.desafio);
  const factor = await usableFactor(context, user.id, "autenticador");
  if (factor.configurado) throw new HttpError(409, "twoFactor.alreadyConfigured");
  await setChallengeFactor(context.data, challenge.id, "autenticador");
  return newEnrolment(context, user);
}

/** A new unconfirmed secret for the user, as a QR code of its otpauth:// URI and as text. */
export async function newEnrolment(
  context: Pick<TwoFactorContext, "data" | "scope" | "now"> & {
    tenant: Pick<TenantRow, "nome">;
    providers: Pick<Providers, "secrets">;
  },
  user: UserRow,
): Promise<{ url_qrcode: string; segredo: string }> {
  const secret = newTotpSecret();
  let url: string;
  try {
    url = await qrCodeDataUrl(totpUri(secret, context.tenant.nome, user.usuario));
  } catch {
    throw new HttpError(500, "twoFactor.qrFailed");
  }
  const sealed = sealTotpSecret(context.providers.secrets, context.scope, user.id, secret);
  await replaceTotp(context.data, user.id, sealed, context.now.toISOString());
  return { url_qrcode: url, segredo: secret };
}

type ValidateResponse = CallResponse<typeof twoFactorValidateCode>;

/** validarcodigo: checks the code; a valid one consumes the challenge and creates the session. */
export async function validateCode(
  context: TwoFactorContext,
  input: {
    codigo: string;
    id: number;
    desafio: string;
    fator?: TwoFactorFactorName | undefined;
    salvar_dispositivo: boolean;
  },
): Promise<ValidateResponse> {
  const { challenge, user } = await liveChallenge(context, input.id, input.desafio);
  const fator = input.fator ?? challenge.fator ?? (await onlyFactor(context, user.id));
  const factor = (await usableFactor(context, user.id, fator)).fator;
  const valid =
    fator === "email"
      ? await checkEmailCode(context, challenge, input.codigo)
      : await checkAppCode(context, challenge, user, input.codigo);
  if (!valid) {
    await recordAudit(context.data, {
      type: "two_factor.failed",
      subject: user.id,
      origin: context.origin,
      details: { factor },
    });
    return { valido: false };
  }
  if (!(await consumeChallenge(context.data, challenge.id, context.now.toISOString()))) {
    throw new HttpError(401, "twoFactor.challengeInvalid");
  }
  const token = await startBrowserSession(context, user.id);
  await recordAudit(context.data, {
    type: "two_factor.ok",
    actor: user.id,
    subject: user.id,
    origin: context.origin,
    details: { factor },
  });
  const usuario = await sessionUserOf(context.data, user, token);
  const response: ValidateResponse = { valido: true, usuario };
  if (input.salvar_dispositivo) response.dispositivo_2fa = await trustDevice(context, user.id);
  return response;
}

async function onlyFactor(context: TwoFactorContext, userId: number): Promise<string> {
  const factors = await factorsForLogin(context.data, userId);
  if (factors.length !== 1 || !factors[0]) throw new HttpError(400, "twoFactor.noCode");
  return factors[0].fator;
}

async function checkEmailCode(context: TwoFactorContext, challenge: ChallengeRow, codigo: string) {
  const { data, now } = context;
  const code = await latestCode(data, challenge.id);
  if (!code) throw new HttpError(400, "twoFactor.noCode");
  const state = codeState(code, now);
  if (state === "used" || state === "expired") throw new HttpError(400, "twoFactor.codeExpired");
  if (state === "locked") throw new HttpError(429, "twoFactor.codeLocked");
  if (codeMatches(codigo, code.salt, code.code_hash)) {
    return markCodeUsed(data, code.id, now.toISOString());
  }
  if (!(await countCodeAttempt(data, code.id, MAX_CODE_ATTEMPTS))) {
    throw new HttpError(429, "twoFactor.codeLocked");
  }
  return false;
}

async function checkAppCode(
  context: TwoFactorContext,
  challenge: ChallengeRow,
  user: UserRow,
  codigo: string,
) {
  const { data, scope, now } = context;
  if (challenge.failed_attempts >= MAX_TOTP_ATTEMPTS) throw new HttpError(429, "twoFactor.tooManyAttempts");
  const since = addMinutes(now, -TOTP_FAILURE_WINDOW_MINUTES).toISOString();
  if ((await sumChallengeFailuresSince(data, user.id, since)) >= MAX_TOTP_FAILURES_PER_WINDOW) {
    throw new HttpError(429, "twoFactor.tooManyAttempts");
  }
  const totp = await findTotp(data, user.id);
  if (!totp) throw new HttpError(400, "twoFactor.noCode");
  const step = matchTotpStep(openTotpSecret(context.providers.secrets, scope, totp), codigo, now);
  if (step !== null && (totp.last_step === null || step > totp.last_step)) {
    if (await acceptTotpStep(data, totp, step, now.toISOString())) return true;
  }
  await recordChallengeFailure(data, challenge.id);
  return false;
}

async function trustDevice(context: TwoFactorContext, userId: number) {
  const token = newSecretToken();
  const id = newDeviceHandle();
  await insertTrustedDevice(context.data, {
    userId,
    tokenHash: hashToken(token),
    handle: id,
    nome: describeDevice(context.origin.userAgent).name,
    createdAt: context.now.toISOString(),
    expiresAt: addDays(context.now, TRUSTED_DEVICE_TTL_DAYS).toISOString(),
  });
  const device = describeDevice(context.origin.userAgent).name;
  await recordAudit(context.data, {
    type: "two_factor.device_trusted",
    actor: userId,
    subject: userId,
    origin: context.origin,
    details: { device },
  });
  return { token, id };
}
