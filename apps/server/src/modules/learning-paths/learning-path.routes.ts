import { learningPaths } from "@trilha/contracts/learning-paths.calls";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { learningPathsOf } from "./learning-path.service.ts";

export default async function learningPathRoutes(app: FastifyInstance) {
  registerCall(app, learningPaths, async (context) => ({
    trilhas: await learningPathsOf(context, context.caller),
  }));
}
