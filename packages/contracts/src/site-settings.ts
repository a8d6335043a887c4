import { z } from "zod/mini";

/**
 * Server-wide (not per-tenant) settings a page needs before it can ask for anything, inlined into the served
 * index.html beside the tenant config. Only public values belong here.
 */
export const siteSettings = z.object({
  /** Base address of the VLibras sign-language widget (spec §2, §7); null when the server disables it. */
  vlibras_url: z.nullable(z.string().check(z.url())),
});
export type SiteSettings = z.infer<typeof siteSettings>;

export const SITE_SETTINGS_ELEMENT_ID = "site-settings";

export const DEFAULT_SITE_SETTINGS: SiteSettings = { vlibras_url: null };
