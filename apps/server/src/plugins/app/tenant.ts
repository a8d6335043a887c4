import fp from "fastify-plugin";
import type { TenantRow } from "../../db/schema.ts";
import { scopeOfTenant, type TenantScope } from "../../db/tenant-scope.ts";
import { sendTranslatedError } from "../../http/error-handler.ts";
import { hostNameOf } from "../../http/host-header.ts";
import { isApiUrl } from "../../http/request-language.ts";
import { isApiDocsPath } from "../../modules/api-docs/api-docs.routes.ts";
import { findPrincipalTenant, findTenantByDomain } from "../../modules/tenants/tenant.repository.ts";

declare module "fastify" {
  interface FastifyRequest {
    tenant: TenantRow;
    scope: TenantScope;
  }
}

/** Tenant rows change rarely; a short cache keeps the host look-up off the hot path yet follows edits. */
const CACHE_TTL_MS = 5_000;
const INACTIVE_PAGES = new Set(["/desativado", "/site-desativado"]);
// An inactive tenant's own pages need their scripts, styles and icons: the accessibility settings script too,
// or its contrast and text size would not apply there.
const ALWAYS_SERVED =
  /^\/(assets\/|healthz$|favicon|tenant-icon\.svg$|manifest\.webmanifest$|accessibility-settings\.js$)/;

export default fp(
  async (app) => {
    const cache = new Map<string, { tenant: TenantRow; expires: number }>();

    async function resolve(host: string): Promise<TenantRow | undefined> {
      const cached = cache.get(host);
      if (cached && cached.expires > Date.now()) return cached.tenant;
      const tenant = (await findTenantByDomain(app.db, host)) ?? (await findPrincipalTenant(app.db));
      if (tenant) {
        if (cache.size > 10_000) cache.clear();
        cache.set(host, { tenant, expires: Date.now() + CACHE_TTL_MS });
      }
      return tenant;
    }

    app.decorateRequest("tenant", null as unknown as TenantRow);
    app.decorateRequest("scope", null as unknown as TenantScope);

    app.addHook("onRequest", async (request, reply) => {
      const path = request.url.split("?")[0] ?? "/";
      if (path === "/healthz") return;
      // The API reference is the same on every host and needs no tenant, not even an active one.
      if (isApiDocsPath(path)) return;
      // The Host header alone decides the tenant, never X-Forwarded-Host (the proxy passes Host through); the
      // port never does, and an unknown host gets the principal one. A header that is no host at all is refused.
      const host = hostNameOf(request.headers.host);
      if (host === null) return sendTranslatedError(request, reply, 400, "api.badRequest");
      const tenant = await resolve(host);
      if (!tenant) return sendTranslatedError(request, reply, 503, "api.unavailable");
      request.tenant = tenant;
      request.scope = scopeOfTenant(tenant);
      if (tenant.status === 1 || ALWAYS_SERVED.test(path) || INACTIVE_PAGES.has(path)) return;
      if (isApiUrl(path)) return sendTranslatedError(request, reply, 403, "api.tenantInactive");
      return reply.redirect("/desativado", 302);
    });
  },
  { name: "tenant", dependencies: ["database"] },
);
