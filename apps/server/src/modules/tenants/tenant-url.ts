import type { PublicUrl } from "../../config.ts";
import type { TenantRow } from "../../db/schema.ts";

/** A host name of letters, digits and hyphens in dot-separated labels: nothing that could carry a port, user or path. */
const DOMAIN_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * The one place absolute links to the platform are made (reset links in mail, and any other): the tenant's
 * configured domain with the configured public scheme and port. Request headers never take part, so no Host
 * or X-Forwarded-Host a client sends can point a link elsewhere.
 */
export function tenantUrl(publicUrl: PublicUrl, tenant: Pick<TenantRow, "dominio">, path: string): string {
  if (!DOMAIN_NAME.test(tenant.dominio)) {
    throw new Error(`tenant domain ${JSON.stringify(tenant.dominio)} is not a plain host name`);
  }
  // "//host" would be read as another origin by anyone who joins it to ours.
  if (!path.startsWith("/") || path.startsWith("//")) {
    throw new Error(`link path ${JSON.stringify(path)} must start with a single /`);
  }
  const port = publicUrl.port === null ? "" : `:${publicUrl.port}`;
  return `${publicUrl.scheme}://${tenant.dominio}${port}${path}`;
}
