import { paletteStyle } from "@trilha/contracts/rules/palette-contrast";
import {
  DEFAULT_SITE_SETTINGS,
  SITE_SETTINGS_ELEMENT_ID,
  type SiteSettings,
} from "@trilha/contracts/site-settings";
import type { TenantPublicConfig } from "@trilha/contracts/tenant";
import { TENANT_CONFIG_ELEMENT_ID } from "@trilha/contracts/tenant-page";
import { tabIconUrl, themeColour } from "./tenant-icon.ts";

const PLACEHOLDER = "<!--tenant-config-->";

/**
 * Puts the tenant's public config into the built index.html, so the first paint is already the tenant's
 * (name, palette, logo, browser colour and tab icon) without a request. Only public fields reach the page.
 */
export function renderIndexHtml(
  template: string,
  tenant: TenantPublicConfig,
  settings: SiteSettings = DEFAULT_SITE_SETTINGS,
): string {
  const data =
    `<script type="application/json" id="${TENANT_CONFIG_ELEMENT_ID}">${inlineJson(tenant)}</script>` +
    `<script type="application/json" id="${SITE_SETTINGS_ELEMENT_ID}">${inlineJson(settings)}</script>`;
  // Replacer functions: a replacement string would read "$'", "$&" or "$1" in a tenant's name as patterns.
  return template
    .replace(PLACEHOLDER, () => data)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(tenant.nome)}</title>`)
    .replace(
      /(<meta name="description" content=")[^"]*(")/,
      (_match, open: string, close: string) => `${open}${escapeHtml(tenant.descricao)}${close}`,
    )
    .replace(
      /data-palette="[^"]*"/,
      () => `data-palette="${escapeHtml(tenant.paleta_cor)}"${paletteAttribute(tenant)}`,
    )
    .replace(
      /(<meta name="theme-color" content=")[^"]*(")/,
      (_match, open: string, close: string) => `${open}${themeColour(tenant)}${close}`,
    )
    .replace(
      /(<link rel="icon" href=")[^"]*(")/,
      (_match, open: string, close: string) => `${open}${escapeHtml(tabIconUrl(tenant))}${close}`,
    );
}

/** A custom palette's colours as a style attribute on <html>, so even the first paint has them. */
function paletteAttribute(tenant: TenantPublicConfig): string {
  const style = tenant.cores ? paletteStyle(tenant.cores) : "";
  return style ? ` style="${escapeHtml(style)}"` : "";
}

/** JSON that cannot end its <script> element early nor break a line in old parsers. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
