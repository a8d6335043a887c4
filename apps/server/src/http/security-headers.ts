import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The headers helmet would set for these options. They depend on configuration only, never on the request,
 * so they are computed once at start: @fastify/helmet rebuilt the middleware, and with it the whole CSP
 * string, on every request, a good part of the cost of a small answer.
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

/** Sends the security headers with every answer, routes and refusals alike; a route may still override one. */
export default fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const headers = computeSecurityHeaders(options);
    app.addHook("onRequest", (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: "security-headers" },
);
