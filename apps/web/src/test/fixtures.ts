import type { SessionUser } from "@trilha/contracts/session-user";
import type { TenantPublicConfig, TenantSummary } from "@trilha/contracts/tenant";
import type { SignedInUser } from "../lib/session-store.ts";

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

export function makeTenant(overrides: Partial<TenantPublicConfig> = {}): TenantPublicConfig {
  return {
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
    ...overrides,
  };
}

export function makeTenantSummary(overrides: Partial<TenantSummary> = {}): TenantSummary {
  return {
    id: 1,
    nome: "Escola Aurora",
    slug: "aurora",
    dominio: "aurora.example",
    status: 1,
    principal: true,
    database_share: null,
    ...overrides,
  };
}
