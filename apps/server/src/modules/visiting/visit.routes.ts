import { visitEnd, visitSearch, visitStart } from "@trilha/contracts/visiting.calls";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance } from "fastify";
import { scopedDb } from "../../db/scoped-db.ts";
import { registerCall } from "../../http/register-call.ts";
import { endVisit, searchCandidates, startVisit } from "./visit.service.ts";

/** Visiting users (issue item 9): platform administrators open a session as a user of their own scope. */
export default async function visitRoutes(app: FastifyInstance) {
  registerCall(app, visitSearch, async ({ body, db, scope }) => ({
    usuarios: await searchCandidates(scopedDb(db, scope), body.busca),
  }));

  registerCall(app, visitStart, ({ body, db, scope, caller, origin }) =>
    startVisit(scopedDb(db, scope), caller, body.usuario_id, origin),
  );

  registerCall(app, visitEnd, async ({ db, scope, caller, origin, lang }) => {
    await endVisit(scopedDb(db, scope), caller, origin);
    return { status: "sucesso" as const, mensagem: translate(lang, "visiting.ended") };
  });
}
