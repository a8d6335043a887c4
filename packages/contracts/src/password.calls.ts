import { z } from "zod/mini";
import { get, post } from "./call.ts";
import { okBody } from "./errors.ts";
import { password, token, typedLogin } from "./fields.ts";

/**
 * The password flows: changing and creating one while signed in, asking for a reset link, checking a link
 * before showing its form and resetting with it, whether the account has a password, and confirming it again.
 */

/** How long a reset link works after it was sent. */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** Wrong current passwords allowed on the change form before it waits, per user. */
export const PASSWORD_CHANGE_MAX_WRONG_CURRENT = 5;
export const PASSWORD_CHANGE_WINDOW_MINUTES = 15;

export const passwordChange = post("session", "/conta/{lang}/logado/alterar/senha", {
  duringForcedPasswordChange: true,
  body: z.object({ senha_atual: password, senha: password, confirmar: password }),
  response: okBody,
});

export const passwordCreate = post("session", "/conta/{lang}/logado/gerar/senha", {
  duringForcedPasswordChange: true,
  body: z.object({ senha: password, confirmar: password }),
  response: okBody,
});

export const passwordReset = post("public", "/conta/{lang}/redefinir/senha", {
  body: z.object({ token, senha: password, confirmar: password }),
  response: okBody,
});

/** Always the same neutral answer, whether the login exists, has an e-mail or not. */
export const passwordForgot = post("public", "/conta/{lang}/recuperar/senha", {
  body: z.object({ usuario: typedLogin }),
  response: okBody,
});

/** Whether a reset link still works, so the page can say so before the form is filled. */
export const passwordResetCheck = post("public", "/conta/{lang}/redefinir/senha/verificar", {
  body: z.object({ token }),
  response: z.object({
    valido: z.boolean(),
    /** The account's name while the link works, so the form can apply the name rule as the server will. */
    nome: z.nullable(z.string()),
    mensagem: z.optional(z.string()),
  }),
});

/** Whether the signed-in account has a password: My account offers "change" or "create" accordingly. */
export const passwordStatus = get("session", "/conta/{lang}/logado/senha/estado", {
  response: z.object({ tem_senha: z.boolean() }),
});

/**
 * The current password again, for a session older than REAUTHENTICATION_WINDOW_MINUTES that wants to change
 * how the account signs in (the "recent-session" calls): it renews that window for this session alone. Wrong
 * passwords count with the change form's.
 */
export const passwordConfirm = post("session", "/conta/{lang}/logado/confirmar/senha", {
  body: z.object({ senha_atual: password }),
  response: okBody,
});
