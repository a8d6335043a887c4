import { z } from "zod/mini";
import { post } from "./call.ts";
import { okWith } from "./errors.ts";
import { EMAIL_MAX_LENGTH, PASSWORD_INPUT_MAX_LENGTH, PHOTO_DATA_URL_MAX_LENGTH } from "./limits.ts";
import { sessionUser } from "./session-user.ts";

/** A change to the signed-in user's profile answers with the refreshed session user (same token). */
export const profileResponse = okWith({
  usuario: sessionUser,
});
export type ProfileResponse = z.infer<typeof profileResponse>;

/**
 * Sets the profile photo from a data URL (JPEG, PNG or WebP). The server reads the real type from the bytes,
 * checks size and dimensions, resizes it without cropping and answers with the user's new `foto`.
 */
export const profilePhotoUpload = post("session", "/conta/{lang}/logado/foto", {
  body: z.object({ imagem: z.string().check(z.minLength(1), z.maxLength(PHOTO_DATA_URL_MAX_LENGTH)) }),
  response: profileResponse,
});

export const profilePhotoRemove = post("session", "/conta/{lang}/logado/foto/remover", {
  response: profileResponse,
});

/**
 * Sets the account's e-mail, where password-reset links go, or removes it (an empty `email`). The current
 * password is asked again: through a borrowed session, a new e-mail would let anyone reset the password.
 */
export const profileEmailChange = post("session", "/conta/{lang}/logado/email", {
  body: z.object({
    email: z.string().check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX_LENGTH)),
    senha_atual: z.string().check(z.minLength(1), z.maxLength(PASSWORD_INPUT_MAX_LENGTH)),
  }),
  response: profileResponse,
});
