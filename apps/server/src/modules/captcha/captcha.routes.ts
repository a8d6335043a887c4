import { captchaAttempts } from "@trilha/contracts/account.calls";
import { captchaChallenge } from "@trilha/contracts/captcha.calls";
import { normalizeLogin } from "@trilha/contracts/rules/login-normalization";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { enforceRateLimit } from "../rate-limit/rate-limit.service.ts";
import { rateLimits } from "../rate-limit/rate-limit-rules.ts";
import { captchaFor, countRecentFailures } from "./captcha.service.ts";

export default async function captchaRoutes(app: FastifyInstance) {
  registerCall(app, captchaAttempts, async ({ body, request }) => {
    await enforceRateLimit(app.db, request.scope, rateLimits.attemptLookupsPerIp(request.ip));
    const login = normalizeLogin(body.usuario);
    const failures = await countRecentFailures(app.db, request.scope, login, app.config.attemptWindowMinutes);
    return { usuario: { tentativasSenha: failures } };
  });

  registerCall(app, captchaChallenge, async ({ request, lang }) => {
    const captcha = captchaFor(app.providers.captcha, request.tenant);
    if (captcha.kind === "recaptcha") return { tipo: "recaptcha" as const, site_key: captcha.siteKey };
    await enforceRateLimit(app.db, request.scope, rateLimits.captchaChallengesPerIp(request.ip));
    const issued = await captcha.provider.issue(request.scope, lang);
    return { tipo: "local" as const, id: issued.id, pergunta: issued.question, expira_em: issued.expiresAt };
  });
}
