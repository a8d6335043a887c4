import type { SocialProvider } from "@trilha/contracts/social-login.calls";
import type { Config } from "../../config.ts";
import { createLocalOidcIssuer, type LocalOidcIssuer } from "./local-oidc.ts";
import type { OidcProvider } from "./oidc-provider.ts";
import { createAppleProvider, createGoogleProvider, createMicrosoftProvider } from "./real-oidc.ts";

export interface OidcProviders {
  byName: Record<SocialProvider, OidcProvider>;
  /** The local test provider, only when LOCAL_OIDC is on (never in production; config refuses it). */
  local: LocalOidcIssuer | null;
}

/** Google, Microsoft and Apple by their public JWKS; with LOCAL_OIDC, the local provider for all three. */
export async function createOidcProviders(config: Pick<Config, "localOidc">): Promise<OidcProviders> {
  if (config.localOidc) {
    const local = await createLocalOidcIssuer();
    return { byName: local.providers(), local };
  }
  return {
    byName: {
      google: createGoogleProvider(),
      microsoft: createMicrosoftProvider(),
      apple: createAppleProvider(),
    },
    local: null,
  };
}

/** Origins the browser talks to for social sign-in (its scripts, popups and token calls), for the CSP. */
export const SOCIAL_SIGN_IN = {
  scripts: [
    "https://accounts.google.com/gsi/client",
    "https://appleid.cdn-apple.com",
    "https://alcdn.msauth.net",
  ],
  styles: ["https://accounts.google.com/gsi/style"],
  connect: ["https://accounts.google.com/gsi/", "https://login.microsoftonline.com"],
  frames: ["https://accounts.google.com/gsi/", "https://appleid.apple.com"],
};
