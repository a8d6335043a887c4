import { webPaths } from "@trilha/contracts/web-paths";
import type { FastifyRequest } from "fastify";

const RESET_PAGE_PREFIX = webPaths.resetPassword.pattern.slice(
  0,
  webPaths.resetPassword.pattern.indexOf(":"),
);

export function isResetPageUrl(url: string): boolean {
  return url.startsWith(RESET_PAGE_PREFIX);
}

/** A reset page address with its token hidden, for logs: a live token there would let a log reader reset. */
export function redactResetToken(url: string): string {
  return isResetPageUrl(url) ? `${RESET_PAGE_PREFIX}[token]` : url;
}

/** Fastify's default request log fields, with the reset token kept out of them. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactResetToken(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
