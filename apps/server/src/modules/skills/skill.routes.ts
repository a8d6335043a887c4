import { skillSearch as skillSearchCall } from "@trilha/contracts/skills.calls";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { skillSearch } from "./skill.service.ts";

export default async function skillRoutes(app: FastifyInstance) {
  registerCall(app, skillSearchCall, (context) => skillSearch(context, context.caller, context.query));
}
