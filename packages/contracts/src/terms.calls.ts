import { z } from "zod/mini";
import { defineCall } from "./call.ts";
import { okBody } from "./errors.ts";

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
