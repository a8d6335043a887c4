import { tenantList } from "@trilha/contracts/tenants.calls";
import { callQuery } from "../../../lib/call-hooks.ts";

export const useTenantList = callQuery(tenantList);
