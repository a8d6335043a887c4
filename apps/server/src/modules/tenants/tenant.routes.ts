import { tenantList } from "@trilha/contracts/tenants.calls";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { visibleTenants } from "./tenant.service.ts";

export default async function tenantRoutes(app: FastifyInstance) {
  registerCall(app, tenantList, async (context) => ({ tenants: await visibleTenants(context) }));
}
