import type { Captchas } from "./captcha/captcha.ts";
import type { MailProvider } from "./mail/mail-provider.ts";
import type { OidcProviders } from "./oidc/oidc.ts";
import type { SecretBox } from "./secrets/secret-box.ts";
import type { StorageProvider } from "./storage/storage-provider.ts";

/** Every outside service the modules use, behind an interface; tests pass their own into buildApp. */
export interface Providers {
  mail: MailProvider;
  captcha: Captchas;
  storage: StorageProvider;
  oidc: OidcProviders;
  /** Seals what the database must not hold in clear (authenticator seeds). */
  secrets: SecretBox;
}
