import { issueReport, issueReportList, issueReportPrint } from "@trilha/contracts/issue-reports.calls";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance } from "fastify";
import { notFound } from "../../http/http-error.ts";
import { registerCall } from "../../http/register-call.ts";
import { enforceRateLimit } from "../rate-limit/rate-limit.service.ts";
import { rateLimits } from "../rate-limit/rate-limit-rules.ts";
import { createIssueReport, listReports, readReportPrint } from "./issue-report.service.ts";

/** Spec §7 reportar-erro/reportar, and the administrators' reading of what was reported. */
export default async function issueReportRoutes(app: FastifyInstance) {
  // A visiting administrator may report what they see; the report then names them beside the user.
  registerCall(app, issueReport, async (context) => {
    const { body, caller, lang } = context;
    const { user, session } = caller;
    await enforceRateLimit(context.db, context.scope, rateLimits.issueReportsPerUser(user.id));
    await createIssueReport(context, { userId: user.id, visitorId: session.visitor_id }, body);
    return { status: "sucesso" as const, mensagem: translate(lang, "issueReports.successMessage") };
  });

  registerCall(app, issueReportList, async (context) => {
    const { query } = context;
    const { relatos, total } = await listReports(context, context.lang, query);
    return { relatos, total, pagina: query.pagina, limite: query.limite };
  });

  registerCall(app, issueReportPrint, async (context) => {
    const { query, reply } = context;
    const print = await readReportPrint(context, query.id);
    if (print === null) throw notFound();
    // Bytes a person sent: the browser must take them for the image type read from them, never sniff HTML.
    reply
      .header("content-type", print.contentType)
      .header("x-content-type-options", "nosniff")
      .header("content-disposition", "inline")
      .header("cache-control", "private, no-store");
    return print.data;
  });
}
