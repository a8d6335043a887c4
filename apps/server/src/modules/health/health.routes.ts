import type { FastifyInstance } from "fastify";
import { isDatabaseReachable } from "../../db/database.ts";

export default async function healthRoutes(app: FastifyInstance) {
  app.get("/healthz", async (_request, reply) => {
    const database = await isDatabaseReachable(app.db);
    reply.header("cache-control", "no-store");
    return reply.code(database ? 200 : 503).send({ status: database ? "ok" : "erro", database });
  });
}
