import type { IssueReportSummary } from "@trilha/contracts/issue-reports.calls";
import type { SessionUser } from "@trilha/contracts/session-user";
import type { TenantPublicConfig, TenantRecord, TenantSummary } from "@trilha/contracts/tenant";
import type { SignedInUser } from "../lib/session-store.ts";

/**
 * The maker of one kind of test record: the defaults, with the fields a test names instead. Each call gets its
 * own copy, so a test that changes a record's lists or objects leaves the next one's alone.
 */
export function fixture<T extends object>(defaults: T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...structuredClone(defaults), ...overrides });
}

export function makeUser(overrides: Partial<SessionUser> = {}): SignedInUser {
  const user = {
    id: 7,
    nome: "Ana Souza",
    usuario: "12345",
    email: "ana@escola.example",
    foto: null,
    token: "token-ana",
    visitante: false,
    funcoes: { compartilhar: false, publicar: false, forca_senha: false, "administrador-plataforma": false },
    usuario_2fa: { id: 7, status: "0" as const, fatores: {} },
    cliente: null,
    ...overrides,
  };
  return { ...user, token: user.token ?? "token-ana" };
}

export function makeAdmin(overrides: Partial<SessionUser> = {}): SignedInUser {
  return makeUser({
    funcoes: { compartilhar: true, publicar: true, forca_senha: false, "administrador-plataforma": true },
    ...overrides,
  });
}

export const makeTenant = fixture<TenantPublicConfig>({
  nome: "Escola Aurora",
  descricao: "Aprender todo dia",
  slug: "aurora",
  logo: null,
  paleta_cor: "azul",
  links: {},
  whatsapp: null,
  status: 1,
  principal: true,
  database_share: null,
  configuracoes: {},
});

export const makeTenantSummary = fixture<TenantSummary>({
  id: 1,
  nome: "Escola Aurora",
  slug: "aurora",
  dominio: "aurora.example",
  status: 1,
  principal: true,
  database_share: null,
});

/** A platform as its administrators edit it (the editor's form, the audit log's undo). */
export const makeTenantRecord = fixture<TenantRecord>({
  id: 2,
  nome: "Escola Lago",
  descricao: "Aprender junto",
  slug: "lago",
  logo: null,
  dominio: "lago.example",
  dominios_adicionais: [],
  dominios_pendentes: [],
  cota_armazenamento_mb: null,
  status: 1,
  principal: false,
  fuso_horario: "America/Sao_Paulo",
  paleta_cor: "verde",
  cores: { primaria: "", texto: "" },
  links: { politica_de_privacidade: "", wiki: "" },
  whatsapp: { numero: "", mensagem: "" },
  configuracoes: {
    recaptcha_site_key: "",
    google_login_id: "",
    apple_login_id: "",
    microsoft_login_id: "",
  },
  database_share: null,
  cadastro_social: false,
  criado_em: "2026-11-20T10:00:00.000Z",
});

/** A problem report as the administrators' list shows it: new, unassigned, without a screenshot. */
export const makeIssueReport = fixture<IssueReportSummary>({
  id: 1,
  criado_em: "2026-11-20T13:45:00.000Z",
  usuario: { id: 7, nome: "Ana Souza", usuario: "1001" },
  visitante: null,
  rota: "/logado/turmas",
  categoria: { id: 4, titulo: "Outros." },
  descricao: "O botão some",
  pro_codigo: null,
  tem_print: false,
  situacao: "novo",
  atribuido_a: null,
  avisar_resolucao: false,
  resolvido_em: null,
  notas: 0,
});
