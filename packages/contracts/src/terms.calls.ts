import { z } from "zod/mini";
import { get, post } from "./call.ts";
import { okBody, okWith } from "./errors.ts";
import { TERMS_TEXT_MAX_LENGTH, TERMS_TITLE_MAX_LENGTH } from "./limits.ts";
import { LANGUAGES } from "./rules/languages.ts";

/** The current terms of use in the request's language, and whether the signed-in user accepted them. */
export const termsCurrent = get("session", "/conta/{lang}/logado/termos", {
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

export const termsAccept = post("session", "/conta/{lang}/logado/termos/aceitar", {
  duringForcedPasswordChange: true,
  body: z.object({ versao: z.number().check(z.int(), z.positive()) }),
  response: okBody,
});

/** The terms' texts of one version, one per language; pt-br is required, the others fall back to it. */
const termsText = z.object({
  idioma: z.enum(LANGUAGES),
  titulo: z.string().check(z.trim(), z.minLength(1), z.maxLength(TERMS_TITLE_MAX_LENGTH)),
  /** Plain text; a blank line starts a new paragraph. Never read as HTML. */
  texto: z.string().check(z.trim(), z.minLength(1), z.maxLength(TERMS_TEXT_MAX_LENGTH)),
});

/** Every published version, newest first, with how many people of the caller's scope accepted it. */
export const termsVersions = get("platform-admin", "/conta/{lang}/termos/versoes", {
  response: z.object({
    versoes: z.array(
      z.object({
        versao: z.number().check(z.int()),
        publicado_em: z.string(),
        textos: z.array(z.object({ idioma: z.enum(LANGUAGES), titulo: z.string(), texto: z.string() })),
        aceites: z.number().check(z.int()),
      }),
    ),
    /** The people of the scope, to say how many have not accepted the current version. */
    pessoas: z.number().check(z.int()),
    /** Whether this administrator may publish (the principal tenant's administrators: terms are platform-wide). */
    pode_publicar: z.boolean(),
  }),
});

/** Publishes the next version: everyone must accept it at their next page. */
export const termsPublish = post("platform-admin", "/conta/{lang}/termos/publicar", {
  body: z.object({ textos: z.array(termsText).check(z.minLength(1), z.maxLength(LANGUAGES.length)) }),
  response: okWith({ versao: z.number().check(z.int()) }),
});

/** Who of the caller's scope accepted one version, newest first, a page at a time. */
export const termsAcceptances = get("platform-admin", "/conta/{lang}/termos/aceites", {
  query: z.object({
    versao: z.coerce.number().check(z.int(), z.positive()),
    pagina: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1_000_000)), 1),
  }),
  response: z.object({
    aceites: z.array(
      z.object({
        usuario: z.object({ id: z.number().check(z.int()), nome: z.string(), usuario: z.string() }),
        aceito_em: z.string(),
      }),
    ),
    total: z.number().check(z.int()),
    pagina: z.number().check(z.int()),
    limite: z.number().check(z.int()),
  }),
});
