import { z } from "zod/mini";
import { get, post } from "./call.ts";
import { typedLogin } from "./fields.ts";

/** The recent failed sign-ins of a login, which decide whether its form shows the captcha. */
export const captchaAttempts = post("public", "/conta/{lang}/recapth/tentativa", {
  body: z.object({ usuario: typedLogin }),
  response: z.object({ usuario: z.object({ tentativasSenha: z.number().check(z.int(), z.nonnegative()) }) }),
});

/**
 * The challenge a login form shows once its failed attempts reach CAPTCHA_AFTER_FAILED_ATTEMPTS. The server
 * says which kind applies to the tenant: Google reCAPTCHA (the tenant has a site key and the server the
 * secret) or the built-in challenge, a question the server asks and checks itself.
 */
export const captchaChallenge = get("public", "/conta/{lang}/recapth/desafio", {
  response: z.discriminatedUnion("tipo", [
    z.object({
      tipo: z.literal("local"),
      id: z.string(),
      /** The question, in words, in the language of the path. */
      pergunta: z.string(),
      /** When the challenge stops being accepted (ISO-8601). */
      expira_em: z.string(),
    }),
    z.object({ tipo: z.literal("recaptcha"), site_key: z.string() }),
  ]),
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge.response>;

/** How the login body's `captcha` field carries an answer to the built-in challenge. */
export function localCaptchaAnswer(id: string, answer: string): string {
  return `${id}:${answer.trim()}`;
}

/** The reverse of `localCaptchaAnswer`; null when the value is not shaped like one. */
export function parseLocalCaptchaAnswer(value: string): { id: string; answer: string } | null {
  const trimmed = value.trim();
  const separator = trimmed.indexOf(":");
  if (separator <= 0) return null;
  return { id: trimmed.slice(0, separator), answer: trimmed.slice(separator + 1).trim() };
}
