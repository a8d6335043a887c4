import { z } from "zod/mini";
import { get, post } from "./call.ts";
import { okBody } from "./errors.ts";
import { id, queryId } from "./fields.ts";
import {
  DESCRIPTION_MAX_LENGTH,
  ISSUE_REPORT_NOTE_MAX_LENGTH,
  ISSUE_REPORTS_MAX_PAGE_SIZE,
  ISSUE_REPORTS_PAGE_SIZE,
  ROUTE_MAX_LENGTH,
  SCREENSHOT_MAX_LENGTH,
} from "./limits.ts";
import { pageFields, pageQuery } from "./paging.ts";

/**
 * Problem reports (spec §2 "Report-issue dialog", §7 reportar-erro): a signed-in user sends one in a category;
 * the platform administrators of the data scope of the address in use read them.
 */

export const issueCategory = z.object({
  id: z.number().check(z.int()),
  titulo: z.string(),
  /** Whether a report in this category needs a description; decided on the canonical title. */
  exige_descricao: z.boolean(),
});
export type IssueCategory = z.infer<typeof issueCategory>;

export const issueCategories = get("session", "/conta/{lang}/reportar-erro/categorias", {
  response: z.object({ categorias: z.array(issueCategory) }),
});

export const issueReport = post("session", "/conta/{lang}/reportar-erro/reportar", {
  visitorMay: true,
  body: z.object({
    rota: z.string().check(z.minLength(1), z.maxLength(ROUTE_MAX_LENGTH)),
    print: z.string().check(z.maxLength(SCREENSHOT_MAX_LENGTH)),
    descricao: z.string().check(z.maxLength(DESCRIPTION_MAX_LENGTH)),
    categoria: id,
    pro_codigo: z.optional(z.string().check(z.maxLength(100))),
    /** The sender asks to be told by e-mail once an administrator resolves it (needs an e-mail on the account). */
    avisar_resolucao: z.optional(z.boolean()),
  }),
  response: okBody,
});

/** Where a report stands in the administrators' inbox. */
export const ISSUE_REPORT_STATUSES = ["novo", "em_andamento", "resolvido"] as const;
export const issueReportStatus = z.enum(ISSUE_REPORT_STATUSES);
export type IssueReportStatus = z.infer<typeof issueReportStatus>;

const person = z.object({ id: z.number().check(z.int()), nome: z.string(), usuario: z.string() });

/** One stored report as an administrator reads it; `tem_print` says whether a screenshot came with it. */
export const issueReportSummary = z.object({
  id: z.number().check(z.int()),
  /** ISO 8601, UTC. */
  criado_em: z.string(),
  usuario: person,
  /** The platform administrator who sent it while visiting `usuario`'s account; null when the user did. */
  visitante: z.nullable(person),
  rota: z.string(),
  categoria: z.object({ id: z.number().check(z.int()), titulo: z.string() }),
  descricao: z.string(),
  pro_codigo: z.nullable(z.string()),
  tem_print: z.boolean(),
  situacao: issueReportStatus,
  /** The administrator who handles it, if one does. */
  atribuido_a: z.nullable(person),
  /** Whether its sender asked to be told by e-mail when it is resolved. */
  avisar_resolucao: z.boolean(),
  /** ISO 8601, UTC; null until resolved. */
  resolvido_em: z.nullable(z.string()),
  /** How many notes the administrators wrote on it. */
  notas: z.number().check(z.int()),
});
export type IssueReportSummary = z.infer<typeof issueReportSummary>;

/**
 * Newest first, one page at a time, filtered by status, category and route (a route filter also finds the pages
 * below it); `total` counts what the filters let through, `rotas` the routes the scope's reports name (the first 500).
 */
export const issueReportList = get("platform-admin", "/conta/{lang}/reportar-erro/relatos", {
  query: z.object({
    situacao: z.optional(issueReportStatus),
    categoria: z.optional(queryId),
    rota: z.optional(z.string().check(z.minLength(1), z.maxLength(ROUTE_MAX_LENGTH))),
    ...pageQuery(1_000_000, ISSUE_REPORTS_PAGE_SIZE, ISSUE_REPORTS_MAX_PAGE_SIZE),
  }),
  response: z.object({
    relatos: z.array(issueReportSummary),
    ...pageFields(),
    rotas: z.array(z.string()),
  }),
});

/**
 * The screenshot of one report: the image bytes with their real content type (not JSON). It needs the bearer
 * token, so the page fetches it and shows it from a blob URL rather than pointing an <img> at this path.
 */
export const issueReportPrint = get("platform-admin", "/conta/{lang}/reportar-erro/relatos/print", {
  query: z.object({ id: queryId }),
  response: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
});

/** Moves a report along the inbox and (un)assigns it; resolving it tells the sender when they asked. */
export const issueReportUpdate = post("platform-admin", "/conta/{lang}/reportar-erro/relatos/atualizar", {
  body: z.object({
    id,
    situacao: issueReportStatus,
    /** A platform administrator of the scope, or null for nobody. */
    atribuido_a: z.nullable(id),
  }),
  response: okBody,
});

export const issueReportNote = z.object({
  id: z.number().check(z.int()),
  texto: z.string(),
  /** ISO 8601, UTC. */
  criado_em: z.string(),
  autor: person,
});
export type IssueReportNote = z.infer<typeof issueReportNote>;

/** The administrators' notes on one report, oldest first. */
export const issueReportNotes = get("platform-admin", "/conta/{lang}/reportar-erro/relatos/notas", {
  query: z.object({ id: queryId }),
  response: z.object({ notas: z.array(issueReportNote) }),
});

export const issueReportAddNote = post(
  "platform-admin",
  "/conta/{lang}/reportar-erro/relatos/notas/adicionar",
  {
    body: z.object({
      id,
      texto: z.string().check(z.trim(), z.minLength(1), z.maxLength(ISSUE_REPORT_NOTE_MAX_LENGTH)),
    }),
    response: okBody,
  },
);

/** Who a report can be assigned to: the platform administrators of the scope. */
export const issueReportAssignees = get("platform-admin", "/conta/{lang}/reportar-erro/administradores", {
  response: z.object({ administradores: z.array(person) }),
});
