import * as issueReportsCalls from "@trilha/contracts/issue-reports.calls";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance } from "fastify";
import { notFound } from "../../http/http-error.ts";
import { registerCall } from "../../http/register-call.ts";
import { outboxOf } from "../mail/mail-outbox.service.ts";
import { enforceRateLimit } from "../rate-limit/rate-limit.service.ts";
import { rateLimits } from "../rate-limit/rate-limit-rules.ts";
import {
  addReportNote,
  createIssueReport,
  listReports,
  readReportPrint,
  reportAssignees,
  reportNotes,
  updateReport,
} from "./issue-report.service.ts";

/** Spec §7 reportar-erro/reportar, and the administrators' reading of what was reported. */
export default async function issueReportRoutes(app: FastifyInstance) {
  // A visiting administrator may report what they see; the report then names them beside the user.
  registerCall(app, issueReportsCalls.issueReport, async (context) => {
    const { body, caller, lang } = context;
    const { user, session } = caller;
    await enforceRateLimit(context.data, rateLimits.issueReportsPerUser(user.id));
    await createIssueReport(
      context,
      { userId: user.id, visitorId: session.visitor_id, email: user.email, lang },
      body,
    );
    return { status: "sucesso" as const, mensagem: translate(lang, "issueReports.successMessage") };
  });

  registerCall(app, issueReportsCalls.issueReportList, async (context) => {
    const { query } = context;
    const { relatos, total, rotas } = await listReports(context, context.lang, query);
    return { relatos, total, rotas, pagina: query.pagina, limite: query.limite };
  });

  registerCall(app, issueReportsCalls.issueReportUpdate, async (context) => {
    const { body, lang, request } = context;
    await updateReport(context, body, {
      tenantName: context.tenant.nome,
      outbox: outboxOf(context, request.log, "problem report resolution notice"),
    });
    return { status: "sucesso" as const, mensagem: translate(lang, "issueReports.updated") };
  });

  registerCall(app, issueReportsCalls.issueReportNotes, async (context) => {
    const notas = await reportNotes(context, context.query.id);
    if (notas === null) throw notFound();
    return { notas };
  });

  registerCall(app, issueReportsCalls.issueReportAddNote, async (context) => {
    const { body, caller, lang } = context;
    await addReportNote(context, { id: body.id, texto: body.texto, authorId: caller.user.id });
    return { status: "sucesso" as const, mensagem: translate(lang, "issueReports.noteAdded") };
  });

  registerCall(app, issueReportsCalls.issueReportAssignees, async (context) => ({
    administradores: await reportAssignees(context),
  }));

  registerCall(app, issueReportsCalls.issueReportPrint, async (context) => {
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
