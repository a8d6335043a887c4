import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The headers helmet would set for these options. They depend on configuration only, never on the request,
 * so they are computed once at start: @fastify/helmet rebuilt the middleware, and with it the whole CSP
 * string, on every request, a good part of the cost of a small answer. The tenant plugin sends them
 * (plugins/app/tenant.ts), since the principal tenant's policy differs.
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
