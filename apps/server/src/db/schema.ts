import type { Generated, Insertable, Selectable } from "kysely";

/**
 * The tables as the queries see them. Booleans are 0/1 integers and times are ISO-8601 UTC strings,
 * so one set of queries runs unchanged on SQLite and PostgreSQL.
 * Every tenant-owned table carries `scope` (see TenantScope) and an index that starts with it.
 */
export interface Database {
  tenants: TenantTable;
  users: UserTable;
  clients: ClientTable;
  two_factor_factors: TwoFactorFactorTable;
  sessions: SessionTable;
  login_attempts: LoginAttemptTable;
  networks: NetworkTable;
  network_managers: NetworkMemberTable;
  network_favourites: NetworkMemberTable;
  class_groups: ClassGroupTable;
  group_members: GroupMemberTable;
  learning_paths: LearningPathTable;
  path_members: PathMemberTable;
  issue_categories: IssueCategoryTable;
  issue_reports: IssueReportTable;
  guardians: GuardianTable;
  social_identities: SocialIdentityTable;
  social_nonces: SocialNonceTable;
  visits: VisitTable;
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
  /** JSON: { politica_de_privacidade?, wiki? } */
  links: string;
  database_share: string | null;
  whatsapp_numero: string | null;
  whatsapp_mensagem: string | null;
  /** JSON of the public keys only (site/client ids); secrets stay in server config. */
  configuracoes: string;
  created_at: string;
}

export interface UserTable {
  id: Generated<number>;
  scope: string;
  usuario: string;
  nome: string;
  email: string | null;
  foto: string | null;
  password_hash: string | null;
  can_share: number;
  can_publish: number;
  must_change_password: number;
  platform_admin: number;
  client_id: number | null;
  two_factor_enabled: number;
  created_at: string;
}

export interface ClientTable {
  id: Generated<number>;
  scope: string;
  nome: string;
  whatsapp: string | null;
}

export interface TwoFactorFactorTable {
  id: Generated<number>;
  scope: string;
  user_id: number;
  fator: string;
  destino: string;
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
  expires_at: string;
  /** The platform administrator acting through this session when it is a visiting one; else null. */
  visitor_id: number | null;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  scope: string;
  usuario: string;
  ip: string;
  succeeded: number;
  created_at: string;
}

export interface NetworkTable {
  id: Generated<number>;
  scope: string;
  codigo: string;
  nome: string;
}

export interface NetworkMemberTable {
  scope: string;
  network_id: number;
  user_id: number;
}

export interface ClassGroupTable {
  id: Generated<number>;
  scope: string;
  nome: string;
  tipo: string;
  active: number;
}

export interface GroupMemberTable {
  scope: string;
  group_id: number;
  user_id: number;
}

export interface LearningPathTable {
  id: Generated<number>;
  scope: string;
  nome: string;
  total_habilidades: number;
  /** JSON array of filter tags. */
  tags: string;
}

export interface PathMemberTable {
  scope: string;
  path_id: number;
  group_id: number;
  user_id: number;
  usuario_tipo: string;
  habilidades_realizadas: number;
}

/** Reference data shared by every tenant. */
export interface IssueCategoryTable {
  id: Generated<number>;
  chave: string;
  titulo: string;
}

export interface IssueReportTable {
  id: Generated<number>;
  scope: string;
  tenant_id: number;
  user_id: number;
  category_id: number;
  rota: string;
  descricao: string;
  print_path: string | null;
  pro_codigo: string | null;
  created_at: string;
}

export interface GuardianTable {
  scope: string;
  guardian_id: number;
  student_id: number;
}

/** A Google/Microsoft/Apple account (provider + subject) linked to a user. */
export interface SocialIdentityTable {
  id: Generated<number>;
  scope: string;
  user_id: number;
  provider: string;
  subject: string;
  email: string | null;
  created_at: string;
}

/** Single-use nonces for social sign-in attempts; only their SHA-256 is stored. */
export interface SocialNonceTable {
  id: Generated<number>;
  scope: string;
  nonce_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Who visited whom, and when (issue item 9: visiting users). */
export interface VisitTable {
  id: Generated<number>;
  scope: string;
  tenant_id: number;
  admin_id: number;
  user_id: number;
  session_id: number | null;
  started_at: string;
  ended_at: string | null;
}

export type TenantRow = Selectable<TenantTable>;
export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type SessionRow = Selectable<SessionTable>;

/** Tables that hold tenant data: each must have a `scope` column and an index starting with it. */
export const SCOPED_TABLES = [
  "users",
  "clients",
  "two_factor_factors",
  "sessions",
  "login_attempts",
  "networks",
  "network_managers",
  "network_favourites",
  "class_groups",
  "group_members",
  "learning_paths",
  "path_members",
  "issue_reports",
  "guardians",
  "social_identities",
  "social_nonces",
  "visits",
] as const satisfies readonly (keyof Database)[];
