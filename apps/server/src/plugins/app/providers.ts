import fp from "fastify-plugin";
import type { Captchas } from "../../providers/captcha/captcha.ts";
import type { MailProvider } from "../../providers/mail/mail-provider.ts";
import type { OidcProviders } from "../../providers/oidc/oidc.ts";
import type { SecretBox } from "../../providers/secrets/secret-box.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";

/** Every outside service the modules use, behind an interface; tests pass their own into buildApp. */
export interface Providers {
  mail: MailProvider;
  captcha: Captchas;
  storage: StorageProvider;
  oidc: OidcProviders;
  /** Seals what the database must not hold in clear (authenticator seeds). */
  secrets: SecretBox;
}

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
