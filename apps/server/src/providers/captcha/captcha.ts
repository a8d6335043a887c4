import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import type { CaptchaProvider } from "./captcha-provider.ts";
import { createLocalCaptcha, type LocalCaptcha } from "./local-captcha.ts";
import { createRecaptcha } from "./recaptcha.ts";

/** Both captchas the server can run; which one a tenant gets is decided per request by `pick`. */
export interface Captchas {
  local: LocalCaptcha;
  /** Null without RECAPTCHA_SECRET. */
  recaptcha: CaptchaProvider | null;
}

export function createCaptchas(
  config: Pick<Config, "captcha">,
  db: Db,
  log: (line: string) => void = () => {},
): Captchas {
  const secret = config.captcha.recaptchaSecret;
  return {
    local: createLocalCaptcha(db),
    recaptcha: secret ? createRecaptcha(secret, { log }) : null,
  };
}

export type PickedCaptcha =
  | { kind: "recaptcha"; provider: CaptchaProvider; siteKey: string }
  | { kind: "local"; provider: LocalCaptcha };

/**
 * reCAPTCHA when the tenant has a site key (its public half) and the server the secret (the private half);
 * otherwise the built-in challenge, so a half-configured tenant still gets a working captcha.
 */
export function pickCaptcha(captchas: Captchas, siteKey: string | undefined): PickedCaptcha {
  if (captchas.recaptcha && siteKey) return { kind: "recaptcha", provider: captchas.recaptcha, siteKey };
  return { kind: "local", provider: captchas.local };
}
