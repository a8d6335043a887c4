import { termsAccept, termsCurrent } from "@trilha/contracts/password.calls";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../../http/http-error.ts";
import { registerCall } from "../../http/register-call.ts";
import { requireOwner } from "../sessions/session.policy.ts";
import { findAcceptance, findCurrentTerms, insertAcceptance } from "./terms.repository.ts";

/** Spec §2 terms of use: the current version and whether this user accepted it; accepting records when. */
export default async function termsRoutes(app: FastifyInstance) {
  registerCall(app, termsCurrent, async ({ db, scope, caller, lang }) => {
    const terms = await findCurrentTerms(db, lang);
    if (!terms) return { versao: 0, titulo: "", texto: "", aceito: true, aceito_em: null };
    const acceptance = await findAcceptance(db, scope, caller.user.id, terms.versao);
    return { ...terms, aceito: acceptance !== undefined, aceito_em: acceptance?.accepted_at ?? null };
  });

  // Agreeing to the rules is the person's own act: a visiting administrator cannot do it for them.
  registerCall(app, termsAccept, async ({ body, db, scope, caller, origin, now, lang }) => {
    requireOwner(caller);
    const terms = await findCurrentTerms(db, lang);
    // Only the version the person was shown can be accepted, and only while it is the current one.
    if (!terms || terms.versao !== body.versao) throw new HttpError(409, "terms.outdated");
    await insertAcceptance(db, scope, {
      userId: caller.user.id,
      versao: terms.versao,
      at: now.toISOString(),
      ip: origin.ip,
    });
    return { status: "sucesso" as const, mensagem: translate(lang, "terms.accepted") };
  });
}
