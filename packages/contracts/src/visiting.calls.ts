import { z } from "zod/mini";
import { post } from "./call.ts";
import { okBody } from "./errors.ts";
import { LOGIN_MAX_LENGTH } from "./limits.ts";
import { loginResponse } from "./sign-in-response.ts";

/** A user an administrator may open a visiting session as. */
export const visitCandidate = z.object({
  id: z.number().check(z.int()),
  nome: z.string(),
  usuario: z.string(),
});
export type VisitCandidate = z.infer<typeof visitCandidate>;

export const VISIT_SEARCH_LIMIT = 20;

/** Users of the administrator's own data scope whose login or name contains the text (issue item 9). */
export const visitSearch = post("platform-admin", "/conta/{lang}/visitar/buscar", {
  visitorMay: true,
  body: z.object({ busca: z.string().check(z.trim(), z.minLength(1), z.maxLength(LOGIN_MAX_LENGTH)) }),
  response: z.object({ usuarios: z.array(visitCandidate) }),
});

/**
 * Opens a session as another user of the administrator's own data scope. The answer is a login response whose
 * user has `visitante: true`; the session row records the administrator, and a visit row who and when.
 */
export const visitStart = post("platform-admin", "/conta/{lang}/visitar", {
  body: z.object({ usuario_id: z.number().check(z.int(), z.positive()) }),
  response: loginResponse,
});

/** Ends the visiting session the bearer token belongs to (the browser then restores the administrator's). */
export const visitEnd = post("session", "/conta/{lang}/visitar/sair", { visitorMay: true, response: okBody });
