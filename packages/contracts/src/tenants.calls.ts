import { z } from "zod/mini";
import { defineCall } from "./call.ts";
import { tenantSummary } from "./tenant.ts";

export const tenantList = defineCall({
  method: "GET",
  path: "/tenant/{lang}/tenant/listar",
  access: "platform-admin",
  response: z.object({ tenants: z.array(tenantSummary) }),
});
