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
  clients: ClientTable;
  client_networks: ClientNetworkTable;
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
  issue_report_notes: IssueReportNoteTable;
  guardians: GuardianTable;
  guardian_pairing_codes: GuardianPairingCodeTable;
  social_identities: SocialIdentityTable;
  social_nonces: SocialNonceTable;
  social_confirmations: SocialConfirmationTable;
  visits: VisitTable;
  captcha_challenges: CaptchaChallengeTable;
  rate_limit_counters: RateLimitCounterTable;
  two_factor_challenges: TwoFactorChallengeTable;
  two_factor_codes: TwoFactorCodeTable;
  two_factor_totp: TwoFactorTotpTable;
  two_factor_trusted_devices: TwoFactorTrustedDeviceTable;
  known_browsers: KnownBrowserTable;
  password_reset_tokens: PasswordResetTokenTable;
  password_events: PasswordEventTable;
  terms_versions: TermsVersionTable;
  terms_acceptances: TermsAcceptanceTable;
  notices: NoticeTable;
  announcements: AnnouncementTable;
  audit_events: AuditEventTable;
  key_checks: KeyCheckTable;
  lessons: LessonTable;
  lesson_versions: LessonVersionTable;
  lesson_tags: LessonTagTable;
  lesson_attachments: LessonAttachmentTable;
  assignments: AssignmentTable;
  assignment_extensions: AssignmentExtensionTable;
  deliveries: DeliveryTable;
  delivery_attempts: DeliveryAttemptTable;
  attempt_files: AttemptFileTable;
  uploads: UploadTable;
  upload_parts: UploadPartTable;
  roster_imports: RosterImportTable;
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

