import { NOTICES_MAX } from "@trilha/contracts/limits";
import { NOTICES_PATH, noticeMessages } from "@trilha/contracts/notices";
import type { FastifyInstance } from "fastify";
import { noticesOf } from "./notice.service.ts";

/** Short enough that a new or withdrawn notice reaches everyone within a minute. */
const CACHE_SECONDS = 60;

/**
 * {origin}/mensagens.json (spec §7): the request tenant's notices, public like the static file it replaces.
 * The newest NOTICES_MAX active notices are listed; the rest of visibility (dates, route, targeting, read
 * state) is the browser's rule.
 * A real route, so the web app's catch-all (a not-found handler) never answers it with index.html.
 */
export default async function noticeRoutes(app: FastifyInstance) {
  app.get(NOTICES_PATH, { schema: { response: { 200: noticeMessages } } }, async (request, reply) => {
    const notices = await noticesOf(app.db, request.scope, NOTICES_MAX, (id) =>
      request.log.warn({ notice: id }, "notice skipped: a list column is not valid JSON"),
    );
    // Per host (the tenant), which every cache keys on anyway.
    reply.header("cache-control", `public, max-age=${CACHE_SECONDS}`);
    return notices;
  });
}
