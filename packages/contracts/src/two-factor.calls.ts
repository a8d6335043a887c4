import { z } from "zod/mini";
import { post } from "./call.ts";
import { okBody } from "./errors.ts";
import { id, rowKey, token } from "./fields.ts";
import { TWO_FACTOR_CODE_MAX_LENGTH } from "./limits.ts";
import { sessionUser } from "./session-user.ts";

/** Second-factor names: a code by e-mail, or a TOTP authenticator app enrolled with a QR code. */
export const TWO_FACTOR_FACTORS = ["email", "autenticador"] as const;
export type TwoFactorFactorName = (typeof TWO_FACTOR_FACTORS)[number];
export const TWO_FACTOR_CODE_LENGTH = 6;

/** The pending-login proof handed out by the login answer (`usuario_2fa.desafio`). */
const challenge = token;
/** Spec §5: the code is a required number. */
export const twoFactorCode = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(TWO_FACTOR_CODE_MAX_LENGTH), z.regex(/^\d+$/));

export const twoFactorSendCode = post("public", "/conta/{lang}/2fa/enviarcodigo", {
  /** `destino` is what the browser was shown (masked); the server sends to the address it stores. */
  body: z.object({
    fator: z.string().check(z.minLength(1), z.maxLength(20)),
    destino: z.string().check(z.maxLength(200)),
    id,
    desafio: challenge,
  }),
  response: okBody,
});

export const twoFactorValidateCode = post("public", "/conta/{lang}/2fa/validarcodigo", {
  body: z.object({
    codigo: twoFactorCode,
    id,
    desafio: challenge,
    /** Which factor the code is from; defaults to the one last used with this challenge. */
    fator: z.optional(z.enum(TWO_FACTOR_FACTORS)),
    /** 'Salvar este dispositivo': a valid code also returns a trusted-device token. */
    salvar_dispositivo: z._default(z.boolean(), false),
  }),
  response: z.object({
    valido: z.boolean(),
    /** With `valido`, the signed-in user (the session is created by this call). */
    usuario: z.optional(sessionUser),
    /** With `salvar_dispositivo`: the token to send as `dispositivo_2fa` on later logins, and its id. */
    dispositivo_2fa: z.optional(z.object({ token: z.string(), id: z.string() })),
  }),
});

export const twoFactorQrCode = post("public", "/conta/{lang}/2fa/criar/qrcode", {
  body: z.object({ id, desafio: challenge }),
  response: z.object({
    /** A data: URL of a PNG QR code of the otpauth:// URI. */
    url_qrcode: z.string(),
    /** The same secret in base32, for typing into an app by hand; only while enrolling, never again. */
    segredo: z.string(),
  }),
});

/** A device the user trusted at a 2FA step ('Salvar este dispositivo'); `id` is a handle, never the token. */
export const trustedDevice = z.object({
  id: z.string(),
  nome: z.string(),
  criado_em: z.string(),
  ultimo_uso: z.nullable(z.string()),
  expira_em: z.string(),
});
export type TrustedDevice = z.infer<typeof trustedDevice>;

/** The 2FA settings of the signed-in user (My account). */
export const twoFactorSettings = z.object({
  /** Whether sign-in asks for a second factor (usuario_2fa.status '1'). */
  ativo: z.boolean(),
  /** A policy of the installation keeps it on for this account (platform administrators): it cannot be turned off. */
  obrigatoria: z.boolean(),
  email: z.object({
    ativo: z.boolean(),
    /** The address codes go to: the factor's, else the account's; null when the account has no e-mail. */
    destino: z.nullable(z.string()),
  }),
  autenticador: z.object({
    /** The factor is on for sign-in. */
    ativo: z.boolean(),
    /** An app is enrolled (its secret was confirmed with a code). */
    configurado: z.boolean(),
  }),
  dispositivos: z.array(trustedDevice),
});
export type TwoFactorSettings = z.infer<typeof twoFactorSettings>;

export const twoFactorSettingsRead = post("session", "/conta/{lang}/logado/2fa/configuracoes", {
  visitorMay: true,
  response: twoFactorSettings,
});

/** Turns 2FA on (needs at least one ready factor) or off. */
export const twoFactorEnable = post("recent-session", "/conta/{lang}/logado/2fa/ativar", {
  body: z.object({ ativo: z.boolean() }),
  response: okBody,
});

/** The e-mail factor, sent to the account's e-mail address. */
export const twoFactorEmailFactor = post("recent-session", "/conta/{lang}/logado/2fa/email", {
  body: z.object({ ativo: z.boolean() }),
  response: okBody,
});

/** Starts (or restarts) enrolling an authenticator app: a new secret, shown once as a QR code and as text. */
export const twoFactorAuthenticatorStart = post(
  "recent-session",
  "/conta/{lang}/logado/2fa/autenticador/qrcode",
  {
    response: z.object({ url_qrcode: z.string(), segredo: z.string() }),
  },
);

/** Finishes enrolling: a code from the app proves it holds the secret; then the factor is on. */
export const twoFactorAuthenticatorConfirm = post(
  "recent-session",
  "/conta/{lang}/logado/2fa/autenticador/confirmar",
  {
    body: z.object({ codigo: twoFactorCode }),
    response: okBody,
  },
);

export const twoFactorAuthenticatorRemove = post(
  "recent-session",
  "/conta/{lang}/logado/2fa/autenticador/remover",
  {
    response: okBody,
  },
);

export const twoFactorTrustedDeviceRemove = post("session", "/conta/{lang}/logado/2fa/dispositivos/remover", {
  body: z.object({ id: rowKey }),
  response: okBody,
});
