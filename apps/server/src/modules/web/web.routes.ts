import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { SiteSettings } from "@trilha/contracts/site-settings";
import { isKnownWebPath, webPaths } from "@trilha/contracts/web-paths";
import type { FastifyInstance } from "fastify";
import type { TenantRow } from "../../db/schema.ts";
import { prepareAnswer } from "../../http/early-answers.ts";
import { sendTranslatedError } from "../../http/error-handler.ts";
import { hostNameOf } from "../../http/host-header.ts";
import { isApiUrl } from "../../http/request-language.ts";
import { isResetPageUrl } from "../password/reset-link.ts";
import { isPrincipalTenant } from "../tenants/tenant.policy.ts";
import { toPublicConfig } from "../tenants/tenant-config.ts";
import { renderIndexHtml } from "./index-html.ts";
import {
  FAVICON_PATH,
  MANIFEST_PATH,
  TENANT_ICON_PATH,
  tabIconUrl,
  tenantIconSvg,
  tenantManifest,
} from "./tenant-icon.ts";

const ONE_YEAR_SECONDS = 31_536_000;
const INACTIVE_PAGES = new Set([webPaths.inactive.build(), webPaths.siteInactive.build()]);
/** Page paths the router sent to a page, remembered for early answers; a bound, as the paths hold ids. */
const PAGE_PATHS_KEPT = 10_000;

/**
 * The built web app: hashed assets cached for a year, any page path answered with the tenant's
 * index.html (404 status for paths the app does not have), and API paths with a JSON 404.
 */
export default async function webRoutes(app: FastifyInstance) {
  const distDir = app.config.webDistDir;
  const siteSettings: SiteSettings = { vlibras_url: app.config.vlibrasUrl };
  const template = readTemplate(distDir);
  // The tenant plugin hands out one row object per tenant until its cache refreshes it, so a page rendered for
  // that object stays right for as long as the object lives; an edited tenant arrives as a new object.
  const rendered = new WeakMap<TenantRow, Buffer>();
  const pageOf = (tenant: TenantRow, html: string): Buffer => {
    let page = rendered.get(tenant);
    if (!page) {
      page = Buffer.from(renderIndexHtml(html, toPublicConfig(tenant), siteSettings));
      rendered.set(tenant, page);
    }
    return page;
  };

  // A path the router once answered with a page (no route has it, it is one of the app's pages, no token in it)
  // is answered before routing from then on, for an active tenant the cache holds: the same bytes, headers and
  // all (`http/early-answers.ts`).
  const pagePaths = new Set<string>();
  const prepared = new WeakMap<TenantRow, ReturnType<typeof prepareAnswer>>();
  const { everywhere, principalContentSecurityPolicy } = app.securityHeaders;
  const preparedPageOf = (tenant: TenantRow, html: string) => {
    let answer = prepared.get(tenant);
    if (!answer) {
      answer = prepareAnswer(
        200,
        {
          ...everywhere,
          ...(isPrincipalTenant(tenant) ? { "content-security-policy": principalContentSecurityPolicy } : {}),
          "cache-control": "no-cache",
          "content-type": "text/html; charset=utf-8",
        },
        pageOf(tenant, html),
      );
      prepared.set(tenant, answer);
    }
    return answer;
  };
  if (template)
    app.earlyAnswers.add((request) => {
      if (request.method !== "GET") return undefined;
      const url = request.url ?? "/";
      const query = url.indexOf("?");
      if (!pagePaths.has(query < 0 ? url : url.slice(0, query)) || isResetPageUrl(url)) return undefined;
      const host = hostNameOf(request.headers.host);
      const tenant = host === null ? undefined : app.cachedTenantOf(host);
      return tenant?.status === 1 ? preparedPageOf(tenant, template) : undefined;
    });

  if (template) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz copies of scripts and styles: the one the browser accepts is sent.
      preCompressed: true,
      // index.html is rendered per tenant below; the build manifest is for tooling only.
      allowedPath: (pathName) => pathName !== "/index.html" && !pathName.startsWith("/.vite/"),
      setHeaders: (response, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header(
          "cache-control",
          hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : "public, max-age=3600",
        );
      },
    });
  }

  // The tenant's icon and web app manifest, so a tab and "Add to home screen" show the school (and no page
  // asks for a favicon in vain).
  app.get(TENANT_ICON_PATH, async (request, reply) =>
    reply
      .header("cache-control", "public, max-age=3600")
      .type("image/svg+xml")
      .send(tenantIconSvg(toPublicConfig(request.tenant))),
  );
  app.get(FAVICON_PATH, async (request, reply) =>
    reply
      .header("cache-control", "public, max-age=3600")
      .redirect(tabIconUrl(toPublicConfig(request.tenant)), 302),
  );
  app.get(MANIFEST_PATH, async (request, reply) =>
    reply
      .header("cache-control", "public, max-age=3600")
      .type("application/manifest+json; charset=utf-8")
      .send(JSON.stringify(tenantManifest(toPublicConfig(request.tenant)))),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !isApiUrl(pathname);
    if (!wantsPage || pathname.startsWith("/assets/"))
      return sendTranslatedError(request, reply, 404, "api.notFound");
    if (!template) return sendTranslatedError(request, reply, 503, "api.unavailable");
    // An active tenant has no inactive page to show: its visitor goes home.
    if (request.tenant.status === 1 && INACTIVE_PAGES.has(pathname))
      return reply.redirect(webPaths.home.build(), 302);
    // The reset page carries its token in its address (in any spelling that still opens it): it is never
    // stored, and no request from it tells another site that address.
    const known = isKnownWebPath(pathname);
    if (isResetPageUrl(request.url))
      reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
    else {
      reply.header("cache-control", "no-cache");
      if (known && request.method === "GET" && request.tenant.status === 1) {
        if (pagePaths.size >= PAGE_PATHS_KEPT) pagePaths.clear();
        pagePaths.add(pathname);
      }
    }
    return reply
      .code(known ? 200 : 404)
      .type("text/html; charset=utf-8")
      .send(pageOf(request.tenant, template));
  });
}

function readTemplate(distDir: string): string | null {
  const file = path.join(distDir, "index.html");
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
}
