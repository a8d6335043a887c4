import type { IncomingMessage, ServerResponse } from "node:http";
import { LESSON_VIDEO_ORIGINS } from "@trilha/contracts/rules/lesson-html";
import helmet, { type HelmetOptions } from "helmet";
import type { Config } from "../../config.ts";
import { vlibrasCspSources } from "../../modules/web/vlibras-csp.ts";
import { RECAPTCHA_ORIGINS } from "../../providers/captcha/recaptcha.ts";
import { SOCIAL_SIGN_IN } from "../../providers/oidc/oidc.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** This server's security headers, computed once at start (`buildApp`). */
    securityHeaders: SecurityHeaders;
  }
}

export interface SecurityHeaders {
  /** Sent with every answer, refusals included. */
  everywhere: Record<string, string>;
  /** The principal tenant's CSP, which also allows the social sign-in providers' origins. */
  principalContentSecurityPolicy: string;
}

/** The security headers of this server's answers, from its configuration (the tenant plugin sends them). */
export function securityHeadersOf(config: Config): SecurityHeaders {
  // Google's reCAPTCHA script and frame, only on servers that can verify its answers (RECAPTCHA_SECRET).
  const recaptcha = config.captcha.recaptchaSecret ? RECAPTCHA_ORIGINS : [];
  // The sign-language widget, loaded when a person asks for it; none of it when VLIBRAS_URL is empty.
  const vlibras = vlibrasCspSources(config.vlibrasUrl);
  // Social sign-in (Google, Apple, Microsoft) exists on the principal tenant only (spec §6): its origins are
  // allowed there alone, once the tenant is known.
  const policy = (social: typeof SOCIAL_SIGN_IN | null): HelmetOptions => ({
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "img-src": ["'self'", "data:", "blob:", ...vlibras.img],
        "script-src": ["'self'", ...recaptcha, ...(social?.scripts ?? []), ...vlibras.script],
        // Videos in lessons only through YouTube's and Vimeo's privacy-enhanced players (rules/lesson-html.ts).
        "frame-src": [
          "'self'",
          ...LESSON_VIDEO_ORIGINS,
          ...recaptcha,
          ...(social?.frames ?? []),
          ...vlibras.frame,
        ],
        "style-src": ["'self'", "'unsafe-inline'", ...(social?.styles ?? [])],
        "connect-src": ["'self'", ...(social?.connect ?? []), ...vlibras.connect],
        "media-src": ["'self'", ...vlibras.media],
        "worker-src": ["'self'", ...vlibras.worker],
        "frame-ancestors": ["'none'"],
        "upgrade-insecure-requests": null,
      },
    },
    // HSTS only where people reach us over HTTPS (which a proxy in front of us terminates).
    hsts: config.publicUrl.scheme === "https",
    // The providers' sign-in popups answer the page that opened them.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
  });
  return {
    everywhere: computeSecurityHeaders(policy(null)),
    principalContentSecurityPolicy:
      computeSecurityHeaders(policy(SOCIAL_SIGN_IN))["content-security-policy"] ?? "",
  };
}

/**
 * The headers helmet would set for these options. They depend on configuration only, never on the request,
 * so they are computed once at start: @fastify/helmet rebuilt the middleware, and with it the whole CSP
 * string, on every request, a good part of the cost of a small answer.
 */
function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
