import { z } from "zod";
import { NOTICE_TYPES } from "./rules/notice-visibility.ts";

/** One entry of {origin}/mensagens.json (spec §3). */
export const noticeMessage = z.object({
  id: z.string(),
  status: z.string(),
  tipo: z.enum(NOTICE_TYPES),
  mensagem: z.string(),
  link_url: z.string().nullable().optional(),
  link_texto: z.string().nullable().optional(),
  rota: z.array(z.string()).nullable().optional(),
  data_inicio: z.string().nullable().optional(),
  data_termino: z.string().nullable().optional(),
  clientes: z.array(z.number().int()).nullable().optional(),
  usuarios: z.array(z.number().int()).nullable().optional(),
});
export const noticeMessages = z.array(noticeMessage);
export const NOTICES_PATH = "/mensagens.json";
