/**
 * The rules a platform's fields follow (spec §1, §5), shared by the editor, which shows each problem beside its
 * field, and the server, which refuses the first one. Each problem names the field and a code; both sides turn
 * the code into the catalogue's `tenants.problems.<code>`.
 */

import { TENANT_STORAGE_QUOTA_MAX_MB } from "../limits.ts";
import { CUSTOM_PALETTE } from "../tenant-page.ts";
import { isTimeZone } from "./grading-periods.ts";
import { type PaletteProblemCode, paletteProblems } from "./palette-contrast.ts";

export const TENANT_NAME_MAX_LENGTH = 120;
export const TENANT_DESCRIPTION_MAX_LENGTH = 500;
export const TENANT_SLUG_MAX_LENGTH = 63;
export const TENANT_DOMAIN_MAX_LENGTH = 253;
export const TENANT_URL_MAX_LENGTH = 500;
/** Host names a platform may answer on besides its domain. */
export const TENANT_EXTRA_HOSTS_MAX = 10;
export const TENANT_WHATSAPP_NUMBER_MAX_LENGTH = 15;
export const TENANT_WHATSAPP_MESSAGE_MAX_LENGTH = 500;
export const TENANT_PUBLIC_ID_MAX_LENGTH = 200;

/**
 * Administration pages whose path sits where a platform's slug goes (`/logado/administracao/{slug}`): a platform
 * named so could never be reached there.
 */
export const RESERVED_SLUGS: readonly string[] = [
  "auditoria",
  "problemas-reportados",
  "avisos",
  "anuncios",
  "termos",
  "importar",
];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A host name of letters, digits and hyphens in dot-separated labels: nothing that could carry a port, user or path. */
const DOMAIN_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const IPV4 = /^\d+(?:\.\d+){3}$/;
const DIGITS = /^[0-9]+$/;
/** Site keys and client ids are printable tokens (e.g. `123-abc.apps.googleusercontent.com`, a GUID). */
const PUBLIC_ID = /^[A-Za-z0-9._:-]+$/;

export const TENANT_PUBLIC_ID_KEYS = [
  "recaptcha_site_key",
  "google_login_id",
  "apple_login_id",
  "microsoft_login_id",
] as const;
export type TenantPublicIdKey = (typeof TENANT_PUBLIC_ID_KEYS)[number];

export const TENANT_LINK_KEYS = ["politica_de_privacidade", "wiki"] as const;
export type TenantLinkKey = (typeof TENANT_LINK_KEYS)[number];

/**
 * Every field a change to a platform is audited under: the fields a problem can be about (`TenantField`), the
 * palette, the logo and the social sign-up switch (recorded as "1" or "0").
 */
export const TENANT_AUDITED_FIELDS = [
  "nome",
  "descricao",
  "slug",
  "dominio",
  "dominios_adicionais",
  "fuso_horario",
  "status",
  "paleta_cor",
  "cores.primaria",
  "cores.texto",
  "logo",
  "database_share",
  "links.politica_de_privacidade",
  "links.wiki",
  "whatsapp.numero",
  "whatsapp.mensagem",
  "configuracoes.recaptcha_site_key",
  "configuracoes.google_login_id",
  "configuracoes.apple_login_id",
  "configuracoes.microsoft_login_id",
  "cadastro_social",
  "cota_armazenamento_mb",
] as const;
export type TenantAuditedField = (typeof TENANT_AUDITED_FIELDS)[number];

/** The fields a problem can be about, as the body names them (nested ones with a dot). */
export type TenantField = Exclude<TenantAuditedField, "paleta_cor" | "logo" | "cadastro_social">;

export type TenantProblemCode =
  | "nameRequired"
  | "nameTooLong"
  | "descriptionTooLong"
  | "slugFormat"
  | "slugReserved"
  | "domainFormat"
  | "domainIp"
  | "domainRepeated"
  | "tooManyDomains"
  | "timeZoneUnknown"
  | "urlFormat"
  | "whatsappDigits"
  | "whatsappMessageTooLong"
  | "publicIdFormat"
  | "shareFormat"
  | "quotaFormat"
  | PaletteProblemCode;

export interface TenantProblem {
  field: TenantField;
  code: TenantProblemCode;
  /** A contrast problem's lowest ratio (`{{ratio}}` in its message). */
  ratio?: string;
}

