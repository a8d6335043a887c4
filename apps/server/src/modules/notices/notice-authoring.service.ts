import { randomBytes } from "node:crypto";
import type { AuthoredNotice, noticeSave } from "@trilha/contracts/notices.calls";
import { normalizeLogin } from "@trilha/contracts/rules/login-normalization";
import type { NoticeType } from "@trilha/contracts/rules/notice-visibility";
import type { Selectable } from "kysely";
import type { z } from "zod";
import { HttpError, notFound } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { peopleOnPagesNow } from "../sessions/session.service.ts";
import { countTargetedUsers, findUsersByIds, findUsersByLogins, listClients } from "../users/user.service.ts";
import { deleteNotice, findNotice, insertNotice, listAllNotices, updateNotice } from "./notice.repository.ts";
import type { NoticeTable } from "./notices.tables.ts";

type NoticeContext = Pick<RequestContext, "data" | "scope">;

/** What the editor sends, as the contract validated it. */
export type NoticeInput = z.output<NonNullable<typeof noticeSave.body>>;

function parseIds(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((item): item is number => Number.isInteger(item)) : [];
  } catch {
    return [];
  }
}

function parseRoutes(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** The scope's notices for their editors, newest first, with the people they name, and the scope's schools. */
export async function listAuthoredNotices(
  context: NoticeContext,
): Promise<{ avisos: AuthoredNotice[]; clientes: { id: number; nome: string }[] }> {
  const [rows, clientes] = await Promise.all([listAllNotices(context.data), listClients(context.data)]);
  const people = await findUsersByIds(context.data, [
    ...new Set(rows.flatMap((row) => parseIds(row.usuarios))),
  ]);
  const byId = new Map(people.map((person) => [person.id, person]));
  const avisos = rows.map((row) => toAuthoredNotice(row, byId));
  return { avisos, clientes };
}

function toAuthoredNotice(
  row: Selectable<NoticeTable>,
  people: ReadonlyMap<number, { id: number; nome: string; usuario: string }>,
): AuthoredNotice {
  return {
    id: row.id,
    ativo: row.status === "1",
    tipo: row.tipo as NoticeType,
    mensagem: row.mensagem,
    link_url: row.link_url,
    link_texto: row.link_texto,
    rota: parseRoutes(row.rotas),
    data_inicio: row.data_inicio,
    data_termino: row.data_termino,
    clientes: parseIds(row.clientes),
    usuarios: parseIds(row.usuarios).flatMap((id) => {
      const person = people.get(id);
      return person ? [person] : [];
    }),
    criado_em: row.created_at,
  };
}

/** A page of this platform ("/logado/turmas"), never another site through "//host". */
const isPagePath = (value: string) => value.startsWith("/") && !value.startsWith("//");
const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

/** The targets as stored: school ids of the scope, people's ids from their logins; unknown ones refused. */
async function resolveTargets(context: NoticeContext, targets: { clientes: number[]; usuarios: string[] }) {
  const clientIds = [...new Set(targets.clientes)];
  if (clientIds.length > 0) {
    const known = new Set((await listClients(context.data)).map((client) => client.id));
    if (clientIds.some((id) => !known.has(id))) throw new HttpError(400, "notices.editor.unknownSchool");
  }
  const logins = [...new Set(targets.usuarios.map(normalizeLogin))];
  const people = await findUsersByLogins(context.data, logins);
  const found = new Set(people.map((person) => person.usuario));
  const unknown = logins.filter((login) => !found.has(login));
  if (unknown.length > 0)
    throw new HttpError(400, "notices.editor.unknownPeople", { logins: unknown.join(", ") });
  return { clientIds, userIds: people.map((person) => person.id) };
}

/**
 * Adds a notice (no `id`) or changes one of the scope's. A link is a page of the platform or a web address and
 * needs its text; pages are paths; the end comes after the start. Empty lists are stored as absent, which the
 * file reads as "everyone" and "every page".
 */
export async function saveNotice(
  context: NoticeContext,
  input: NoticeInput,
  now: Date = new Date(),
): Promise<AuthoredNotice> {
  const linkUrl = input.link_url?.trim() || null;
  const linkText = linkUrl ? input.link_texto?.trim() || null : null;
  if (linkUrl && !isPagePath(linkUrl) && !isWebAddress(linkUrl))
    throw new HttpError(400, "notices.editor.linkInvalid");
  if (linkUrl && !linkText) throw new HttpError(400, "notices.editor.linkTextRequired");
  const routes = [...new Set(input.rota.map((route) => route.trim()))];
  if (routes.some((route) => !isPagePath(route))) throw new HttpError(400, "notices.editor.routeInvalid");
  if (
    input.data_inicio &&
    input.data_termino &&
    Date.parse(input.data_termino) <= Date.parse(input.data_inicio)
  )
    throw new HttpError(400, "notices.editor.endBeforeStart");
  const { clientIds, userIds } = await resolveTargets(context, input);
  const fields = {
    status: input.ativo ? "1" : "0",
    tipo: input.tipo,
    mensagem: input.mensagem.trim(),
    link_url: linkUrl,
    link_texto: linkText,
    rotas: routes.length > 0 ? JSON.stringify(routes) : null,
    data_inicio: input.data_inicio ? new Date(input.data_inicio).toISOString() : null,
    data_termino: input.data_termino ? new Date(input.data_termino).toISOString() : null,
    clientes: clientIds.length > 0 ? JSON.stringify(clientIds) : null,
    usuarios: userIds.length > 0 ? JSON.stringify(userIds) : null,
  };
  let id = input.id;
  if (id === undefined) {
    id = `aviso-${now.getTime().toString(36)}-${randomBytes(3).toString("hex")}`;
    await insertNotice(context.data, { id, ...fields, created_at: now.toISOString() });
  } else {
    if (!(await findNotice(context.data, id))) throw notFound();
    await updateNotice(context.data, id, fields);
  }
  const row = await findNotice(context.data, id);
  if (!row) throw notFound();
  const people = await findUsersByIds(context.data, userIds);
  return toAuthoredNotice(row, new Map(people.map((person) => [person.id, person])));
}

export async function removeNotice(context: NoticeContext, id: string): Promise<void> {
  if (!(await deleteNotice(context.data, id))) throw notFound();
}

/** How many of the scope's people a targeting reaches, and how many of them are on its pages now. */
export async function noticeAudienceSize(
  context: NoticeContext,
  targets: { clientes: number[]; usuarios: string[]; rota?: string[] | undefined },
  now: Date = new Date(),
): Promise<{ usuarios: number; agora: number }> {
  const resolved = await resolveTargets(context, targets);
  const pages = (targets.rota ?? []).map((route) => route.trim()).filter((route) => route !== "");
  const [usuarios, onPages] = await Promise.all([
    countTargetedUsers(context.data, resolved),
    peopleOnPagesNow(context.data, resolved, pages, now),
  ]);
  return { usuarios, agora: onPages.size };
}
