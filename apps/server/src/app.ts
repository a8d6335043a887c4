import { LESSON_VIDEO_ORIGINS } from "@trilha/contracts/rules/lesson-html";
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyRequest } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { HelmetOptions } from "helmet";
import type { Config } from "./config.ts";
import type { Db } from "./db/database.ts";
import { installErrorHandler } from "./http/error-handler.ts";
import { responseSerializerCompiler } from "./http/response-serializer.ts";
import securityHeaders, { computeSecurityHeaders } from "./http/security-headers.ts";
import { importFound } from "./lib/import-found.ts";
import healthRoutes from "./modules/health/health.routes.ts";
import { requestLogFields } from "./modules/password/reset-link.ts";
import { isPrincipalTenant } from "./modules/tenants/tenant.policy.ts";
import { vlibrasCspSources } from "./modules/web/vlibras-csp.ts";
import configPlugin from "./plugins/app/config.ts";
import database from "./plugins/app/database.ts";
import providersPlugin from "./plugins/app/providers.ts";
import tenant from "./plugins/app/tenant.ts";
import { createCaptchas } from "./providers/captcha/captcha.ts";
import { RECAPTCHA_ORIGINS } from "./providers/captcha/recaptcha.ts";
import { createMailProvider } from "./providers/mail/mail.ts";
import { createOidcProviders, SOCIAL_SIGN_IN } from "./providers/oidc/oidc.ts";
import type { Providers } from "./providers/providers.ts";
import { createSecrets } from "./providers/secrets/secrets.ts";
import { createStorageProvider } from "./providers/storage/storage.ts";

const HEALTH_ROUTES = "./modules/health/health.routes.ts";

export interface AppOptions {
  db: Db;
  /** Whether closing the app also closes the database (false when a test shares it). */
  ownsDatabase?: boolean;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests that read them). */
  logStream?: { write(line: string): void };
  /** Replacements for the providers config would pick (tests). */
  providers?: Partial<Providers>;
}

/** The whole server as a Fastify instance that never listens: server.ts listens, tests inject. */
export async function buildApp(config: Config, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: (request) => requestLogFields(request as FastifyRequest) },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.env !== "production"));
  installErrorHandler(app);

  // Google's reCAPTCHA script and frame, only on servers that can verify its answers (RECAPTCHA_SECRET).
  const recaptcha = config.captcha.recaptchaSecret ? RECAPTCHA_ORIGINS : [];
  // The sign-language widget, loaded when a person asks for it; none of it when VLIBRAS_URL is empty.
  const vlibras = vlibrasCspSources(config.vlibrasUrl);
  // Social sign-in (Google, Apple, Microsoft) exists on the principal tenant only (spec §6): its origins are
  // allowed there alone, by the hook after the tenant is known.
  const policy = (social: typeof SOCIAL_SIGN_IN | null): HelmetOptions => ({
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "img-src": ["'self'", "data:", "blob:", ...vlibras.img],
        "script-src": ["'self'", ...recaptcha, ...(social?.scripts ?? []), ...vlibras.script],
        // Videos in lessons only through YouTube's and Vimeo's privacy-enhanced players (rules/lesson-html.ts).
        "frame-src": [
          "'self'",
          ...LESSON_VIDEO_ORIGINS,
          ...recaptcha,
          ...(social?.frames ?? []),
          ...vlibras.frame,
        ],
        "style-src": ["'self'", "'unsafe-inline'", ...(social?.styles ?? [])],
        "connect-src": ["'self'", ...(social?.connect ?? []), ...vlibras.connect],
        "media-src": ["'self'", ...vlibras.media],
        "worker-src": ["'self'", ...vlibras.worker],
        "frame-ancestors": ["'none'"],
        "upgrade-insecure-requests": null,
      },
    },
    // HSTS only where people reach us over HTTPS (which a proxy in front of us terminates).
    hsts: config.publicUrl.scheme === "https",
    // The providers' sign-in popups answer the page that opened them.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
  });
  await app.register(securityHeaders, policy(null));
  const principalPolicy = computeSecurityHeaders(policy(SOCIAL_SIGN_IN))["content-security-policy"] ?? "";

  await app.register(configPlugin, { config });
  await app.register(database, { db: options.db, closeOnShutdown: options.ownsDatabase ?? true });
  // A store the app opened itself (an S3 client keeps connections) is closed with it; one passed in is not.
  const ownStorage = async () => {
    const storage = await createStorageProvider(config, (line) => app.log.warn(line));
    app.addHook("onClose", async () => storage.close());
    return storage;
  };
  await app.register(providersPlugin, {
    providers: {
      mail: options.providers?.mail ?? createMailProvider(config, (line) => app.log.info(line)),
      captcha: options.providers?.captcha ?? createCaptchas(config, options.db, (line) => app.log.warn(line)),
      storage: options.providers?.storage ?? (await ownStorage()),
      oidc: options.providers?.oidc ?? (await createOidcProviders(config)),
      secrets: options.providers?.secrets ?? createSecrets(config),
    },
  });
  await app.register(healthRoutes);
  await app.register(tenant);
  app.addHook("onRequest", (request, reply, done) => {
    if (request.tenant && isPrincipalTenant(request.tenant))
      reply.header("content-security-policy", principalPolicy);
    done();
  });

  // Every module's routes, found by file name (health's answer above, before the tenant is known).
  const routes = await importFound<{ default: FastifyPluginAsync }>(
    import.meta.url,
    "./modules/*/*.routes.ts",
  );
  for (const { path, module } of routes) if (path !== HEALTH_ROUTES) await app.register(module.default);
  return app;
}
