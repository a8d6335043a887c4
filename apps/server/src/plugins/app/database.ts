import fp from "fastify-plugin";
import type { Db } from "../../db/database.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp<{ db: Db; closeOnShutdown: boolean }>(
  async (app, options) => {
    app.decorate("db", options.db);
    if (options.closeOnShutdown) app.addHook("onClose", async () => options.db.destroy());
  },
  { name: "database" },
);
