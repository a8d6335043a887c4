import { z } from "zod/mini";

export const DEFAULT_PALETTE = "default";
export const PALETTES = ["default", "azul", "verde", "vinho"] as const;
export type Palette = (typeof PALETTES)[number];

export function paletteOf(value: string | null | undefined): Palette {
  return (PALETTES as readonly string[]).includes(value ?? "") ? (value as Palette) : DEFAULT_PALETTE;
}

export const tenantLinks = z.object({
  politica_de_privacidade: z.optional(z.string().check(z.url())),
  wiki: z.optional(z.string().check(z.url())),
});

/** Keys that may be shown to a browser. Secrets (captcha secret, SMTP, …) live in server config only. */
export const tenantPublicSettings = z.object({
  recaptcha_site_key: z.optional(z.string()),
  google_login_id: z.optional(z.string()),
  apple_login_id: z.optional(z.string()),
  microsoft_login_id: z.optional(z.string()),
});

/** What the served index.html carries inline, so the first paint is already the tenant's. */
export const tenantPublicConfig = z.object({
  nome: z.string(),
  descricao: z.string(),
  slug: z.string(),
  logo: z.nullable(z.string()),
  paleta_cor: z.string(),
  links: tenantLinks,
  whatsapp: z.nullable(z.object({ numero: z.string(), mensagem: z.nullable(z.string()) })),
  status: z.union([z.literal(0), z.literal(1)]),
  principal: z.boolean(),
  database_share: z.nullable(z.string()),
  configuracoes: tenantPublicSettings,
});
export type TenantPublicConfig = z.infer<typeof tenantPublicConfig>;

export const TENANT_CONFIG_ELEMENT_ID = "tenant-config";

export const tenantSummary = z.object({
  id: z.number().check(z.int()),
  nome: z.string(),
  slug: z.string(),
  dominio: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  principal: z.boolean(),
  database_share: z.nullable(z.string()),
});
export type TenantSummary = z.infer<typeof tenantSummary>;

/** Spec §9: fallbacks when a tenant has no name or description of its own. */
export const DEFAULT_TENANT_NAME = "Trilha";
export const DEFAULT_TENANT_DESCRIPTION = "Plataforma de aprendizagem on-line";
