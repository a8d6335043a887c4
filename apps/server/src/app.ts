import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyRequest } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Db } from "./db/database.ts";
import { EarlyAnswers } from "./http/early-answers.ts";
import { installErrorHandler } from "./http/error-handler.ts";
import { responseSerializerCompiler } from "./http/response-serializer.ts";
import { importFound } from "./lib/import-found.ts";
import healthRoutes from "./modules/health/health.routes.ts";
import { requestLogFields } from "./modules/password/reset-link.ts";
import access from "./plugins/app/access.ts";
import configPlugin from "./plugins/app/config.ts";
import database from "./plugins/app/database.ts";
import providersPlugin from "./plugins/app/providers.ts";
import { securityHeadersOf } from "./plugins/app/security-headers.ts";
import tenant from "./plugins/app/tenant.ts";
import { createCaptchas } from "./providers/captcha/captcha.ts";
import { createMailProvider } from "./providers/mail/mail.ts";
import { createOidcProviders } from "./providers/oidc/oidc.ts";
import type { Providers } from "./providers/providers.ts";
import { createSecrets } from "./providers/secrets/secrets.ts";
import { createStorageProvider } from "./providers/storage/storage.ts";

const HEALTH_ROUTES = "./modules/health/health.routes.ts";
/** The levels at which Fastify logs every request (twice): early answers would be missing from that log. */
const REQUEST_LOG_LEVELS = new Set(["info", "debug", "trace"]);

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
  const earlyAnswers = new EarlyAnswers(options.logger === false || !REQUEST_LOG_LEVELS.has(config.logLevel));
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
    serverFactory: earlyAnswers.serverFactory,
  });
  app.decorate("earlyAnswers", earlyAnswers);
  app.addHook("preClose", async () => earlyAnswers.stop());
  app.decorate("securityHeaders", securityHeadersOf(config));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.env !== "production"));
  installErrorHandler(app);

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
  await app.register(access);
  await app.register(healthRoutes);
  await app.register(tenant);

  // Every module's routes, found by file name (health's answer above, before the tenant is known).
  const routes = await importFound<{ default: FastifyPluginAsync }>(
    import.meta.url,
    "./modules/*/*.routes.ts",
  );
  for (const { path, module } of routes) if (path !== HEALTH_ROUTES) await app.register(module.default);
  return app;
}
