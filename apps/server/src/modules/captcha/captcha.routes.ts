import { captchaAttempts, captchaChallenge } from "@trilha/contracts/captcha.calls";
import { normalizeLogin } from "@trilha/contracts/rules/login-normalization";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { enforceRateLimit } from "../rate-limit/rate-limit.service.ts";
import { rateLimits } from "../rate-limit/rate-limit-rules.ts";
import { captchaFor, countRecentFailures } from "./captcha.service.ts";

export default async function captchaRoutes(app: FastifyInstance) {
  registerCall(app, captchaAttempts, async ({ body, data, origin, config }) => {
    await enforceRateLimit(data, rateLimits.attemptLookupsPerIp(origin.ip));
    const login = normalizeLogin(body.usuario);
    const failures = await countRecentFailures(data, login, config.attemptWindowMinutes);
    return { usuario: { tentativasSenha: failures } };
  });

  registerCall(app, captchaChallenge, async ({ data, scope, tenant, origin, providers, lang }) => {
    const captcha = captchaFor(providers.captcha, tenant);
    if (captcha.kind === "recaptcha") return { tipo: "recaptcha" as const, site_key: captcha.siteKey };
    await enforceRateLimit(data, rateLimits.captchaChallengesPerIp(origin.ip));
    const issued = await captcha.provider.issue(scope, lang);
    return { tipo: "local" as const, id: issued.id, pergunta: issued.question, expira_em: issued.expiresAt };
  });
}
