import {
  DEFAULT_SITE_SETTINGS,
  SITE_SETTINGS_ELEMENT_ID,
  type SiteSettings,
  siteSettings,
} from "@trilha/contracts/site-settings";

/**
 * Reads the server settings inlined into index.html. Without them (the Vite dev server, a broken deploy) the
 * optional parts they switch on stay off.
 */
export function readSiteSettings(doc: Document = document): SiteSettings {
  const text = doc.getElementById(SITE_SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return DEFAULT_SITE_SETTINGS;
  try {
    const parsed = siteSettings.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : DEFAULT_SITE_SETTINGS;
  } catch {
    return DEFAULT_SITE_SETTINGS;
  }
}
