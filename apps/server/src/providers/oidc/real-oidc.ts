import { createRemoteJWKSet, type JWTPayload } from "jose";
import type { OidcProvider } from "./oidc-provider.ts";
import { createOidcVerifier, isTrue } from "./verify-id-token.ts";

const GOOGLE_ISSUERS = new Set(["accounts.google.com", "https://accounts.google.com"]);
const APPLE_ISSUER = "https://appleid.apple.com";
/** Microsoft's multi-tenant endpoint: the issuer names the directory (tid) the account belongs to. */
const MICROSOFT_TENANT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isGoogleIssuer(payload: JWTPayload): boolean {
  return typeof payload.iss === "string" && GOOGLE_ISSUERS.has(payload.iss);
}

/** The common keys sign tokens of every Microsoft directory: the issuer must be the one of the token's tid. */
export function isMicrosoftIssuer(payload: JWTPayload): boolean {
  return (
    typeof payload.tid === "string" &&
    MICROSOFT_TENANT_ID.test(payload.tid) &&
    payload.iss === `https://login.microsoftonline.com/${payload.tid}/v2.0`
  );
}

const jwksOptions = { timeoutDuration: 5_000, cooldownDuration: 30_000, cacheMaxAge: 600_000 };

export function createGoogleProvider(): OidcProvider {
  return createOidcVerifier({
    name: "google",
    keys: createRemoteJWKSet(new URL("https://www.googleapis.com/oauth2/v3/certs"), jwksOptions),
    issuerMatches: isGoogleIssuer,
    emailVerified: (payload) => isTrue(payload.email_verified),
  });
}

export function createMicrosoftProvider(): OidcProvider {
  return createOidcVerifier({
    name: "microsoft",
    keys: createRemoteJWKSet(
      new URL("https://login.microsoftonline.com/common/discovery/v2.0/keys"),
      jwksOptions,
    ),
    issuerMatches: isMicrosoftIssuer,
    // Microsoft's `email` claim is editable by directory admins; only `xms_edov` (the e-mail's domain is
    // verified as owned by that directory) makes it safe to link an existing account by e-mail.
    emailVerified: (payload) => isTrue(payload.xms_edov) || payload.xms_edov === 1,
  });
}

export function createAppleProvider(): OidcProvider {
  return createOidcVerifier({
    name: "apple",
    keys: createRemoteJWKSet(new URL("https://appleid.apple.com/auth/keys"), jwksOptions),
    issuerMatches: (payload) => payload.iss === APPLE_ISSUER,
    emailVerified: (payload) => isTrue(payload.email_verified),
  });
}
