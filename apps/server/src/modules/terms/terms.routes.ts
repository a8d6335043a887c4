import * as termsCalls from "@trilha/contracts/terms.calls";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { acceptTerms, currentTermsFor } from "./terms.service.ts";
import { publishTerms, termsAcceptancesOf, termsVersionsFor } from "./terms-publishing.service.ts";

export default async function termsRoutes(app: FastifyInstance) {
  registerCall(app, termsCalls.termsCurrent, (context) => currentTermsFor(context, context.caller));

  registerCall(app, termsCalls.termsAccept, async (context) => {
    await acceptTerms(context, context.caller, context.body.versao);
    return { status: "sucesso" as const, mensagem: translate(context.lang, "terms.accepted") };
  });

  // Publishing them: the principal tenant's administrators; every administrator sees who of their scope accepted.
  registerCall(app, termsCalls.termsVersions, (context) => termsVersionsFor(context));

  registerCall(app, termsCalls.termsPublish, async (context) => {
    const versao = await publishTerms(context, context.body.textos);
    return {
      status: "sucesso" as const,
      mensagem: translate(context.lang, "terms.editor.published", { versao: String(versao) }),
      versao,
    };
  });

  registerCall(app, termsCalls.termsAcceptances, (context) =>
    termsAcceptancesOf(context, context.query.versao, context.query.pagina),
  );
}
