import { z } from "zod/mini";
import { post } from "./call.ts";
import { okBody } from "./errors.ts";
import { password, token, typedLogin } from "./fields.ts";
import { loginResponse, signInResponse } from "./sign-in-response.ts";

export const loginStandard = post("public", "/conta/{lang}/logar/padrao", {
  body: z.object({
    usuario: typedLogin,
    senha: password,
    salvar: z._default(z.boolean(), false),
    captcha: z.optional(z.string().check(z.maxLength(4096))),
    /** A trusted-device token this browser got from a valid 2FA code for this login: skips the second factor. */
    dispositivo_2fa: z.optional(token),
  }),
  response: signInResponse,
});

export const loginToken = post("public", "/conta/{lang}/logar/token", {
  body: z.object({ token }),
  response: loginResponse,
});

export const logout = post("public", "/conta/{lang}/logout", { body: z.object({ token }), response: okBody });
