import { z } from "zod/mini";
import { defineCall } from "./call.ts";
import { ISSUE_REPORTS_MAX_PAGE_SIZE, ISSUE_REPORTS_PAGE_SIZE } from "./limits.ts";

/**
 * Reading problem reports (spec §2 "Report-issue dialog", §7 reportar-erro): the reports of the data scope of
 * the address in use, for its platform administrators only. Sending one is `issueReport` in account.calls.ts.
 */

/** One stored report as an administrator reads it; `tem_print` says whether a screenshot came with it. */
export const issueReportSummary = z.object({
  id: z.number().check(z.int()),
  /** ISO 8601, UTC. */
  criado_em: z.string(),
  usuario: z.object({ id: z.number().check(z.int()), nome: z.string(), usuario: z.string() }),
  /** The platform administrator who sent it while visiting `usuario`'s account; null when the user did. */
  visitante: z.nullable(z.object({ id: z.number().check(z.int()), nome: z.string(), usuario: z.string() })),
  rota: z.string(),
  categoria: z.object({ id: z.number().check(z.int()), titulo: z.string() }),
  descricao: z.string(),
  pro_codigo: z.nullable(z.string()),
  tem_print: z.boolean(),
});
export type IssueReportSummary = z.infer<typeof issueReportSummary>;

/** Newest first, one page at a time; `total` counts every report of the scope. */
export const issueReportList = defineCall({
  method: "GET",
  path: "/conta/{lang}/reportar-erro/relatos",
  access: "platform-admin",
  query: z.object({
    pagina: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1_000_000)), 1),
    limite: z._default(
      z.coerce.number().check(z.int(), z.gte(1), z.lte(ISSUE_REPORTS_MAX_PAGE_SIZE)),
      ISSUE_REPORTS_PAGE_SIZE,
    ),
  }),
  response: z.object({
    relatos: z.array(issueReportSummary),
    pagina: z.number().check(z.int()),
    limite: z.number().check(z.int()),
    total: z.number().check(z.int()),
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
  query: z.object({ id: z.coerce.number().check(z.int(), z.positive()) }),
  response: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
});
