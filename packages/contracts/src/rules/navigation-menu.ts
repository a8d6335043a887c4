import type { Network } from "../networks.calls.ts";
import type { SessionUser } from "../session-user.ts";
import type { TenantPublicConfig } from "../tenant.ts";
import { isPlatformAdmin } from "./session-roles.ts";

/** Spec §9: the navigation panel slides out over this long when it closes. */
export const NAVIGATION_PANEL_CLOSE_MS = 200;

type Roles = Pick<SessionUser, "funcoes">;
type TenantKind = Pick<TenantPublicConfig, "principal" | "database_share">;

/**
 * Spec §2 "Navigation menu": the menu-sections flag, which alone decides whether the menu button exists. True
 * for platform administrators and for anyone who manages at least one network.
 */
export function hasMenuSections(user: Roles, managedNetworks: readonly unknown[]): boolean {
  return isPlatformAdmin(user) || managedNetworks.length > 0;
}

/** A tenant that shares its data with others (database_share) is never administered from its own menu. */
function sharesDatabase(tenant: TenantKind): boolean {
  return tenant.database_share !== null && tenant.database_share.trim() !== "";
}

/**
 * What 'Administração plataforma' does for this user on this tenant (spec §2, §6): absent for everyone but
 * platform administrators and on tenants with a database_share; on the main tenant it opens the platforms
 * sub-panel; on any other tenant it is a link to that tenant's administration.
 */
export type PlatformAdministrationEntry = "none" | "platforms-panel" | "tenant-link";

export function platformAdministrationEntry(user: Roles, tenant: TenantKind): PlatformAdministrationEntry {
  if (!isPlatformAdmin(user) || sharesDatabase(tenant)) return "none";
  return tenant.principal ? "platforms-panel" : "tenant-link";
}

/** Spec §2: the favourite networks listed under 'Administrativo', in the list's own order (by name). */
export function favouriteNetworks(networks: readonly Network[]): Network[] {
  return networks.filter((network) => network.isFavorito);
}

/** The list after a favourite call succeeded: only the named network changes. */
export function withFavourite(
  networks: readonly Network[],
  networkId: number,
  favourite: boolean,
): Network[] {
  return networks.map((network) =>
    network.id === networkId ? { ...network, isFavorito: favourite } : network,
  );
}
