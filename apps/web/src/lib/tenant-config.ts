import {
  DEFAULT_PALETTE,
  DEFAULT_TENANT_DESCRIPTION,
  DEFAULT_TENANT_NAME,
  TENANT_CONFIG_ELEMENT_ID,
  type TenantPublicConfig,
  tenantPublicConfig,
} from "@trilha/contracts/tenant";

/**
 * Used when the page carries no valid tenant config (the Vite dev server, a broken deploy). It claims as little
 * as possible: an active, non-principal tenant with the default look; the server remains the real check.
 */
export const FALLBACK_TENANT: TenantPublicConfig = {
  nome: DEFAULT_TENANT_NAME,
  descricao: DEFAULT_TENANT_DESCRIPTION,
  slug: "",
  logo: null,
  paleta_cor: DEFAULT_PALETTE,
  links: {},
  whatsapp: null,
  status: 1,
  principal: false,
  database_share: null,
  configuracoes: {},
};

/** Reads the tenant config the server inlines into index.html (`<script type="application/json">`). */
export function readTenantConfig(doc: Document = document): TenantPublicConfig {
  const text = doc.getElementById(TENANT_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return FALLBACK_TENANT;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return FALLBACK_TENANT;
  }
  const parsed = tenantPublicConfig.safeParse(json);
  if (!parsed.success) return FALLBACK_TENANT;
  const config = parsed.data;
  return {
    ...config,
    nome: config.nome.trim() || DEFAULT_TENANT_NAME,
    descricao: config.descricao.trim() || DEFAULT_TENANT_DESCRIPTION,
  };
}
