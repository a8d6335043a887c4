import { webPaths } from "@trilha/contracts/web-paths";
import type { FastifyRequest } from "fastify";

const RESET_PAGE_PREFIX = webPaths.resetPassword.pattern.slice(
  0,
  webPaths.resetPassword.pattern.indexOf(":"),
);
/** The segment before the token ("redefinir-senha/"): whatever precedes it, a token may follow. */
const TOKEN_SEGMENT = `/${RESET_PAGE_PREFIX.split("/").filter(Boolean).at(-1)}/`;

const ODD_ADDRESS = /[%\\]|\/\//;

/** Undoes percent-encoding, even applied twice or three times, without ever throwing on a bad escape. */
function percentDecoded(text: string): string {
  let current = text;
  for (let round = 0; round < 3; round++) {
    const next = current.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * Whether an address may carry a reset token. The browser's router ignores letter case, and a mail client or
 * a person may change case, encode letters or double a slash, so all of those count, and so does a token in
 * the query string: any form that still opens the page must be kept out of logs and referrers.
 */
export function isResetPageUrl(url: string): boolean {
  // Every answer asks: an address with no escape, backslash or doubled slash is only lower-cased.
  if (!ODD_ADDRESS.test(url)) return url.toLowerCase().includes(TOKEN_SEGMENT);
  const normalized = percentDecoded(url)
    .replace(/\\/g, "/")
    .replace(/\/{2,}/g, "/")
    .toLowerCase();
  return normalized.includes(TOKEN_SEGMENT);
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
    // The header the client sent (X-Forwarded-Host is never used, see plugins/app/tenant.ts).
    host: request.headers.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
