import { z } from "zod/mini";
import { get } from "./call.ts";
import { NOTICE_TYPES } from "./rules/notice-visibility.ts";

/** One entry of {origin}/mensagens.json (spec §3). */
export const noticeMessage = z.object({
  id: z.string(),
  status: z.string(),
  tipo: z.enum(NOTICE_TYPES),
  mensagem: z.string(),
  link_url: z.optional(z.nullable(z.string())),
  link_texto: z.optional(z.nullable(z.string())),
  rota: z.optional(z.nullable(z.array(z.string()))),
  data_inicio: z.optional(z.nullable(z.string())),
  data_termino: z.optional(z.nullable(z.string())),
  clientes: z.optional(z.nullable(z.array(z.number().check(z.int())))),
  usuarios: z.optional(z.nullable(z.array(z.number().check(z.int())))),
});
export const noticeMessages = z.array(noticeMessage);
export const NOTICES_PATH = "/mensagens.json";

/**
 * The notices file as the web app loads it: a public file of the tenant's origin, no language in its path, so
 * not an API call of a module (it stays out of `*.calls.ts`, which the server's harnesses enumerate).
 */
export const noticesFile = get("public", NOTICES_PATH, { response: noticeMessages });
