import { visitEnd, visitSearch, visitStart } from "@trilha/contracts/visiting.calls";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { endVisit, searchCandidates, startVisit } from "./visit.service.ts";

/** Visiting users (issue item 9): platform administrators open a session as a user of their own scope. */
export default async function visitRoutes(app: FastifyInstance) {
  registerCall(app, visitSearch, async ({ body, data }) => ({
    usuarios: await searchCandidates(data, body.busca),
  }));

  registerCall(app, visitStart, ({ body, data, caller, origin }) =>
    startVisit(data, caller, body.usuario_id, origin),
  );

  registerCall(app, visitEnd, async ({ data, caller, origin, lang }) => {
    await endVisit(data, caller, origin);
    return { status: "sucesso" as const, mensagem: translate(lang, "visiting.ended") };
  });
}
