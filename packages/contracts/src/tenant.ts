import { z } from "zod/mini";
import { TENANT_STORAGE_QUOTA_MAX_MB } from "./limits.ts";
import { PALETTES } from "./tenant-page.ts";

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
  /** The colours of a custom palette (`paleta_cor` "personalizada"); absent otherwise. */
  cores: z.optional(z.nullable(z.object({ primaria: z.string(), texto: z.string() }))),
});
export type TenantPublicConfig = z.infer<typeof tenantPublicConfig>;

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

/** Longest text any field of the editor's body may carry; the rules (rules/tenant-fields.ts) say what fits. */
const FIELD_INPUT_MAX_LENGTH = 1000;

export const tenantFieldText = z.string().check(z.maxLength(FIELD_INPUT_MAX_LENGTH));
const text = tenantFieldText;

/**
 * A platform's fields as the editor sends them: a field left out stays as it is; an empty link, WhatsApp number
 * or public id removes it; `database_share` null makes the platform its own data scope.
 */
export const tenantFields = z.object({
  nome: z.optional(text),
  descricao: z.optional(text),
  slug: z.optional(text),
  dominio: z.optional(text),
  /** Other host names the platform answers on (the list replaces the one stored). */
  dominios_adicionais: z.optional(z.array(text).check(z.maxLength(20))),
  status: z.optional(z.union([z.literal(0), z.literal(1)])),
  /** 'Fuso horário': the IANA zone dates are shown and typed in (rules/time-zones.ts). */
  fuso_horario: z.optional(text),
  paleta_cor: z.optional(z.enum(PALETTES)),
  links: z.optional(
    z.object({
      politica_de_privacidade: z.optional(text),
      wiki: z.optional(text),
    }),
  ),
  whatsapp: z.optional(z.object({ numero: z.optional(text), mensagem: z.optional(text) })),
  configuracoes: z.optional(
    z.object({
      recaptcha_site_key: z.optional(text),
      google_login_id: z.optional(text),
      apple_login_id: z.optional(text),
      microsoft_login_id: z.optional(text),
    }),
  ),
  database_share: z.optional(z.nullable(text)),
  /**
   * 'Cota de armazenamento': what the platform's files may hold together, in MB; null for no limit. Set by the
   * main tenant's administrators, who run the machines.
   */
  cota_armazenamento_mb: z.optional(
    z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(TENANT_STORAGE_QUOTA_MAX_MB))),
  ),
  /**
   * 'Cadastro pelo login social': a social identity that matches no account may create one, which then waits
   * for a school or class code. Off, such an identity is refused (only linked identities and verified e-mails
   * the school registered sign in).
   */
  cadastro_social: z.optional(z.boolean()),
  /** A custom palette's colours, `#rrggbb`; kept when another palette is chosen, used with "personalizada". */
  cores: z.optional(z.object({ primaria: text, texto: text })),
});
export type TenantFields = z.infer<typeof tenantFields>;

/** Everything about one platform its editor shows (spec §1); no secret is kept on a tenant at all. */
export const tenantRecord = z.object({
  id: z.number().check(z.int()),
  nome: z.string(),
  descricao: z.string(),
  slug: z.string(),
  /** The address the logo is served at on the platform's own host, or null. */
  logo: z.nullable(z.string()),
  dominio: z.string(),
  dominios_adicionais: z.array(z.string()),
  /** Those of them that wait for the principal tenant's administrators to approve them, answering nothing yet. */
  dominios_pendentes: z.array(z.string()),
  /** 'Cota de armazenamento' in MB; null: no limit. */
  cota_armazenamento_mb: z.nullable(z.number()),
  status: z.union([z.literal(0), z.literal(1)]),
  principal: z.boolean(),
  /** 'Fuso horário': dates are shown and typed in this IANA zone (America/Sao_Paulo unless set). */
  fuso_horario: z.string(),
  paleta_cor: z.enum(PALETTES),
  /** The custom palette's colours ("" when none was ever chosen). */
  cores: z.object({ primaria: z.string(), texto: z.string() }),
  links: z.object({ politica_de_privacidade: z.string(), wiki: z.string() }),
  whatsapp: z.object({ numero: z.string(), mensagem: z.string() }),
  configuracoes: z.object({
    recaptcha_site_key: z.string(),
    google_login_id: z.string(),
    apple_login_id: z.string(),
    microsoft_login_id: z.string(),
  }),
  database_share: z.nullable(z.string()),
  /** Whether a social sign-in may create an account (see `tenantFields`); off unless switched on. */
  cadastro_social: z.boolean(),
  criado_em: z.string(),
});
export type TenantRecord = z.infer<typeof tenantRecord>;
