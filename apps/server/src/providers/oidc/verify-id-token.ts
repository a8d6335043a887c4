import type { SocialProvider } from "@trilha/contracts/social-login.calls";
import { errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from "jose";
import { type OidcProvider, OidcVerificationError, type VerifiedIdentity } from "./oidc-provider.ts";

/** Clock difference tolerated between us and the provider. */
const CLOCK_TOLERANCE_SECONDS = 60;
/** Id tokens are minutes old when they reach us; an older one was kept somewhere, not just issued. */
const MAX_TOKEN_AGE = "1h";

export interface VerifierSettings {
  name: SocialProvider;
  /** The provider's signing keys (its JWKS, remote or local). */
  keys: JWTVerifyGetKey;
  /** Whether the (signature-checked) payload's `iss` is this provider's. */
  issuerMatches: (payload: JWTPayload) => boolean;
  /** Whether the provider vouches for the e-mail claim. */
  emailVerified: (payload: JWTPayload) => boolean;
}

/**
 * The one verification path every provider goes through, real or local: signature against the provider's
 * keys (RS256 only, so an `alg: none` or HMAC token is refused), audience = the tenant's client id, expiry,
 * issuer, and the claims sign-in needs (sub, iat, exp, nonce).
 */
export function createOidcVerifier(settings: VerifierSettings): OidcProvider {
  return {
    name: settings.name,
    async verify(idToken: string, audience: string): Promise<VerifiedIdentity> {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, settings.keys, {
          audience,
          algorithms: ["RS256"],
          requiredClaims: ["sub", "iat", "exp", "nonce"],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          maxTokenAge: MAX_TOKEN_AGE,
        }));
      } catch (error) {
        throw new OidcVerificationError(failureOf(error), { cause: error });
      }
      if (!settings.issuerMatches(payload)) throw new OidcVerificationError("issuer");
      const nonce = payload.nonce;
      const subject = payload.sub;
      if (typeof nonce !== "string" || nonce === "" || typeof subject !== "string" || subject === "") {
        throw new OidcVerificationError("claims");
      }
      const email = typeof payload.email === "string" && payload.email !== "" ? payload.email : null;
      return {
        provider: settings.name,
        subject,
        email: email?.trim().toLowerCase() ?? null,
        emailVerified: email !== null && settings.emailVerified(payload),
        name: nameOf(payload),
        nonce,
      };
    },
  };
}

function failureOf(error: unknown): OidcVerificationError["reason"] {
  if (error instanceof errors.JWTExpired) return "expired";
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "aud") return "audience";
    if (error.claim === "iat" && error.reason === "check_failed") return "expired";
    return "claims";
  }
  // The provider's key set could not be fetched (network, timeout, bad answer): not the token's fault.
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return "unavailable";
  if (!(error instanceof errors.JOSEError)) return "unavailable";
  return "signature";
}

function nameOf(payload: JWTPayload): string | null {
  if (typeof payload.name === "string" && payload.name.trim() !== "") return payload.name.trim();
  const parts = [payload.given_name, payload.family_name].filter(
    (part): part is string => typeof part === "string" && part.trim() !== "",
  );
  return parts.length > 0 ? parts.join(" ").trim() : null;
}

/** Providers write the flag as a boolean or as the string "true". */
export function isTrue(value: unknown): boolean {
  return value === true || value === "true";
}
