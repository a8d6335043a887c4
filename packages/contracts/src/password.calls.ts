import { z } from "zod/mini";
import { defineCall } from "./call.ts";
import { okBody } from "./errors.ts";
import { LOGIN_MAX_LENGTH, PASSWORD_INPUT_MAX_LENGTH, TOKEN_MAX_LENGTH } from "./limits.ts";

/**
 * Calls of the password flows and the terms of use that spec §7 does not list: asking for a reset link,
 * checking a link before showing its form, whether the account has a password, and the terms.
 * The three password calls of §7 (alterar, gerar, redefinir) stay in account.calls.ts.
 */

/** How long a reset link works after it was sent. */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** Wrong current passwords allowed on the change form before it waits, per user. */
export const PASSWORD_CHANGE_MAX_WRONG_CURRENT = 5;
export const PASSWORD_CHANGE_WINDOW_MINUTES = 15;

const resetToken = z.string().check(z.minLength(1), z.maxLength(TOKEN_MAX_LENGTH));

/** Always the same neutral answer, whether the login exists, has an e-mail or not. */
export const passwordForgot = defineCall({
  method: "POST",
  path: "/conta/{lang}/recuperar/senha",
  access: "public",
  body: z.object({ usuario: z.string().check(z.trim(), z.minLength(1), z.maxLength(LOGIN_MAX_LENGTH)) }),
  response: okBody,
});

/** Whether a reset link still works, so the page can say so before the form is filled. */
export const passwordResetCheck = defineCall({
  method: "POST",
  path: "/conta/{lang}/redefinir/senha/verificar",
  access: "public",
  body: z.object({ token: resetToken }),
  response: z.object({
    valido: z.boolean(),
    /** The account's name while the link works, so the form can apply the name rule as the server will. */
    nome: z.nullable(z.string()),
    mensagem: z.optional(z.string()),
  }),
});

/** Whether the signed-in account has a password: My account offers "change" or "create" accordingly. */
export const passwordStatus = defineCall({
  method: "GET",
  path: "/conta/{lang}/logado/senha/estado",
  access: "session",
  response: z.object({ tem_senha: z.boolean() }),
});

/**
 * The current password again, for a session older than REAUTHENTICATION_WINDOW_MINUTES that wants to change
 * how the account signs in (the "recent-session" calls): it renews that window for this session alone. Wrong
 * passwords count with the change form's.
 */
export const passwordConfirm = defineCall({
  method: "POST",
  path: "/conta/{lang}/logado/confirmar/senha",
  access: "session",
  body: z.object({ senha_atual: z.string().check(z.minLength(1), z.maxLength(PASSWORD_INPUT_MAX_LENGTH)) }),
  response: okBody,
});

/** The current terms of use in the request's language, and whether the signed-in user accepted them. */
export const termsCurrent = defineCall({
  method: "GET",
  path: "/conta/{lang}/logado/termos",
  access: "session",
  duringForcedPasswordChange: true,
  response: z.object({
    /** 0 when no terms were ever published (then `aceito` is true). */
    versao: z.number().check(z.int(), z.nonnegative()),
    titulo: z.string(),
    texto: z.string(),
    aceito: z.boolean(),
    aceito_em: z.nullable(z.string()),
  }),
});

export const termsAccept = defineCall({
  method: "POST",
  path: "/conta/{lang}/logado/termos/aceitar",
  access: "session",
  duringForcedPasswordChange: true,
  body: z.object({ versao: z.number().check(z.int(), z.positive()) }),
  response: okBody,
});
