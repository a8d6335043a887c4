import { DEFAULT_TIME_ZONE } from "@trilha/contracts/rules/grading-periods";
import type { CustomColours } from "@trilha/contracts/rules/palette-contrast";
import { type TenantField, tenantFieldProblems } from "@trilha/contracts/rules/tenant-fields";
import type { TenantFields, TenantRecord } from "@trilha/contracts/tenant";
import type { Palette } from "@trilha/contracts/tenant-page";
import { CUSTOM_PALETTE, DEFAULT_PALETTE } from "@trilha/contracts/tenant-page";

/** What the editor's fields hold: text as typed, the share as a choice among the existing ones or a new name. */
export interface TenantFormValues {
  nome: string;
  descricao: string;
  slug: string;
  dominio: string;
  /** The other host names, one per line as typed. */
  dominios_adicionais: string;
  /** 'Fuso horário': an IANA zone. */
  fuso_horario: string;
  status: 0 | 1;
  paleta_cor: Palette;
  /** The custom palette's colours, as the colour pickers hold them. */
  cores: CustomColours;
  politica_de_privacidade: string;
  wiki: string;
  whatsapp_numero: string;
  whatsapp_mensagem: string;
  recaptcha_site_key: string;
  google_login_id: string;
  apple_login_id: string;
  microsoft_login_id: string;
  /** 'Cadastro pelo login social': a social sign-in that matches no account creates one, waiting for a code. */
  cadastro_social: boolean;
  /** 'Cota de armazenamento' in MB as typed; "" for no limit. */
  cota_armazenamento_mb: string;
  /** "" for none, an existing share's name, or NEW_SHARE with `novo_compartilhamento`. */
  compartilhamento: string;
  novo_compartilhamento: string;
}

export const NEW_SHARE = "\u0000new";

/** Where the colour pickers start before a custom palette was ever saved: the default palette's own colours. */
const STARTING_COLOURS: CustomColours = { primaria: "#0b5c63", texto: "#ffffff" };

export const EMPTY_TENANT_FORM: TenantFormValues = {
  nome: "",
  descricao: "",
  slug: "",
  dominio: "",
  dominios_adicionais: "",
  fuso_horario: DEFAULT_TIME_ZONE,
  status: 1,
  paleta_cor: DEFAULT_PALETTE,
  cores: STARTING_COLOURS,
  politica_de_privacidade: "",
  wiki: "",
  whatsapp_numero: "",
  whatsapp_mensagem: "",
  recaptcha_site_key: "",
  google_login_id: "",
  apple_login_id: "",
  microsoft_login_id: "",
  cadastro_social: false,
  cota_armazenamento_mb: "",
  compartilhamento: "",
  novo_compartilhamento: "",
};

export function formValuesOf(record: TenantRecord): TenantFormValues {
  return {
    nome: record.nome,
    descricao: record.descricao,
    slug: record.slug,
    dominio: record.dominio,
    dominios_adicionais: record.dominios_adicionais.join("\n"),
    fuso_horario: record.fuso_horario,
    status: record.status,
    paleta_cor: record.paleta_cor,
    cores: {
      primaria: record.cores.primaria || STARTING_COLOURS.primaria,
      texto: record.cores.texto || STARTING_COLOURS.texto,
    },
    politica_de_privacidade: record.links.politica_de_privacidade,
    wiki: record.links.wiki,
    whatsapp_numero: record.whatsapp.numero,
    whatsapp_mensagem: record.whatsapp.mensagem,
    ...record.configuracoes,
    cadastro_social: record.cadastro_social,
    cota_armazenamento_mb: record.cota_armazenamento_mb === null ? "" : String(record.cota_armazenamento_mb),
    compartilhamento: record.database_share ?? "",
    novo_compartilhamento: "",
  };
}

/** The share the form names: null for none. */
export function shareOf(values: TenantFormValues): string | null {
  const share =
    values.compartilhamento === NEW_SHARE ? values.novo_compartilhamento : values.compartilhamento;
  return share.trim() === "" ? null : share.trim();
}

/** The quota as typed: null for none, a number otherwise (NaN for what is none, which the rules refuse). */
function quotaOf(values: TenantFormValues): number | null {
  const typed = values.cota_armazenamento_mb.trim();
  return typed === "" ? null : /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
}

/** What the main tenant's administrators alone may change: the share (not of the platform in use), the quota. */
export interface Privileged {
  share: boolean;
  quota: boolean;
}

/** The call's body; the share and the quota are sent only where the form may change them. */
export function fieldsOf(values: TenantFormValues, may: Privileged): TenantFields {
  return {
    nome: values.nome,
    descricao: values.descricao,
    slug: values.slug,
    dominio: values.dominio,
    dominios_adicionais: values.dominios_adicionais
      .split("\n")
      .map((host) => host.trim())
      .filter((host) => host !== ""),
    fuso_horario: values.fuso_horario,
    status: values.status,
    paleta_cor: values.paleta_cor,
    // The colours are sent with the custom palette only: choosing a ready-made one leaves them as they were.
    ...(values.paleta_cor === CUSTOM_PALETTE ? { cores: values.cores } : {}),
    links: { politica_de_privacidade: values.politica_de_privacidade, wiki: values.wiki },
    whatsapp: { numero: values.whatsapp_numero, mensagem: values.whatsapp_mensagem },
    configuracoes: {
      recaptcha_site_key: values.recaptcha_site_key,
      google_login_id: values.google_login_id,
      apple_login_id: values.apple_login_id,
      microsoft_login_id: values.microsoft_login_id,
    },
    cadastro_social: values.cadastro_social,
    ...(may.share ? { database_share: shareOf(values) } : {}),
    ...(may.quota ? { cota_armazenamento_mb: quotaOf(values) } : {}),
  };
}

/** The form field each field of the body (and of the server's `campo`) is shown beside. */
export const FORM_FIELD_OF: Record<TenantField, FormField> = {
  nome: "nome",
  descricao: "descricao",
  slug: "slug",
  dominio: "dominio",
  dominios_adicionais: "dominios_adicionais",
  fuso_horario: "fuso_horario",
  status: "status",
  database_share: "novo_compartilhamento",
  "links.politica_de_privacidade": "politica_de_privacidade",
  "links.wiki": "wiki",
  "whatsapp.numero": "whatsapp_numero",
  "whatsapp.mensagem": "whatsapp_mensagem",
  "configuracoes.recaptcha_site_key": "recaptcha_site_key",
  "configuracoes.google_login_id": "google_login_id",
  "configuracoes.apple_login_id": "apple_login_id",
  "configuracoes.microsoft_login_id": "microsoft_login_id",
  "cores.primaria": "cor_primaria",
  "cores.texto": "cor_texto",
  cota_armazenamento_mb: "cota_armazenamento_mb",
};

/** A form field, or one of the custom palette's two colours (which share the value `cores`). */
export type FormField = Exclude<keyof TenantFormValues, "cores"> | "cor_primaria" | "cor_texto";

export type FormErrors = Partial<Record<FormField, string>>;

/** The problems of the values, by form field, as catalogue keys under `tenants.problems`. */
export function problemsOf(values: TenantFormValues, may: Privileged) {
  const fields = fieldsOf(values, may);
  return tenantFieldProblems({ ...fields, nome: fields.nome ?? "" }).map((problem) => ({
    field: FORM_FIELD_OF[problem.field],
    code: problem.code,
    ratio: problem.ratio,
  }));
}
