import { z } from "zod/mini";
import { get, post } from "./call.ts";
import { okBody, okWith } from "./errors.ts";
import { id, rowKey, typedLogin } from "./fields.ts";
import {
  NOTICE_LINK_TEXT_MAX_LENGTH,
  NOTICE_MESSAGE_MAX_LENGTH,
  NOTICE_ROUTES_MAX,
  NOTICE_TARGETS_MAX,
  ROUTE_MAX_LENGTH,
} from "./limits.ts";
import { NOTICE_TYPES } from "./rules/notice-visibility.ts";

/**
 * Writing the notices that `mensagens.json` serves (spec §3 notice message): the platform's administrators add,
 * change, switch off and remove them. What the file serves is exactly these rows, while active.
 */

const instant = z.iso.datetime({ offset: true });
const person = z.object({ id: z.number().check(z.int()), nome: z.string(), usuario: z.string() });

/** One notice as its editor shows it: the file's fields, with the targeted people named. */
export const authoredNotice = z.object({
  id: z.string(),
  ativo: z.boolean(),
  tipo: z.enum(NOTICE_TYPES),
  mensagem: z.string(),
  link_url: z.nullable(z.string()),
  link_texto: z.nullable(z.string()),
  /** Pages it shows on (a page and those below it); empty: every page. */
  rota: z.array(z.string()),
  data_inicio: z.nullable(z.string()),
  data_termino: z.nullable(z.string()),
  /** Schools (clients) whose people see it, and people who see it; both empty: everyone. */
  clientes: z.array(z.number().check(z.int())),
  usuarios: z.array(person),
  /** ISO 8601, UTC. */
  criado_em: z.string(),
});
export type AuthoredNotice = z.infer<typeof authoredNotice>;

export const noticeAdminList = get("platform-admin", "/conta/{lang}/avisos", {
  response: z.object({
    avisos: z.array(authoredNotice),
    /** The schools of the scope, to target a notice at. */
    clientes: z.array(z.object({ id: z.number().check(z.int()), nome: z.string() })),
  }),
});

const routes = z
  .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(ROUTE_MAX_LENGTH)))
  .check(z.maxLength(NOTICE_ROUTES_MAX));

const targeting = {
  clientes: z.array(id).check(z.maxLength(NOTICE_TARGETS_MAX)),
  /** Logins of the people who see it. */
  usuarios: z.array(typedLogin).check(z.maxLength(NOTICE_TARGETS_MAX)),
};

/** Adds a notice (without `id`) or changes one. */
export const noticeSave = post("platform-admin", "/conta/{lang}/avisos/salvar", {
  body: z.object({
    id: z.optional(rowKey),
    ativo: z.boolean(),
    tipo: z.enum(NOTICE_TYPES),
    mensagem: z.string().check(z.trim(), z.minLength(1), z.maxLength(NOTICE_MESSAGE_MAX_LENGTH)),
    link_url: z.nullable(z.string().check(z.trim(), z.maxLength(ROUTE_MAX_LENGTH))),
    link_texto: z.nullable(z.string().check(z.trim(), z.maxLength(NOTICE_LINK_TEXT_MAX_LENGTH))),
    rota: routes,
    data_inicio: z.nullable(instant),
    data_termino: z.nullable(instant),
    ...targeting,
  }),
  response: okWith({ aviso: authoredNotice }),
});

export const noticeRemove = post("platform-admin", "/conta/{lang}/avisos/remover", {
  body: z.object({ id: rowKey }),
  response: okBody,
});

/**
 * How many people a targeting reaches, for the editor's preview, and how many of them are on one of its pages
 * now (`agora`: their last call, within five minutes, came from such a page; any page when none is given).
 */
export const noticeAudience = post("platform-admin", "/conta/{lang}/avisos/publico", {
  visitorMay: true,
  body: z.object({ ...targeting, rota: z.optional(routes) }),
  response: z.object({ usuarios: z.number().check(z.int()), agora: z.number().check(z.int()) }),
});
