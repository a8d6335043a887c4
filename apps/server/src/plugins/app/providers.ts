import fp from "fastify-plugin";
import type { Providers } from "../../providers/providers.ts";

declare module "fastify" {
  interface FastifyInstance {
    providers: Providers;
  }
}

export default fp<{ providers: Providers }>(
  async (app, options) => {
    app.decorate("providers", options.providers);
  },
  { name: "providers" },
);
