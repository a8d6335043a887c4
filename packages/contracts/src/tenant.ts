import { z } from "zod";

export const DEFAULT_PALETTE = "default";
export const PALETTES = ["default", "azul", "verde", "vinho"] as const;
export type Palette = (typeof PALETTES)[number];

export function paletteOf(value: string | null | undefined): Palette {
  return (PALETTES as readonly string[]).includes(value ?? "") ? (value as Palette) : DEFAULT_PALETTE;
}

export const tenantLinks = z.object({
  politica_de_privacidade: z.string().url().optional(),
  wiki: z.string().url().optional(),
});

/** Keys that may be shown to a browser. Secrets (captcha secret, SMTP, …) live in server config only. */
export const tenantPublicSettings = z.object({
  recaptcha_site_key: z.string().optional(),
  google_login_id: z.string().optional(),
  apple_login_id: z.string().optional(),
  microsoft_login_id: z.string().optional(),
});

/** What the served index.html carries inline, so the first paint is already the tenant's. */
export const tenantPublicConfig = z.object({
  nome: z.string(),
  descricao: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  paleta_cor: z.string(),
  links: tenantLinks,
  whatsapp: z.object({ numero: z.string(), mensagem: z.string().nullable() }).nullable(),
  status: z.union([z.literal(0), z.literal(1)]),
  principal: z.boolean(),
  database_share: z.string().nullable(),
  configuracoes: tenantPublicSettings,
});
export type TenantPublicConfig = z.infer<typeof tenantPublicConfig>;

export const TENANT_CONFIG_ELEMENT_ID = "tenant-config";

export const tenantSummary = z.object({
  id: z.number().int(),
  nome: z.string(),
  slug: z.string(),
  dominio: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  principal: z.boolean(),
  database_share: z.string().nullable(),
});
export type TenantSummary = z.infer<typeof tenantSummary>;

/** Spec §9: fallbacks when a tenant has no name or description of its own. */
export const DEFAULT_TENANT_NAME = "Trilha";
export const DEFAULT_TENANT_DESCRIPTION = "Plataforma de aprendizagem on-line";
