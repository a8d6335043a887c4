import { z } from "zod";
import { defineCall } from "./call.ts";
import { ISSUE_REPORTS_MAX_PAGE_SIZE, ISSUE_REPORTS_PAGE_SIZE } from "./limits.ts";

/**
 * Reading problem reports (spec §2 "Report-issue dialog", §7 reportar-erro): the reports of the data scope of
 * the address in use, for its platform administrators only. Sending one is `issueReport` in account.calls.ts.
 */

/** One stored report as an administrator reads it; `tem_print` says whether a screenshot came with it. */
export const issueReportSummary = z.object({
  id: z.number().int(),
  /** ISO 8601, UTC. */
  criado_em: z.string(),
  usuario: z.object({ id: z.number().int(), nome: z.string(), usuario: z.string() }),
  rota: z.string(),
  categoria: z.object({ id: z.number().int(), titulo: z.string() }),
  descricao: z.string(),
  pro_codigo: z.string().nullable(),
  tem_print: z.boolean(),
});
export type IssueReportSummary = z.infer<typeof issueReportSummary>;

/** Newest first, one page at a time; `total` counts every report of the scope. */
export const issueReportList = defineCall({
  method: "GET",
  path: "/conta/{lang}/reportar-erro/relatos",
  access: "platform-admin",
  query: z.object({
    pagina: z.coerce.number().int().min(1).max(1_000_000).default(1),
    limite: z.coerce.number().int().min(1).max(ISSUE_REPORTS_MAX_PAGE_SIZE).default(ISSUE_REPORTS_PAGE_SIZE),
  }),
  response: z.object({
    relatos: z.array(issueReportSummary),
    pagina: z.number().int(),
    limite: z.number().int(),
    total: z.number().int(),
  }),
});

/**
 * The screenshot of one report: the image bytes with their real content type (not JSON). It needs the bearer
 * token, so the page fetches it and shows it from a blob URL rather than pointing an <img> at this path.
 */
export const issueReportPrint = defineCall({
  method: "GET",
  path: "/conta/{lang}/reportar-erro/relatos/print",
  access: "platform-admin",
  query: z.object({ id: z.coerce.number().int().positive() }),
  response: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
});
