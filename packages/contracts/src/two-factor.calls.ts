import { z } from "zod/mini";
import { twoFactorCode } from "./account.calls.ts";
import { defineCall } from "./call.ts";
import { okBody } from "./errors.ts";

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

export const twoFactorSettingsRead = defineCall({
  method: "POST",
  path: "/conta/{lang}/logado/2fa/configuracoes",
  access: "session",
  response: twoFactorSettings,
});

/** Turns 2FA on (needs at least one ready factor) or off. */
export const twoFactorEnable = defineCall({
  method: "POST",
  path: "/conta/{lang}/logado/2fa/ativar",
  access: "recent-session",
  body: z.object({ ativo: z.boolean() }),
  response: okBody,
});

/** The e-mail factor, sent to the account's e-mail address. */
export const twoFactorEmailFactor = defineCall({
  method: "POST",
  path: "/conta/{lang}/logado/2fa/email",
  access: "recent-session",
  body: z.object({ ativo: z.boolean() }),
  response: okBody,
});

/** Starts (or restarts) enrolling an authenticator app: a new secret, shown once as a QR code and as text. */
export const twoFactorAuthenticatorStart = defineCall({
  method: "POST",
  path: "/conta/{lang}/logado/2fa/autenticador/qrcode",
  access: "recent-session",
  response: z.object({ url_qrcode: z.string(), segredo: z.string() }),
});

/** Finishes enrolling: a code from the app proves it holds the secret; then the factor is on. */
export const twoFactorAuthenticatorConfirm = defineCall({
  method: "POST",
  path: "/conta/{lang}/logado/2fa/autenticador/confirmar",
  access: "recent-session",
  body: z.object({ codigo: twoFactorCode }),
  response: okBody,
});

export const twoFactorAuthenticatorRemove = defineCall({
  method: "POST",
  path: "/conta/{lang}/logado/2fa/autenticador/remover",
  access: "recent-session",
  response: okBody,
});

export const twoFactorTrustedDeviceRemove = defineCall({
  method: "POST",
  path: "/conta/{lang}/logado/2fa/dispositivos/remover",
  access: "session",
  body: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
  response: okBody,
});
