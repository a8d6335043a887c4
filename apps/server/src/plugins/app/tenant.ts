import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { TenantRow } from "../../db/schema.ts";
import { globalDb, type ScopedDb, scopedDb } from "../../db/scoped-db.ts";
import { scopeOfTenant, type TenantScope } from "../../db/tenant-scope.ts";
import { sendTranslatedError } from "../../http/error-handler.ts";
import { hostNameOf } from "../../http/host-header.ts";
import { isApiUrl } from "../../http/request-language.ts";
import { isApiDocsPath } from "../../modules/api-docs/api-docs.routes.ts";
import { isPrincipalTenant } from "../../modules/tenants/tenant.policy.ts";
import { findPrincipalTenant, findTenantByDomain } from "../../modules/tenants/tenant.repository.ts";

declare module "fastify" {
  interface FastifyRequest {
    tenant: TenantRow;
    scope: TenantScope;
    /** The database as the request's scope sees it (`db/scoped-db.ts`), made once per scope. */
    data: ScopedDb;
  }
  interface FastifyInstance {
    /** The tenant of a host name while the cache holds it fresh, else undefined (early answers ask). */
    cachedTenantOf(host: string): TenantRow | undefined;
  }
}

/** Tenant rows change rarely; a short cache keeps the host look-up off the hot path yet follows edits. */
const CACHE_TTL_MS = 5_000;
const INACTIVE_PAGES = new Set(["/desativado", "/site-desativado"]);
// An inactive tenant's own pages need their scripts, styles and icons: the accessibility settings script too,
// or its contrast and text size would not apply there.
const ALWAYS_SERVED =
  /^\/(assets\/|healthz$|favicon|tenant-icon\.svg$|manifest\.webmanifest$|accessibility-settings\.js$)/;

/**
 * Host → tenant → scope, and the security headers of the answer, in one hook: each hook is a step of Fastify's
 * pipeline that every request pays.
 */
export default fp(
  async (app) => {
    const securityHeaders = app.securityHeaders;
    type Known = { tenant: TenantRow; scope: TenantScope };
    const cache = new Map<string, Known & { expires: number }>();

    /** The tenant of a host, from the cache while it is fresh (most requests), else from the database. */
    function cachedTenant(host: string): Known | undefined {
      const cached = cache.get(host);
      return cached && cached.expires > Date.now() ? cached : undefined;
    }

    async function load(host: string): Promise<Known | undefined> {
      const tenant =
        (await findTenantByDomain(globalDb(app.db), host)) ?? (await findPrincipalTenant(globalDb(app.db)));
      if (!tenant) return undefined;
      if (cache.size > 10_000) cache.clear();
      const known = { tenant, scope: scopeOfTenant(tenant) };
      cache.set(host, { ...known, expires: Date.now() + CACHE_TTL_MS });
      return known;
    }

    /** What the request may do once its tenant is known: go on (`undefined`), or an answer that ends it. */
    function admit(request: FastifyRequest, reply: FastifyReply, known: Known | undefined, path: string) {
      if (!known) return sendTranslatedError(request, reply, 503, "api.unavailable");
      const { tenant } = known;
      request.tenant = tenant;
      request.scope = known.scope;
      request.data = scopedDb(app.db, known.scope);
      if (isPrincipalTenant(tenant))
        reply.header("content-security-policy", securityHeaders.principalContentSecurityPolicy);
      if (tenant.status === 1 || ALWAYS_SERVED.test(path) || INACTIVE_PAGES.has(path)) return undefined;
      if (isApiUrl(path)) return sendTranslatedError(request, reply, 403, "api.tenantInactive");
      return reply.redirect("/desativado", 302);
    }

    app.decorate("cachedTenantOf", (host: string) => cachedTenant(host)?.tenant);
    app.decorateRequest("tenant", null as unknown as TenantRow);
    app.decorateRequest("scope", null as unknown as TenantScope);
    app.decorateRequest("data", null as unknown as ScopedDb);

    // A callback hook, not an async one: a tenant in the cache, nearly every request, costs no promise.
    app.addHook("onRequest", (request, reply, done) => {
      reply.headers(securityHeaders.everywhere);
      const query = request.url.indexOf("?");
      const path = query < 0 ? request.url : request.url.slice(0, query);
      // The API reference is the same on every host and needs no tenant, not even an active one.
      if (path === "/healthz" || isApiDocsPath(path)) return done();
      // The Host header alone decides the tenant, never X-Forwarded-Host (the proxy passes Host through); the
      // port never does, and an unknown host gets the principal one. A header that is no host at all is refused.
      const host = hostNameOf(request.headers.host);
      if (host === null) return sendTranslatedError(request, reply, 400, "api.badRequest");
      const cached = cachedTenant(host);
      if (cached) {
        if (admit(request, reply, cached, path) === undefined) done();
        return;
      }
      load(host).then(
        (known) => {
          if (admit(request, reply, known, path) === undefined) done();
        },
        (error: Error) => done(error),
      );
    });
  },
  { name: "tenant", dependencies: ["config", "database"] },
);
