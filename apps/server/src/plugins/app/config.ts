import type { Config } from "../../config.ts";
import { decoration } from "./decoration.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The configuration read at start: modules read their settings here instead of being handed them. */
    config: Config;
  }
}

export default decoration("config");
