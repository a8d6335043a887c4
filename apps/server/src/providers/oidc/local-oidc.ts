import type { SocialProvider } from "@trilha/contracts/social-login.calls";
import {
  type CryptoKey,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  type JSONWebKeySet,
  type JWTPayload,
  SignJWT,
} from "jose";
import type { OidcProvider } from "./oidc-provider.ts";
import { createOidcVerifier, isTrue } from "./verify-id-token.ts";

export const LOCAL_KEY_ID = "trilha-local-oidc-1";

/** The local provider's issuer for one provider name, so a local "Google" token is no local "Apple" token. */
export function localIssuer(provider: SocialProvider): string {
  return `http://local-oidc.trilha.invalid/${provider}`;
}

export interface MintOptions {
  provider: SocialProvider;
  audience: string;
  subject: string;
  nonce?: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
  /** Overrides for tests: a foreign issuer, past times, … */
  claims?: JWTPayload;
}

/** The local test provider's key pair: it signs demo tokens and publishes its public JWKS. */
export interface LocalOidcIssuer {
  jwks(): JSONWebKeySet;
  mint(options: MintOptions): Promise<string>;
  /** The verifiers for the three provider names, going through the same code as the real ones. */
  providers(): Record<SocialProvider, OidcProvider>;
}

/** A fresh RSA key pair in memory (demo and tests only: tokens minted before a restart stop verifying). */
export async function createLocalOidcIssuer(): Promise<LocalOidcIssuer> {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid: LOCAL_KEY_ID, alg: "RS256", use: "sig" };
  const jwks: JSONWebKeySet = { keys: [publicJwk] };
  const keys = createLocalJWKSet(jwks);
  const verifier = (provider: SocialProvider) =>
    createOidcVerifier({
      name: provider,
      keys,
      issuerMatches: (payload) => payload.iss === localIssuer(provider),
      emailVerified: (payload) => isTrue(payload.email_verified),
    });
  const providers = {
    google: verifier("google"),
    microsoft: verifier("microsoft"),
    apple: verifier("apple"),
  };
  return {
    jwks: () => jwks,
    providers: () => providers,
    mint: (options) => signLocalToken(privateKey, LOCAL_KEY_ID, options),
  };
}

/** Signs an id_token shaped like the providers' (also used by tests with a key of their own). */
export async function signLocalToken(
  privateKey: CryptoKey,
  keyId: string,
  options: MintOptions,
): Promise<string> {
  const payload: JWTPayload = {
    ...(options.nonce === undefined ? {} : { nonce: options.nonce }),
    ...(options.email === undefined
      ? {}
      : { email: options.email, email_verified: options.emailVerified ?? true }),
    ...(options.name === undefined ? {} : { name: options.name }),
  };
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: localIssuer(options.provider),
    aud: options.audience,
    sub: options.subject,
    iat: now,
    exp: now + 600,
    ...payload,
    ...options.claims,
  })
    .setProtectedHeader({ alg: "RS256", kid: keyId, typ: "JWT" })
    .sign(privateKey);
}
