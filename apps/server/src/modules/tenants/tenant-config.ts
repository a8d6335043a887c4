import {
  DEFAULT_TENANT_DESCRIPTION,
  DEFAULT_TENANT_NAME,
  paletteOf,
  type TenantPublicConfig,
  type TenantSummary,
  tenantLinks,
  tenantPublicSettings,
} from "@trilha/contracts/tenant";
import type { TenantRow } from "../../db/schema.ts";
import { isPrincipalTenant } from "./tenant.policy.ts";

/** Maps a tenant row to what a browser may see; unknown keys in the JSON columns are dropped. */
export function toPublicConfig(tenant: TenantRow): TenantPublicConfig {
  return {
    nome: tenant.nome || DEFAULT_TENANT_NAME,
    descricao: tenant.descricao || DEFAULT_TENANT_DESCRIPTION,
    slug: tenant.slug,
    logo: tenant.logo,
    paleta_cor: paletteOf(tenant.paleta_cor),
    links: parseJson(tenant.links, tenantLinks) ?? {},
    whatsapp: tenant.whatsapp_numero
      ? { numero: tenant.whatsapp_numero, mensagem: tenant.whatsapp_mensagem }
      : null,
    status: tenant.status === 1 ? 1 : 0,
    principal: isPrincipalTenant(tenant),
    database_share: tenant.database_share,
    configuracoes: parseJson(tenant.configuracoes, tenantPublicSettings) ?? {},
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
