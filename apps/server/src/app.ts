import helmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Db } from "./db/database.ts";
import { installErrorHandler } from "./http/error-handler.ts";
import groupRoutes from "./modules/groups/group.routes.ts";
import healthRoutes from "./modules/health/health.routes.ts";
import issueCategoryRoutes from "./modules/issue-reports/issue-category.routes.ts";
import learningPathRoutes from "./modules/learning-paths/learning-path.routes.ts";
import loginRoutes from "./modules/login/login.routes.ts";
import networkRoutes from "./modules/networks/network.routes.ts";
import profileRoutes from "./modules/profile/profile.routes.ts";
import studentRoutes from "./modules/students/student.routes.ts";
import tenantRoutes from "./modules/tenants/tenant.routes.ts";
import webRoutes from "./modules/web/web.routes.ts";
import database from "./plugins/app/database.ts";
import providersPlugin, { type Providers } from "./plugins/app/providers.ts";
import tenant from "./plugins/app/tenant.ts";
import { createMailProvider } from "./providers/mail/mail.ts";
import { createStorageProvider } from "./providers/storage/storage.ts";

export interface AppOptions {
  db: Db;
  /** Whether closing the app also closes the database (false when a test shares it). */
  ownsDatabase?: boolean;
  logger?: boolean;
  /** Replacements for the providers config would pick (tests). */
  providers?: Partial<Providers>;
}

/** The whole server as a Fastify instance that never listens: server.ts listens, tests inject. */
export async function buildApp(config: Config, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "img-src": ["'self'", "data:", "blob:"],
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "connect-src": ["'self'"],
        "frame-ancestors": ["'none'"],
        "upgrade-insecure-requests": null,
      },
    },
    // HSTS only makes sense behind HTTPS, which a proxy in front of us terminates.
    hsts: config.trustProxy,
  });

  app.decorateRequest("auth", null);
  await app.register(database, { db: options.db, closeOnShutdown: options.ownsDatabase ?? true });
  await app.register(providersPlugin, {
    providers: {
      mail: options.providers?.mail ?? createMailProvider(config, (line) => app.log.info(line)),
      storage: options.providers?.storage ?? createStorageProvider(config),
    },
  });
  await app.register(healthRoutes);
  await app.register(tenant);

  await app.register(loginRoutes, { sessionTtlDays: config.sessionTtlDays });
  await app.register(groupRoutes);
  await app.register(learningPathRoutes);
  await app.register(networkRoutes);
  await app.register(issueCategoryRoutes);
  await app.register(tenantRoutes);
  await app.register(studentRoutes);
  await app.register(profileRoutes);
  await app.register(webRoutes, { distDir: config.webDistDir });
  return app;
}
