import { activeGroups, taughtGroups } from "@trilha/contracts/classes.calls";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { activeGroupsOf, taughtGroupsOf } from "./class.service.ts";

export default async function classRoutes(app: FastifyInstance) {
  registerCall(app, activeGroups, async (context) => ({
    grupos: await activeGroupsOf(context, context.caller),
  }));
  registerCall(app, taughtGroups, async (context) => ({
    grupos: await taughtGroupsOf(context, context.caller),
  }));
}
