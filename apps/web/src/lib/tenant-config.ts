import type { TenantPublicConfig } from "@trilha/contracts/tenant";
import {
  DEFAULT_PALETTE,
  DEFAULT_TENANT_DESCRIPTION,
  DEFAULT_TENANT_NAME,
  TENANT_CONFIG_ELEMENT_ID,
} from "@trilha/contracts/tenant-page";
import { isRecord, isText, isTextOrNull } from "./json-shape.ts";

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

/**
 * Whether inline JSON has the shape of `tenantPublicConfig`. Checked by hand, not with the schema: the page
 * reads it before anything else, and the sign-in page never downloads the schemas. The server builds it from its
 * own checked rows (tenant-config.ts); this guards against a broken deploy, not against the server.
 */
export function isTenantPublicConfig(value: unknown): value is TenantPublicConfig {
  if (!isRecord(value)) return false;
  const { links, configuracoes, whatsapp, cores } = value;
  return (
    [value.nome, value.descricao, value.slug, value.paleta_cor].every(isText) &&
    isTextOrNull(value.logo) &&
    isTextOrNull(value.database_share) &&
    (value.status === 0 || value.status === 1) &&
    typeof value.principal === "boolean" &&
    isRecord(links) &&
    [links.politica_de_privacidade, links.wiki].every((link) => link === undefined || isText(link)) &&
    isRecord(configuracoes) &&
    Object.values(configuracoes).every((setting) => setting === undefined || isText(setting)) &&
    (whatsapp === null ||
      (isRecord(whatsapp) && isText(whatsapp.numero) && isTextOrNull(whatsapp.mensagem))) &&
    (cores === undefined ||
      cores === null ||
      (isRecord(cores) && isText(cores.primaria) && isText(cores.texto)))
  );
}

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
  if (!isTenantPublicConfig(json)) return FALLBACK_TENANT;
  const config = json;
  return {
    ...config,
    nome: config.nome.trim() || DEFAULT_TENANT_NAME,
    descricao: config.descricao.trim() || DEFAULT_TENANT_DESCRIPTION,
  };
}
