import type { Providers } from "../../providers/providers.ts";
import { decoration } from "./decoration.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Mail, captcha, OIDC, storage and secrets, the real ones or the replacements a test passed in. */
    providers: Providers;
  }
}

export default decoration("providers");
