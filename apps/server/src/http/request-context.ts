import type { Language } from "@trilha/contracts/rules/languages";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import type { TenantRow } from "../db/schema.ts";
import { type GlobalDb, globalDb, type ScopedDb } from "../db/scoped-db.ts";
import type { TenantScope } from "../db/tenant-scope.ts";
import type { Providers } from "../providers/providers.ts";

/** Where a request came from: the client's address (behind TRUST_PROXY, the client's) and its user agent. */
export interface RequestOrigin {
  ip: string;
  userAgent: string | undefined;
}

/**
 * Everything a call's handler and its services work with, gathered once per request so no module repacks it:
 * services take this (or the part of it they need, as a `Pick`) instead of a context type of their own.
 */
export interface RequestContext {
  /** The data scope every repository call is bounded by (the tenant resolved from the Host header). */
  scope: TenantScope;
  /** The database as that scope sees it: what request repositories take (`db/scoped-db.ts`). */
  data: ScopedDb;
  /** The tables every scope shares (the tenants, the terms…), on the same connection as `data`. */
  shared: GlobalDb;
  tenant: TenantRow;
  origin: RequestOrigin;
  /** The clock, read once: every step of one call agrees on the time, and service tests move it. */
  now: Date;
  lang: Language;
  config: Config;
  providers: Providers;
  /** For the few calls that need HTTP itself (headers, cookies, the log). */
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Where a request came from, read when a service first asks: behind a proxy the address is worked out from the
 * forwarded headers, which most calls never need. A class, so the context itself stays a plain object of data
 * fields that every call builds in the same shape.
 */
class OriginOfRequest implements RequestOrigin {
  readonly #request: FastifyRequest;
  #ip: string | undefined;

  constructor(request: FastifyRequest) {
    this.#request = request;
  }

  get ip(): string {
    this.#ip ??= this.#request.ip;
    return this.#ip;
  }

  get userAgent(): string | undefined {
    return this.#request.headers["user-agent"];
  }
}

/** The context of one request. */
export function requestContextOf(
  request: FastifyRequest,
  reply: FastifyReply,
  lang: Language,
): RequestContext {
  const app = request.server;
  return {
    scope: request.scope,
    data: request.data,
    shared: globalDb(app.db),
    tenant: request.tenant,
    origin: new OriginOfRequest(request),
    now: new Date(),
    lang,
    config: app.config,
    providers: app.providers,
    request,
    reply,
  };
}
