import { auditList } from "@trilha/contracts/audit.calls";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { listAudit } from "./audit.service.ts";

/** Issue 5 §5: platform administrators read their own data scope's audit log. */
export default async function auditRoutes(app: FastifyInstance) {
  registerCall(app, auditList, ({ body, data }) => listAudit(data, body));
}
