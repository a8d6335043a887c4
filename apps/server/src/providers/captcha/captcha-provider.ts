import type { TenantScope } from "../../db/tenant-scope.ts";

export interface CaptchaCheck {
  scope: TenantScope;
  /** What the browser put in the login body's `captcha` field. */
  response: string;
  /** The client's address, which reCAPTCHA may use as one more signal. */
  remoteIp: string;
}

/** Checks a captcha answer; true only for a valid one, which can never be used again. */
export interface CaptchaProvider {
  readonly kind: "recaptcha" | "local";
  verify(check: CaptchaCheck): Promise<boolean>;
}

/** The captcha service could not give an answer (network, timeout, bad reply): not the person's fault. */
export class CaptchaUnavailableError extends Error {
  override readonly name = "CaptchaUnavailableError";
}
