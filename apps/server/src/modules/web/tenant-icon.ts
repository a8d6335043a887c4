import { responsiveImage } from "@trilha/contracts/rules/data-saving";
import { isHexColour } from "@trilha/contracts/rules/palette-contrast";
import type { TenantPublicConfig } from "@trilha/contracts/tenant";
import { CUSTOM_PALETTE, type Palette, paletteOf } from "@trilha/contracts/tenant-page";
import { webPaths } from "@trilha/contracts/web-paths";

/** Where the tenant's icon and web app manifest are served; the tenant plugin serves them on inactive tenants too. */
export const TENANT_ICON_PATH = "/tenant-icon.svg";
export const FAVICON_PATH = "/favicon.ico";
export const MANIFEST_PATH = "/manifest.webmanifest";

/**
 * Each palette's primary colour, as apps/web/src/app/global.css draws it (a test holds the two together): the
 * browser's theme colour and the icon's background. White on each is at least 6.7:1.
 */
export const PALETTE_PRIMARY: Record<Exclude<Palette, typeof CUSTOM_PALETTE>, string> = {
  default: "#0b5c63",
  azul: "#1d4ed8",
  verde: "#166534",
  vinho: "#8a1c3c",
};

/** The page background of global.css, shown by a launched web app before its first paint. */
const PAGE_BACKGROUND = "#f5f6f8";

/** The palette's primary colour; a custom palette's own main colour (public config only carries a checked one). */
export function themeColour(tenant: Pick<TenantPublicConfig, "paleta_cor" | "cores">): string {
  const palette = paletteOf(tenant.paleta_cor);
  if (palette !== CUSTOM_PALETTE) return PALETTE_PRIMARY[palette];
  const custom = tenant.cores?.primaria ?? "";
  return isHexColour(custom) ? custom : PALETTE_PRIMARY.default;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The first letter of the tenant's name (a whole grapheme, accents kept), upper-cased. */
function initial(name: string): string {
  const first = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(name.trim())][0];
  return (first?.segment ?? "T").toLocaleUpperCase("pt-BR");
}

/** A tenant without a logo of its own: its initial, white on its palette's colour, in a rounded square. */
export function tenantIconSvg(tenant: Pick<TenantPublicConfig, "nome" | "paleta_cor" | "cores">): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${themeColour(tenant)}"/>` +
    `<text x="32" y="44" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" ` +
    `font-size="36" font-weight="700" fill="#ffffff">${escapeXml(initial(tenant.nome))}</text></svg>`
  );
}

/** The icon a tenant shows: its logo when it has one, the drawn initial otherwise. */
export function tenantIconUrl(tenant: Pick<TenantPublicConfig, "logo">): string {
  return tenant.logo || TENANT_ICON_PATH;
}

/**
 * The browser tab's icon (the page's `<link rel="icon">`, `/favicon.ico`): a tab shows 16 to 32 pixels, so an
 * uploaded logo comes as its smallest copy rather than the header's 640 px picture.
 */
export function tabIconUrl(tenant: Pick<TenantPublicConfig, "logo">): string {
  return responsiveImage(tenantIconUrl(tenant), 32, true).src;
}

/** What "Add to home screen" reads: the school's name, icon and colour, opening on the signed-in home. */
export function tenantManifest(
  tenant: Pick<TenantPublicConfig, "nome" | "descricao" | "logo" | "paleta_cor" | "cores">,
) {
  const icon = tenantIconUrl(tenant);
  return {
    name: tenant.nome,
    short_name: tenant.nome.length <= 12 ? tenant.nome : [...tenant.nome].slice(0, 12).join("").trimEnd(),
    description: tenant.descricao,
    lang: "pt-BR",
    start_url: webPaths.signedIn.build(),
    scope: "/",
    display: "standalone",
    background_color: PAGE_BACKGROUND,
    theme_color: themeColour(tenant),
    icons: [
      tenant.logo
        ? { src: icon, sizes: "any", purpose: "any" }
        : { src: icon, sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
  };
}
