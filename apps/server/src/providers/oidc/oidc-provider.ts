import type { SocialProvider } from "@trilha/contracts/social-login.calls";

/** What a verified id_token says about the person: who (issuer-local subject), and maybe an e-mail and name. */
export interface VerifiedIdentity {
  provider: SocialProvider;
  subject: string;
  /** Lower-cased; null when the token carries none. */
  email: string | null;
  /** Only a verified e-mail may link a social identity to an existing account. */
  emailVerified: boolean;
  name: string | null;
  /** The nonce the provider signed into the token; the caller checks it against the ones it issued. */
  nonce: string;
}

export type OidcFailure = "signature" | "issuer" | "audience" | "expired" | "claims" | "unavailable";

export class OidcVerificationError extends Error {
  constructor(
    readonly reason: OidcFailure,
    options?: { cause?: unknown },
  ) {
    super(`id_token refused: ${reason}`, options);
  }
}

/** One sign-in provider: checks an id_token's signature, issuer, audience, expiry and required claims. */
export interface OidcProvider {
  readonly name: SocialProvider;
  verify(idToken: string, audience: string): Promise<VerifiedIdentity>;
}
