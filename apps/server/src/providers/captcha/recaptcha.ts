import { type CaptchaCheck, type CaptchaProvider, CaptchaUnavailableError } from "./captcha-provider.ts";

export const RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
/** A login waits for this at most; Google answers in well under a second. */
const TIMEOUT_MS = 5_000;

interface SiteverifyReply {
  success?: unknown;
  "error-codes"?: unknown;
}

/**
 * Google reCAPTCHA v2: the widget gives the browser a token, and the server asks siteverify with the secret
 * whether it is valid (tokens are single use and expire after two minutes on Google's side).
 * A failure to reach Google throws CaptchaUnavailableError: the login then answers 503, never lets it pass.
 */
export function createRecaptcha(
  secret: string,
  options: {
    fetch?: typeof fetch;
    timeoutMs?: number;
    verifyUrl?: string;
    log?: (line: string) => void;
  } = {},
): CaptchaProvider {
  const doFetch = options.fetch ?? fetch;
  const unavailable = (reason: string, cause?: unknown) => {
    options.log?.(`reCAPTCHA check failed: ${reason}`);
    return new CaptchaUnavailableError(reason, { cause });
  };
  return {
    kind: "recaptcha",
    async verify({ response, remoteIp }: CaptchaCheck) {
      if (response.trim() === "") return false;
      let reply: Response;
      try {
        reply = await doFetch(options.verifyUrl ?? RECAPTCHA_VERIFY_URL, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ secret, response, remoteip: remoteIp }).toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
        });
      } catch (error) {
        throw unavailable(`siteverify unreachable (${describe(error)})`, error);
      }
      if (!reply.ok) throw unavailable(`siteverify answered ${reply.status}`);
      let body: SiteverifyReply;
      try {
        body = (await reply.json()) as SiteverifyReply;
      } catch (error) {
        throw unavailable("siteverify answered something other than JSON", error);
      }
      const codes = Array.isArray(body["error-codes"]) ? body["error-codes"] : [];
      // A wrong secret is our configuration's fault, not the person's: say so instead of "wrong captcha".
      if (codes.includes("invalid-input-secret") || codes.includes("missing-input-secret")) {
        throw unavailable("Google rejected RECAPTCHA_SECRET");
      }
      return body.success === true;
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof Error && error.name === "TimeoutError") return "timed out";
  return error instanceof Error ? error.message : String(error);
}

/** Where the reCAPTCHA widget's script and frames come from (the page's CSP must allow them). */
export const RECAPTCHA_ORIGINS = [
  "https://www.google.com/recaptcha/",
  "https://www.gstatic.com/recaptcha/",
  "https://recaptcha.google.com/recaptcha/",
];
