import { type CustomColours, paletteProblems } from "@trilha/contracts/rules/palette-contrast";
import {
  type TenantPublicConfig,
  type TenantRecord,
  type TenantSummary,
  tenantLinks,
  tenantPublicSettings,
} from "@trilha/contracts/tenant";
import {
  CUSTOM_PALETTE,
  DEFAULT_PALETTE,
  DEFAULT_TENANT_DESCRIPTION,
  DEFAULT_TENANT_NAME,
  paletteOf,
} from "@trilha/contracts/tenant-page";
import { webPaths } from "@trilha/contracts/web-paths";
import type { TenantRow } from "../../db/schema.ts";
import { isPrincipalTenant } from "./tenant.policy.ts";

/** The names `prepareLogo` makes: 32 base64url characters of a SHA-256, then the extension. */
export const LOGO_NAME = /^[A-Za-z0-9_-]{32}\.webp$/;

/**
 * Where the browser finds the logo: an uploaded one on the platform's own host; a row written by hand before
 * uploads existed may hold an address of its own, passed on as it is.
 */
export function logoAddress(logo: string | null): string | null {
  if (!logo) return null;
  return LOGO_NAME.test(logo) ? webPaths.tenantLogo.build(logo) : logo;
}

/** Maps a tenant row to what a browser may see; unknown keys in the JSON columns are dropped. */
export function toPublicConfig(tenant: TenantRow): TenantPublicConfig {
  return {
    nome: tenant.nome || DEFAULT_TENANT_NAME,
    descricao: tenant.descricao || DEFAULT_TENANT_DESCRIPTION,
    slug: tenant.slug,
    logo: logoAddress(tenant.logo),
    ...publicPalette(tenant),
    links: linksOf(tenant),
    whatsapp: tenant.whatsapp_numero
      ? { numero: tenant.whatsapp_numero, mensagem: tenant.whatsapp_mensagem }
      : null,
    status: tenant.status === 1 ? 1 : 0,
    principal: isPrincipalTenant(tenant),
    database_share: tenant.database_share,
    configuracoes: settingsOf(tenant),
  };
}

export function toTenantSummary(tenant: TenantRow): TenantSummary {
  return {
    id: tenant.id,
    nome: tenant.nome,
    slug: tenant.slug,
    dominio: tenant.dominio,
    status: tenant.status === 1 ? 1 : 0,
    principal: isPrincipalTenant(tenant),
    database_share: tenant.database_share,
  };
}

/** Everything the editor shows, with "" for what is not set. */
export function toTenantRecord(
  tenant: TenantRow,
  extraHosts: readonly { host: string; pending: boolean }[],
): TenantRecord {
  return {
    id: tenant.id,
    nome: tenant.nome,
    descricao: tenant.descricao,
    slug: tenant.slug,
    logo: logoAddress(tenant.logo),
    dominio: tenant.dominio,
    dominios_adicionais: extraHosts.map((extra) => extra.host),
    dominios_pendentes: extraHosts.filter((extra) => extra.pending).map((extra) => extra.host),
    status: tenant.status === 1 ? 1 : 0,
    principal: isPrincipalTenant(tenant),
    fuso_horario: tenant.time_zone,
    paleta_cor: paletteOf(tenant.paleta_cor),
    cores: coloursOf(tenant),
    links: shownLinks(tenant),
    whatsapp: { numero: tenant.whatsapp_numero ?? "", mensagem: tenant.whatsapp_mensagem ?? "" },
    configuracoes: shownSettings(tenant),
    database_share: tenant.database_share,
    cadastro_social: allowsSocialSignup(tenant),
    cota_armazenamento_mb: tenant.storage_quota_mb,
    criado_em: tenant.created_at,
  };
}

/**
 * 'Cadastro pelo login social': whether a social sign-in that matches no account may create one (which then
 * waits for a school or class code). Off unless switched on.
 */
export function allowsSocialSignup(tenant: Pick<TenantRow, "social_signup">): boolean {
  return tenant.social_signup === 1;
}

/** The custom palette's colours as stored ("" when not chosen). */
export function coloursOf(tenant: Pick<TenantRow, "palette_primary" | "palette_text">): CustomColours {
  return { primaria: tenant.palette_primary ?? "", texto: tenant.palette_text ?? "" };
}

/**
 * The palette a page is drawn in: a custom one only with colours that still pass the check (a row written by
 * hand may hold anything), otherwise the default.
 */
function publicPalette(tenant: TenantRow): Pick<TenantPublicConfig, "paleta_cor" | "cores"> {
  const palette = paletteOf(tenant.paleta_cor);
  if (palette !== CUSTOM_PALETTE) return { paleta_cor: palette, cores: null };
  const colours = coloursOf(tenant);
  return paletteProblems(colours).length === 0
    ? { paleta_cor: CUSTOM_PALETTE, cores: colours }
    : { paleta_cor: DEFAULT_PALETTE, cores: null };
}

export function linksOf(tenant: Pick<TenantRow, "links">) {
  return parseJson(tenant.links, tenantLinks) ?? {};
}

export function settingsOf(tenant: Pick<TenantRow, "configuracoes">) {
  return parseJson(tenant.configuracoes, tenantPublicSettings) ?? {};
}

/** Every link the editor and the audit log show, "" for one not set. */
export function shownLinks(tenant: Pick<TenantRow, "links">) {
  const links = linksOf(tenant);
  return { politica_de_privacidade: links.politica_de_privacidade ?? "", wiki: links.wiki ?? "" };
}

/** Every public setting the editor and the audit log show, "" for one not set. */
export function shownSettings(tenant: Pick<TenantRow, "configuracoes">) {
  const settings = settingsOf(tenant);
  return {
    recaptcha_site_key: settings.recaptcha_site_key ?? "",
    google_login_id: settings.google_login_id ?? "",
    apple_login_id: settings.apple_login_id ?? "",
    microsoft_login_id: settings.microsoft_login_id ?? "",
  };
}

function parseJson<T>(
  text: string,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
) {
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
