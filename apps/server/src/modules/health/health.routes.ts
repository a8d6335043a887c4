import type { FastifyInstance } from "fastify";
import { isDatabaseReachable } from "../../db/database.ts";
import { cachedCheck } from "./database-check.ts";

/** How stale the database state /healthz reports may be. */
const DATABASE_CHECK_MAX_AGE_MS = 1000;

export default async function healthRoutes(app: FastifyInstance) {
  const databaseReachable = cachedCheck(() => isDatabaseReachable(app.db), DATABASE_CHECK_MAX_AGE_MS);
  app.get("/healthz", async (_request, reply) => {
    const database = await databaseReachable();
    reply.header("cache-control", "no-store");
    return reply.code(database ? 200 : 503).send({ status: database ? "ok" : "erro", database });
  });
}
