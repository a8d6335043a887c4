import type { FastifyRequest } from "fastify";
import type { AuditOrigin } from "./audit.service.ts";

/** The address (behind TRUST_PROXY, the client's) and user agent an audit row records. */
export function requestOrigin(request: FastifyRequest): AuditOrigin {
  return { ip: request.ip, userAgent: request.headers["user-agent"] };
}
