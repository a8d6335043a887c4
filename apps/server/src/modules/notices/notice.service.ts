import type { noticeMessage } from "@trilha/contracts/notices";
import { NOTICE_TYPES, type NoticeType } from "@trilha/contracts/rules/notice-visibility";
import type { Selectable } from "kysely";
import { z } from "zod";
import type { ScopedDb } from "../../db/scoped-db.ts";
import { listNotices } from "./notice.repository.ts";
import type { NoticeTable } from "./notices.tables.ts";

type NoticeMessage = z.input<typeof noticeMessage>;

const routeList = z.array(z.string());
const idList = z.array(z.number().int());

/** A JSON list column: null when absent, undefined when it cannot be read. */
function readList<T>(raw: string | null, schema: z.ZodType<T[]>): T[] | null | undefined {
  if (raw === null || raw.trim() === "") return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function isNoticeType(value: string): value is NoticeType {
  return (NOTICE_TYPES as readonly string[]).includes(value);
}

/**
 * A stored row as an entry of mensagens.json, or null when a column cannot be read. A broken list is
 * skipped rather than sent as "absent": an unreadable `usuarios` would otherwise turn a targeted notice into
 * one for everybody.
 */
export function toNoticeMessage(row: Selectable<NoticeTable>): NoticeMessage | null {
  const rota = readList(row.rotas, routeList);
  const clientes = readList(row.clientes, idList);
  const usuarios = readList(row.usuarios, idList);
  if (rota === undefined || clientes === undefined || usuarios === undefined || !isNoticeType(row.tipo))
    return null;
  return {
    id: row.id,
    status: row.status,
    tipo: row.tipo,
    mensagem: row.mensagem,
    link_url: row.link_url,
    link_texto: row.link_texto,
    rota,
    data_inicio: row.data_inicio,
    data_termino: row.data_termino,
    clientes,
    usuarios,
  };
}

/**
 * The scope's newest active notices (at most `max`), as mensagens.json lists them; a row whose list column is
 * not valid JSON is left out and told to `skipped`.
 */
export async function noticesOf(
  data: ScopedDb,
  max: number,
  skipped: (id: string) => void,
): Promise<NoticeMessage[]> {
  const rows = await listNotices(data, max);
  return rows.flatMap((row) => {
    const notice = toNoticeMessage(row);
    if (!notice) skipped(row.id);
    return notice ? [notice] : [];
  });
}
