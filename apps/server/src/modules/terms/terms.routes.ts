import { termsAccept, termsCurrent } from "@trilha/contracts/terms.calls";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { acceptTerms, currentTermsFor } from "./terms.service.ts";

export default async function termsRoutes(app: FastifyInstance) {
  registerCall(app, termsCurrent, (context) => currentTermsFor(context, context.caller));

  registerCall(app, termsAccept, async (context) => {
    await acceptTerms(context, context.caller, context.body.versao);
    return { status: "sucesso" as const, mensagem: translate(context.lang, "terms.accepted") };
  });
}
