import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

/**
 * The tables as the queries see them. Booleans are 0/1 integers and times are ISO-8601 UTC strings,
 * so one set of queries runs unchanged on SQLite and PostgreSQL.
 * Every tenant-owned table carries `scope` (see TenantScope) and an index that starts with it.
 */
export interface Database {
  tenants: TenantTable;
  tenant_hosts: TenantHostTable;
  users: UserTable;
  sessions: SessionTable;
  issue_categories: IssueCategoryTable;
  terms_versions: TermsVersionTable;
  key_checks: KeyCheckTable;
  jobs: JobTable;
}

export interface TenantTable {
  id: Generated<number>;
  nome: string;
  descricao: string;
  slug: string;
  logo: string | null;
  dominio: string;
  status: number;
  principal: number;
  paleta_cor: string;
  /** A custom palette's main colour and the text on it (`#rrggbb`), or null; optional on insert. */
  palette_primary: ColumnType<string | null, string | null | undefined, string | null>;
  palette_text: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON: { politica_de_privacidade?, wiki? } */
  links: string;
  database_share: string | null;
  whatsapp_numero: string | null;
  whatsapp_mensagem: string | null;
  /** JSON of the public keys only (site/client ids); secrets stay in server config. */
  configuracoes: string;
  created_at: string;
  /** IANA time zone the tenant's dates are shown and read in; optional on insert. */
  time_zone: ColumnType<string, string | undefined, string>;
  /**
   * 1 when a social sign-in that matches no account creates one ('Cadastro pelo login social'), which then
   * waits for a school or class code; 0 (the default) refuses it. Optional on insert.
   */
  social_signup: ColumnType<number, number | undefined, number>;
  /** What the platform's files may hold together, in MB, as its administrator set it; null: no limit. */
  storage_quota_mb: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A host name a tenant answers on besides its `dominio`; unique across every tenant, as `dominio` is. */
export interface TenantHostTable {
  id: Generated<number>;
  tenant_id: number;
  host: string;
  /** When the principal tenant's administrators approved it (or added it); null: pending, answering nothing. */
  approved_at: string | null;
}

export interface UserTable {
  id: Generated<number>;
  scope: string;
  usuario: string;
  nome: string;
  email: string | null;
  /** 1 when the user typed the e-mail in themselves, unconfirmed: it never links a social sign-in. */
  email_self_asserted: ColumnType<number, number | undefined, number>;
  foto: string | null;
  password_hash: string | null;
  /** Set only for a generated one-time password, which stops working then; optional on insert. */
  password_expires_at: ColumnType<string | null, string | null | undefined, string | null>;
  can_share: number;
  can_publish: number;
  must_change_password: number;
  platform_admin: number;
  client_id: number | null;
  two_factor_enabled: number;
  created_at: string;
  /** 'student', 'teacher', 'staff' or 'guardian'; null for an account that is none (an administrator). */
  kind: ColumnType<string | null, string | null | undefined, string | null>;
  /** The id the school's system gave the person (OneRoster `sourcedId`), kept by imports. */
  sourced_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set when the school deactivated the person: no sign-in, history kept. */
  deactivated_at: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * 1 for an account a social sign-in created until it joins a school or a class by its join code; optional on
   * insert (0).
   */
  awaiting_school: ColumnType<number, number | undefined, number>;
}

export interface SessionTable {
  id: Generated<number>;
  scope: string;
  tenant_id: number;
  user_id: number;
  /** SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  /** Opaque id shown to the user's device list in place of the token. */
  handle: string;
  device_name: string;
  device_type: string;
  created_at: string;
  last_access_at: string;
  /** The path of the page the session was last on (sent with its API calls); optional on insert. */
  current_route: ColumnType<string | null, string | null | undefined, string | null>;
  expires_at: string;
  /** The platform administrator acting through this session when it is a visiting one; else null. */
  visitor_id: number | null;
  /** When its user last confirmed their password through it (recent-session calls); optional on insert. */
  reauthenticated_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Reference data shared by every tenant. */
export interface IssueCategoryTable {
  id: Generated<number>;
  chave: string;
  titulo: string;
}

/** Reference data: each published version of the terms of use, per language; the highest is current. */
export interface TermsVersionTable {
  id: Generated<number>;
  versao: number;
  idioma: string;
  titulo: string;
  texto: string;
  published_at: string;
}

/** Server-wide: the fingerprint of each key the instances must agree on (providers/secrets/key-check.ts). */
export interface KeyCheckTable {
  name: string;
  fingerprint: string;
  created_at: string;
}

export type TenantRow = Selectable<TenantTable>;
export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type SessionRow = Selectable<SessionTable>;

/**
 * A piece of background work (global: any instance claims it; `job_scope` names the tenants' scope it works in,
 * null for work across scopes). `payload` is the handler's JSON.
 */
export interface JobTable {
  id: Generated<number>;
  kind: string;
  job_scope: string | null;
  payload: string;
  /** One job per key: a recurring job's period, so every instance may schedule it and one runs. */
  unique_key: string | null;
  state: "pending" | "running" | "done" | "dead";
  attempts: Generated<number>;
  /** Not before: the first run, or the next try after a failure. */
  run_at: string;
  /** While running: after it, an instance that died holding the job has let it go. */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * Every table holds one scope's rows unless it is declared global below, with the reason: `scoped` filters and
 * fills the `scope` column of every other table, and `db/schema.test.ts` fails on a table of the database that
 * is not global and lacks a `scope` column or an index starting with it. A module's own tables are typed in its
 * repository, merged into `Database` (`declare module "../../db/schema.ts" { interface Database { … } }`), so a
 * new table touches no shared file.
 */
/** Tables shared by every tenant, each with the reason it carries no scope. */
export const GLOBAL_TABLES = {
  tenants: "the tenants themselves: a host name is resolved to its tenant, and so to its scope, from here",
  tenant_hosts:
    "a tenant's other host names, resolved to the tenant before any scope is known, as tenants.dominio is",
  issue_categories: "the platform's fixed list of problem categories, the same on every tenant",
  terms_versions: "the platform's terms of use, one text per version and language for every tenant",
  key_checks: "the fingerprint of the instance's secrets key, which belongs to the installation",
  jobs: "background work any instance claims, across tenants (retention) or for one (a job names its scope)",
  skills: "the national curriculum's skills (BNCC), reference data the same for every tenant",
} as const satisfies Partial<Record<keyof Database, string>>;

export type GlobalTable = keyof typeof GLOBAL_TABLES;

/** Tables holding one scope's rows: all but the global ones. */
export type ScopedTable = Exclude<keyof Database, GlobalTable>;

const GLOBAL_NAMES: ReadonlySet<string> = new Set(Object.keys(GLOBAL_TABLES));

export function isScopedTable(name: string): boolean {
  return !GLOBAL_NAMES.has(name);
}
