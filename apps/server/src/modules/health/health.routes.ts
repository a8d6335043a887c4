import type { FastifyInstance } from "fastify";
import { isDatabaseReachable } from "../../db/database.ts";
import { prepareAnswer } from "../../http/early-answers.ts";
import { cachedCheck } from "./database-check.ts";

/** How stale the database state /healthz reports may be. */
const DATABASE_CHECK_MAX_AGE_MS = 1000;
const HEALTH_PATH = "/healthz";

export default async function healthRoutes(app: FastifyInstance) {
  const databaseReachable = cachedCheck(() => isDatabaseReachable(app.db), DATABASE_CHECK_MAX_AGE_MS);
  app.get(HEALTH_PATH, async (_request, reply) => {
    const database = await databaseReachable();
    reply.header("cache-control", "no-store");
    return reply.code(database ? 200 : 503).send({ status: database ? "ok" : "erro", database });
  });
  // While a check younger than a second found the database, the answer is known: written before routing. A
  // stale or failed check goes through the route above, which checks again.
  const healthy = prepareAnswer(
    200,
    {
      ...app.securityHeaders.everywhere,
      "cache-control": "no-store",
      "content-type": "application/json; charset=utf-8",
    },
    JSON.stringify({ status: "ok", database: true }),
  );
  app.earlyAnswers.add((request) =>
    request.method === "GET" && request.url === HEALTH_PATH && databaseReachable.fresh() === true
      ? healthy
      : undefined,
  );
}
