import { z } from "zod/mini";
import { defineCall } from "./call.ts";
import { okBody } from "./errors.ts";
import { id } from "./fields.ts";
import {
  DESCRIPTION_MAX_LENGTH,
  ISSUE_REPORTS_MAX_PAGE_SIZE,
  ISSUE_REPORTS_PAGE_SIZE,
  ROUTE_MAX_LENGTH,
  SCREENSHOT_MAX_LENGTH,
} from "./limits.ts";

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

export const issueCategories = defineCall({
  method: "GET",
  path: "/conta/{lang}/reportar-erro/categorias",
  access: "session",
  response: z.object({ categorias: z.array(issueCategory) }),
});

export const issueReport = defineCall({
  method: "POST",
  path: "/conta/{lang}/reportar-erro/reportar",
  access: "session",
  body: z.object({
    rota: z.string().check(z.minLength(1), z.maxLength(ROUTE_MAX_LENGTH)),
    print: z.string().check(z.maxLength(SCREENSHOT_MAX_LENGTH)),
    descricao: z.string().check(z.maxLength(DESCRIPTION_MAX_LENGTH)),
    categoria: id,
    pro_codigo: z.optional(z.string().check(z.maxLength(100))),
  }),
  response: okBody,
});

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
