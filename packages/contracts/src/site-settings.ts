/**
 * Server-wide (not per-tenant) settings a page needs before it can ask for anything, inlined into the served
 * index.html beside the tenant config. Only public values belong here. The server makes them from its checked
 * configuration; the page checks their shape by hand (lib/site-settings.ts), as it reads them before any schema.
 */
export interface SiteSettings {
  /** Base address of the VLibras sign-language widget (spec §2, §7); null when the server disables it. */
  vlibras_url: string | null;
}

export const SITE_SETTINGS_ELEMENT_ID = "site-settings";

export const DEFAULT_SITE_SETTINGS: SiteSettings = { vlibras_url: null };
