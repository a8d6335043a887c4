import {
  DEFAULT_SITE_SETTINGS,
  SITE_SETTINGS_ELEMENT_ID,
  type SiteSettings,
} from "@trilha/contracts/site-settings";
import { isRecord, isTextOrNull } from "./json-shape.ts";

/**
 * Reads the server settings inlined into index.html. Without them (the Vite dev server, a broken deploy) the
 * optional parts they switch on stay off. The server makes them from its checked configuration.
 */
export function readSiteSettings(doc: Document = document): SiteSettings {
  const text = doc.getElementById(SITE_SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return DEFAULT_SITE_SETTINGS;
  try {
    const json: unknown = JSON.parse(text);
    return isRecord(json) && isTextOrNull(json.vlibras_url)
      ? { vlibras_url: json.vlibras_url }
      : DEFAULT_SITE_SETTINGS;
  } catch {
    return DEFAULT_SITE_SETTINGS;
  }
}
