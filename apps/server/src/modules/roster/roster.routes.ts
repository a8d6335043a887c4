import * as rosterCalls from "@trilha/contracts/roster.calls";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import {
  analyzeRoster,
  confirmRoster,
  exportRosterOf,
  rosterImportState as importState,
  rosterImportProblems,
  rosterTemplateFile,
} from "./roster.service.ts";

/** Issue 12 "Import and export": the dry run, its confirmation, its progress, the export and the template. */
export default async function rosterRoutes(app: FastifyInstance) {
  registerCall(app, rosterCalls.rosterAnalyze, async (context) => ({
    importacao: await analyzeRoster(context, context.caller, context.body),
  }));

  registerCall(app, rosterCalls.rosterConfirm, async (context) => {
    await confirmRoster(context, context.caller, context.body);
    return { status: "sucesso" as const, mensagem: translate(context.lang, "roster.importing") };
  });

  registerCall(app, rosterCalls.rosterImportState, async (context) => ({
    importacao: await importState(context, context.caller, context.query.importacao_id),
  }));

  registerCall(app, rosterCalls.rosterImportProblems, async (context) => {
    const csv = await rosterImportProblems(context, context.caller, context.query.importacao_id);
    context.reply
      .header("content-type", "text/csv; charset=utf-8")
      .header(
        "content-disposition",
        `attachment; filename="importacao-${context.query.importacao_id}-problemas.csv"`,
      )
      .header("cache-control", "no-store");
    return csv;
  });

  registerCall(app, rosterCalls.rosterExport, async (context) => {
    const zip = await exportRosterOf(context, context.caller, context.query.rede_id);
    const day = context.now.toISOString().slice(0, 10);
    context.reply
      .header("content-type", "application/zip")
      .header("content-disposition", `attachment; filename="oneroster-${day}.zip"`)
      .header("cache-control", "no-store");
    return zip;
  });

  registerCall(app, rosterCalls.rosterTemplate, async (context) => {
    const format = context.query.formato;
    context.reply
      .header(
        "content-type",
        format === "csv"
          ? "text/csv; charset=utf-8"
          : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      )
      .header("content-disposition", `attachment; filename="modelo-cadastros.${format}"`)
      .header("cache-control", "no-store");
    return rosterTemplateFile(format);
  });
}
