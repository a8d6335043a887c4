import type { SocialProvider } from "@trilha/contracts/social-login.calls";
import type { TenantPublicConfig } from "@trilha/contracts/tenant";

/** Spec §2: the buttons' order. */
const PROVIDERS: readonly SocialProvider[] = ["microsoft", "google", "apple"];

/**
 * The providers whose buttons the sign-in page shows: on the principal tenant only, each when the tenant has
 * its client id. Decided before the buttons' code is downloaded, so a school without them never downloads it.
 */
export function socialProvidersOf(tenant: TenantPublicConfig): readonly SocialProvider[] {
  if (!tenant.principal) return [];
  return PROVIDERS.filter((provider) => tenant.configuracoes[`${provider}_login_id`]);
}