/** What the editor sends; a field left out is not changed (every one is optional here). */
export interface TenantFieldValues {
  nome?: string | undefined;
  descricao?: string | undefined;
  slug?: string | undefined;
  dominio?: string | undefined;
  dominios_adicionais?: readonly string[] | undefined;
  /** 'Fuso horário': an IANA zone the runtime knows. */
  fuso_horario?: string | undefined;
  database_share?: string | null | undefined;
  paleta_cor?: string | undefined;
  /** The custom palette's colours: checked whenever `paleta_cor` is "personalizada", "" meaning not chosen. */
  cores?: { primaria: string; texto: string } | undefined;
  links?: Partial<Record<TenantLinkKey, string>> | undefined;
  whatsapp?: { numero?: string | undefined; mensagem?: string | undefined } | undefined;
  configuracoes?: Partial<Record<TenantPublicIdKey, string>> | undefined;
  /** 'Cota de armazenamento' in MB: a whole number from 1 to TENANT_STORAGE_QUOTA_MAX_MB, or null for none. */
  cota_armazenamento_mb?: number | null | undefined;
}

export function isTenantSlug(value: string): boolean {
  return value.length <= TENANT_SLUG_MAX_LENGTH && SLUG.test(value);
}

export function isTenantDomain(value: string): boolean {
  return DOMAIN_NAME.test(value) && !IPV4.test(value);
}

/** An http(s) address, or empty (no link). */
export function isWebAddress(value: string): boolean {
  if (value === "") return true;
  if (value.length > TENANT_URL_MAX_LENGTH) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Every problem of the given values, in the order of the form; empty when they can be saved. */
export function tenantFieldProblems(values: TenantFieldValues): TenantProblem[] {
  const problems: TenantProblem[] = [];
  const add = (field: TenantField, code: TenantProblemCode) => problems.push({ field, code });
  if (values.nome !== undefined) {
    if (values.nome.trim() === "") add("nome", "nameRequired");
    else if (values.nome.trim().length > TENANT_NAME_MAX_LENGTH) add("nome", "nameTooLong");
  }
  if (values.descricao !== undefined && values.descricao.trim().length > TENANT_DESCRIPTION_MAX_LENGTH) {
    add("descricao", "descriptionTooLong");
  }
  if (values.slug !== undefined) {
    if (!isTenantSlug(values.slug)) add("slug", "slugFormat");
    else if (RESERVED_SLUGS.includes(values.slug)) add("slug", "slugReserved");
  }
  if (values.dominio !== undefined) {
    if (IPV4.test(values.dominio)) add("dominio", "domainIp");
    else if (!isTenantDomain(values.dominio)) add("dominio", "domainFormat");
  }
  const extra = values.dominios_adicionais;
  if (extra !== undefined) {
    const bad = extra.find((host) => IPV4.test(host) || !isTenantDomain(host));
    if (extra.length > TENANT_EXTRA_HOSTS_MAX) add("dominios_adicionais", "tooManyDomains");
    else if (bad !== undefined) add("dominios_adicionais", IPV4.test(bad) ? "domainIp" : "domainFormat");
    else if (
      new Set(extra).size < extra.length ||
      (values.dominio !== undefined && extra.includes(values.dominio))
    )
      add("dominios_adicionais", "domainRepeated");
  }
  if (values.fuso_horario !== undefined && !isTimeZone(values.fuso_horario)) {
    add("fuso_horario", "timeZoneUnknown");
  }
  if (values.database_share !== undefined && values.database_share !== null) {
    if (!isTenantSlug(values.database_share)) add("database_share", "shareFormat");
  }
  if (values.paleta_cor === CUSTOM_PALETTE) {
    problems.push(...paletteProblems(values.cores ?? { primaria: "", texto: "" }));
  }
  for (const key of TENANT_LINK_KEYS) {
    const link = values.links?.[key];
    if (link !== undefined && !isWebAddress(link.trim())) add(`links.${key}`, "urlFormat");
  }
  const numero = values.whatsapp?.numero;
  if (
    numero !== undefined &&
    numero !== "" &&
    !(DIGITS.test(numero) && numero.length <= TENANT_WHATSAPP_NUMBER_MAX_LENGTH)
  ) {
    add("whatsapp.numero", "whatsappDigits");
  }
  const mensagem = values.whatsapp?.mensagem;
  if (mensagem !== undefined && mensagem.trim().length > TENANT_WHATSAPP_MESSAGE_MAX_LENGTH) {
    add("whatsapp.mensagem", "whatsappMessageTooLong");
  }
  for (const key of TENANT_PUBLIC_ID_KEYS) {
    const id = values.configuracoes?.[key];
    if (id !== undefined && id !== "" && !(PUBLIC_ID.test(id) && id.length <= TENANT_PUBLIC_ID_MAX_LENGTH)) {
      add(`configuracoes.${key}`, "publicIdFormat");
    }
  }
  const quota = values.cota_armazenamento_mb;
  if (
    quota !== undefined &&
    quota !== null &&
    !(Number.isInteger(quota) && quota >= 1 && quota <= TENANT_STORAGE_QUOTA_MAX_MB)
  ) {
    add("cota_armazenamento_mb", "quotaFormat");
  }
  return problems;
}
