import fp from "fastify-plugin";
import type { Config } from "../../config.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The configuration read at start: modules read their settings here instead of being handed them. */
    config: Config;
  }
}

export default fp<{ config: Config }>(
  async (app, options) => {
    app.decorate("config", options.config);
  },
  { name: "config" },
);
