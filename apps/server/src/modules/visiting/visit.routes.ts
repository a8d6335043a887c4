import { visitEnd, visitSearch, visitStart } from "@trilha/contracts/visiting.calls";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { signedIn } from "../../plugins/app/access.ts";
import { requestOrigin } from "../audit/audit-origin.ts";
import { endVisit, searchCandidates, startVisit } from "./visit.service.ts";

/** Visiting users (issue item 9): platform administrators open a session as a user of their own scope. */
export default async function visitRoutes(app: FastifyInstance) {
  registerCall(app, visitSearch, async ({ body, request }) => ({
    usuarios: await searchCandidates(app.db, request.scope, body.busca),
  }));

  registerCall(app, visitStart, ({ body, request }) =>
    startVisit(app.db, request.scope, signedIn(request), body.usuario_id, requestOrigin(request)),
  );

  registerCall(app, visitEnd, async ({ request, lang }) => {
    await endVisit(app.db, request.scope, signedIn(request), requestOrigin(request));
    return { status: "sucesso" as const, mensagem: translate(lang, "visiting.ended") };
  });
}
