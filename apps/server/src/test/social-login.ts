import { expect } from "vitest";
import type { LocalOidcIssuer, MintOptions } from "../providers/oidc/local-oidc.ts";
import type { TenantServer } from "./tenant-server.ts";

/** The providers' client ids a tenant's settings name: their buttons show, and their tokens are for it. */
export const SOCIAL_CLIENT_IDS = {
  google_login_id: "google-client.apps.googleusercontent.com",
  microsoft_login_id: "microsoft-client-id",
  apple_login_id: "apple.client.id",
};

/**
 * The server and tenants of a social sign-in suite, for `useTenantServer`: the local provider on, the principal
 * tenant with every provider and sign-up by them, and a second tenant with the providers.
 */
export const SOCIAL_SIGN_IN = {
  env: { LOCAL_OIDC: "true" },
  tenant: { principal: 1, configuracoes: JSON.stringify(SOCIAL_CLIENT_IDS), social_signup: 1 },
  otherTenant: { configuracoes: JSON.stringify(SOCIAL_CLIENT_IDS) },
};

/** The server's local provider (LOCAL_OIDC), which signs the tokens a suite signs in with. */
export function localIssuer(t: TenantServer): LocalOidcIssuer {
  const issuer = t.server.app.providers.oidc.local;
  if (!issuer) throw new Error("the local provider is off");
  return issuer;
}

/** A fresh sign-in nonce of the host (the tenant's unless told otherwise), for the local provider. */
export async function socialNonce(t: TenantServer, host = t.host): Promise<string> {
  const response = await t.request("POST", "/conta/pt-br/logar/social/nonce", { host });
  expect(response.status, response.text).toBe(200);
  expect(response.json.provedor_local).toBe(true);
  return response.json.nonce;
}

/** A token of the local provider for its client id (unless `audience` names another), with a fresh nonce. */
export async function localProviderToken(
  t: TenantServer,
  options: Pick<MintOptions, "provider" | "subject"> & Partial<MintOptions>,
): Promise<string> {
  return localIssuer(t).mint({
    audience: SOCIAL_CLIENT_IDS[`${options.provider}_login_id`],
    nonce: await socialNonce(t),
    ...options,
  });
}

/** A Google token of someone the tenant does not know yet: a fresh subject, and an e-mail no account has. */
export function newcomerGoogleToken(t: TenantServer, overrides: Partial<MintOptions> = {}): Promise<string> {
  return localProviderToken(t, {
    provider: "google",
    subject: `sub-${Math.random().toString(36).slice(2)}`,
    email: "nova.pessoa@exemplo.example",
    name: "Nova Pessoa",
    ...overrides,
  });
}