/** A school (the session's `cliente`). */
export interface ClientTable {
  id: Generated<number>;
  scope: string;
  nome: string;
  whatsapp: string | null;
  codigo: ColumnType<string | null, string | null | undefined, string | null>;
  /** The school's eight-digit INEP code, optional. */
  inep: ColumnType<string | null, string | null | undefined, string | null>;
  sourced_id: ColumnType<string | null, string | null | undefined, string | null>;
  active: ColumnType<number, number | undefined, number>;
  /** The code a new account types to join the school (unique in the scope), or null; optional on insert. */
  join_code: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Which networks a school belongs to (several at once). */
export interface ClientNetworkTable {
  scope: string;
  client_id: number;
  network_id: number;
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
  /** The path of the page the session was last on (sent with its API calls); optional on insert. */
  current_route: ColumnType<string | null, string | null | undefined, string | null>;
  expires_at: string;
  /** The platform administrator acting through this session when it is a visiting one; else null. */
  visitor_id: number | null;
  /** When its user last confirmed their password through it (recent-session calls); optional on insert. */
  reauthenticated_at: ColumnType<string | null, string | null | undefined, string | null>;
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
  sourced_id: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** The school (client) the class belongs to; optional on insert. */
  client_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The school year (e.g. 2026); optional on insert. */
  school_year: ColumnType<number | null, number | null | undefined, number | null>;
  /** The grade or series as the school writes it ('7º ano'). */
  grade: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'morning', 'afternoon', 'evening' or 'full'. */
  shift: ColumnType<string | null, string | null | undefined, string | null>;
  sourced_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The code a new account types to join the class (unique in the scope), or null; optional on insert. */
  join_code: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface GroupMemberTable {
  scope: string;
  group_id: number;
  user_id: number;
  /** 'student' or 'teacher' (a class may have several); optional on insert, a student by default. */
  role: ColumnType<string, string | undefined, string>;
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
  /** The platform administrator who sent it while visiting the user's account. */
  visitor_id: number | null;
  created_at: string;
  /** new, in_progress or resolved (ISSUE_REPORT_STATUSES). */
  status: ColumnType<string, string | undefined, string>;
  /** The platform administrator who handles it. */
  assignee_id: number | null;
  /** 1 when the sender asked to be told by e-mail once it is resolved. */
  notify_sender: ColumnType<number, number | undefined, number>;
  resolved_at: string | null;
  /** The language the report was sent in, for the e-mail that tells its sender it is resolved. */
  sender_lang: string | null;
}

/** An administrator's note on a problem report. */
export interface IssueReportNoteTable {
  id: Generated<number>;
  scope: string;
  report_id: number;
  author_id: number;
  body: string;
  created_at: string;
}

export interface GuardianTable {
  scope: string;
  guardian_id: number;
  student_id: number;
}

/** A family's pairing code for one student: only its SHA-256 is kept; `used_at` makes it single use. */
export interface GuardianPairingCodeTable {
  id: Generated<number>;
  scope: string;
  student_id: number;
  code_hash: string;
  /** Who issued it. */
  created_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A reset link: only the token's SHA-256 is kept; `used_at` makes it single use. */
export interface PasswordResetTokenTable {
  id: Generated<number>;
  scope: string;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Counted events of the password flows, for their limits: `kind` says which, `subject` whose. */
export interface PasswordEventTable {
  id: Generated<number>;
  scope: string;
  kind: string;
  subject: string;
  ip: string;
  created_at: string;
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

export interface TermsAcceptanceTable {
  id: Generated<number>;
  scope: string;
  user_id: number;
  versao: number;
  accepted_at: string;
  ip: string;
}

/** A pending login: the password step passed, the second factor not yet. Single use, minutes long. */
export interface TwoFactorChallengeTable {
  id: Generated<number>;
  scope: string;
  user_id: number;
  /** SHA-256 of the challenge token the login answer carried. */
  token_hash: string;
  /** The factor last chosen with this challenge. */
  fator: string | null;
  /** Wrong authenticator codes with this challenge. */
  failed_attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A code sent by e-mail for one challenge; only a salted hash is kept. */
export interface TwoFactorCodeTable {
  id: Generated<number>;
  scope: string;
  user_id: number;
  challenge_id: number;
  code_hash: string;
  salt: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A user's authenticator-app secret (base32); unconfirmed until a code from the app proves the enrolment. */
export interface TwoFactorTotpTable {
  id: Generated<number>;
  scope: string;
  user_id: number;
  secret: string;
  confirmed_at: string | null;
  /** The last TOTP time step accepted, so a code cannot be used twice. */
  last_step: number | null;
  /** Wrong codes while confirming an enrolment from My account. */
  failed_attempts: number;
  created_at: string;
}

export interface TwoFactorTrustedDeviceTable {
  id: Generated<number>;
  scope: string;
  user_id: number;
  /** SHA-256 of the trusted-device token the browser keeps. */
  token_hash: string;
  /** Opaque id shown in the settings list in place of the token. */
  handle: string;
  nome: string;
  created_at: string;
  last_used_at: string | null;
  expires_at: string;
}

/**
 * A browser that signed into a user: the hash of the random token its cookie holds. One browser may have
 * signed into several users (a family computer), each a row with the same hash.
 */
export interface KnownBrowserTable {
  id: Generated<number>;
  scope: string;
  user_id: number;
  token_hash: string;
  created_at: string;
  /** The last sign-in from this browser; `expires_at` counts from it. */
  last_used_at: string;
  expires_at: string;
}

/**
 * A file sent in chunks (modules/uploads), owned by the user who started it. `received` bytes arrived: the
 * parts in `upload_parts`, then `pending` bytes kept as one object until they make a part. Unfinished, it goes
 * at `expires_at`; finished, `content_type` is what its bytes are and `expires_at` is null.
 */
export interface UploadTable {
  id: string;
  scope: string;
  tenant_id: number;
  user_id: number;
  name: string;
  size: number;
  /** What the browser said the file was; advisory. */
  announced_type: string;
  content_type: string | null;
  /** The finished object's full storage key. */
  storage_key: string;
  /** The storage's handle of the upload in parts. */
  parts_handle: string;
  received: Generated<number>;
  pending: Generated<number>;
  created_at: string;
  expires_at: string | null;
  finished_at: string | null;
}

/** A part of an upload as the storage acknowledged it: its tag proves which bytes it holds. */
export interface UploadPartTable {
  scope: string;
  upload_id: string;
  number: number;
  size: number;
  tag: string;
}

/** A built-in captcha challenge: only a hash of its answer; deleted when used, useless once expired. */
export interface CaptchaChallengeTable {
  scope: string;
  id: string;
  answer_hash: string;
  created_at: string;
  expires_at: string;
}

/** Hits of one rate-limit key in one fixed window (see modules/rate-limit). */
export interface RateLimitCounterTable {
  scope: string;
  key: string;
  window_start: string;
  hits: number;
  expires_at: string;
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

/** A verified social identity waiting for its confirmation ('Prosseguir'); only the challenge's SHA-256. */
export interface SocialConfirmationTable {
  id: Generated<number>;
  scope: string;
  challenge_hash: string;
  /** "link" (to user_id), "create" (a new account) or "sign_in" (a local identity into user_id). */
  action: string;
  user_id: number | null;
  provider: string;
  subject: string;
  email: string | null;
  email_verified: number;
  name: string;
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

/** A notice of the tenant's mensagens.json (spec §3); list fields are JSON arrays as text, or null. */
export interface NoticeTable {
  scope: string;
  id: string;
  status: string;
  tipo: string;
  mensagem: string;
  link_url: string | null;
  link_texto: string | null;
  /** JSON array of routes (the file's `rota`). */
  rotas: string | null;
  data_inicio: string | null;
  data_termino: string | null;
  /** JSON array of client ids. */
  clientes: string | null;
  /** JSON array of user ids. */
  usuarios: string | null;
  created_at: string;
}

/** An announcement modal (spec §2): data, not code; `publico` is 'all' or 'staff'. */
export interface AnnouncementTable {
  scope: string;
  chave: string;
  tipo: string;
  titulo: string;
  texto: string;
  midia_url: string | null;
  legenda_url: string | null;
  link_url: string | null;
  link_texto: string | null;
  /** ISO 8601 with offset. */
  prazo: string;
  publico: string;
  created_at: string;
}

/** One security event (issue 5 §5): `details` is JSON of the event's typed shape, never a secret. */
export interface AuditEventTable {
  id: Generated<number>;
  scope: string;
  tenant_id: number;
  occurred_at: string;
  event_type: string;
  actor_user_id: number | null;
  subject_user_id: number | null;
  ip: string | null;
  user_agent: string | null;
  details: string;
}

/** Server-wide: the fingerprint of each key the instances must agree on (providers/secrets/key-check.ts). */
export interface KeyCheckTable {
  name: string;
  fingerprint: string;
  created_at: string;
}

/** A lesson (conteúdo): what stays while its versions change. */
export interface LessonTable {
  id: Generated<number>;
  scope: string;
  codigo: string;
  owner_id: number;
  /** PAD, ARQ or ESC; fixed at creation. */
  tipo: string;
  current_version: number;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One immutable version of a lesson: an assignment shows the one it was given with. */
export interface LessonVersionTable {
  id: Generated<number>;
  scope: string;
  lesson_id: number;
  version: number;
  title: string;
  /** Sanitised on the server before it is stored (modules/lessons/lesson-html.ts). */
  body_html: string;
  /** Curriculum component (Matemática). */
  component: string | null;
  /** School year the lesson is for (7º ano). */
  grade_level: string | null;
  /** JSON array of free tags. */
  tags: string;
  /** Tenths: 100 is 10,0. */
  max_score: number;
  created_by: number;
  created_at: string;
}

/** Each tag of a version, lower-cased, for the lists' tag filter. */
export interface LessonTagTable {
  scope: string;
  lesson_version_id: number;
  tag: string;
}

/**
 * A file attached to a lesson version, kept by the storage provider under `object_key` (kind
 * "lesson-attachments"); a later version that keeps it has a row of its own naming the same object.
 */
export interface LessonAttachmentTable {
  id: Generated<number>;
  scope: string;
  lesson_version_id: number;
  object_key: string;
  /** The file's name as the author's computer had it. */
  name: string;
  /** Read from its bytes when it was uploaded (rules/upload-types.ts). */
  content_type: string;
  size: number;
  /** Its place in the version's list, from 0. */
  position: number;
  created_at: string;
}

/** A lesson version given to a class, with its schedule (agendamento). */
export interface AssignmentTable {
  id: Generated<number>;
  scope: string;
  lesson_id: number;
  lesson_version_id: number;
  group_id: number;
  assigned_by: number;
  starts_at: string;
  due_at: string;
  /** After it nothing more is delivered, and what was not is missing. */
  closed_at: string | null;
  created_at: string;
  /** The client's key for the 'Atribuir' that made it: sent again, it answers this assignment. */
  request_key: string | null;
  /** 1 when a delivery waits for a grade; 0 for a reading given without one (done once marked). Optional on insert. */
  takes_grade: ColumnType<number, number | undefined, number>;
}

/** A student's own due date for one assignment (extra time). */
export interface AssignmentExtensionTable {
  scope: string;
  assignment_id: number;
  student_id: number;
  due_at: string;
}

/**
 * A student's delivery (entrega) of an assignment. Not started has no row. `state` is the current attempt's;
 * late and missing are never stored: they come from the dates.
 */
export interface DeliveryTable {
  id: Generated<number>;
  scope: string;
  assignment_id: number;
  student_id: number;
  /** 'draft' | 'delivered' | 'graded' | 'redo'. */
  state: string;
  attempt_count: number;
  /** ultima_nota, in tenths. */
  last_grade: number | null;
  delivered_at: string | null;
  /** Excused (CAN): out of every list and average. */
  cancelled_at: string | null;
  /** When the student was first shown the latest grade ('Nova nota' until then); null while it is new. */
  grade_seen_at: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: string;
}

export interface DeliveryAttemptTable {
  id: Generated<number>;
  scope: string;
  delivery_id: number;
  number: number;
  /** The written answer (ESC): the draft until delivered. */
  answer: string | null;
  /** The client's revision of the last draft saved: an older one never overwrites it. */
  draft_revision: number;
  draft_saved_at: string | null;
  delivered_at: string | null;
  /** The client's key for its delivery of this attempt: a repeat is answered, never delivered twice. */
  idempotency_key: string | null;
  /** Tenths. */
  grade: number | null;
  feedback: string | null;
  graded_at: string | null;
  graded_by: number | null;
  redo_requested_at: string | null;
  created_at: string;
}

/** A file of an attempt (ARQ), kept by the storage provider under `object_key`. */
export interface AttemptFileTable {
  id: Generated<number>;
  scope: string;
  attempt_id: number;
  object_key: string;
  name: string;
  size: number;
  content_type: string;
  created_at: string;
}

/** A roster file sent for import: its dry run, then its import (modules/roster). */
export interface RosterImportTable {
  id: Generated<number>;
  scope: string;
  tenant_id: number;
  user_id: number;
  /** The network a manager imported for; null for a platform administrator's import of the whole scope. */
  network_id: number | null;
  file_name: string;
  /** The stored file's key (`roster-imports` storage), deleted with the row after 90 days. */
  file_key: string;
  /** 'analyzed', 'running', 'done' or 'failed'. */
  status: string;
  /** JSON of the dry run's counts and samples, then the import's counts. */
  summary: string;
  error_count: number;
  created_at: string;
  finished_at: string | null;
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
} as const satisfies Partial<Record<keyof Database, string>>;

export type GlobalTable = keyof typeof GLOBAL_TABLES;

/** Tables holding one scope's rows: all but the global ones. */
export type ScopedTable = Exclude<keyof Database, GlobalTable>;

const GLOBAL_NAMES: ReadonlySet<string> = new Set(Object.keys(GLOBAL_TABLES));

export function isScopedTable(name: string): boolean {
  return !GLOBAL_NAMES.has(name);
}
