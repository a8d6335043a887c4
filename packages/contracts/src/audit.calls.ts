import { z } from "zod/mini";
import { post } from "./call.ts";
import { typedLogin } from "./fields.ts";
import { LOGIN_MAX_LENGTH } from "./limits.ts";
import { TENANT_AUDITED_FIELDS } from "./rules/tenant-fields.ts";
import { SOCIAL_PROVIDERS } from "./social-login.calls.ts";
import { TWO_FACTOR_FACTORS } from "./two-factor.calls.ts";

/** Room for every delivered attempt of a large class, essays included, in a removed assignment's record. */
export const ASSIGNMENT_REMOVAL_RECORD_MAX_LENGTH = 20_000_000;

/**
 * Every kind of event the audit log records, defined once: the server's typed details, the filter and the
 * translated labels of the administrator view all come from this list.
 */
export const AUDIT_EVENT_TYPES = [
  "login.ok",
  "login.failed",
  "login.social.ok",
  "login.social.failed",
  "two_factor.code_sent",
  "two_factor.ok",
  "two_factor.failed",
  "two_factor.device_trusted",
  "two_factor.settings_changed",
  "password.changed",
  "password.created",
  "password.reset_requested",
  "password.reset",
  "device.removed",
  "device.removed_all",
  "visit.started",
  "visit.ended",
  "account.admin_created",
  "account.admin_password_reissued",
  "account.email_changed",
  "tenant.created",
  "tenant.changed",
  "tenant.change_undone",
  "tenant.host_approved",
  "platform_admin.added",
  "platform_admin.removed",
  "platform_admin.two_factor_reset",
  "roster.imported",
  "registration.school",
  "registration.network",
  "registration.class",
  "registration.person",
  "registration.guardian",
  "join_code.used",
  "join_code.failed",
  "join_code.renewed",
  "assignment.changed",
  "delivery.changed",
  "lesson.changed",
] as const;
export const auditEventType = z.enum(AUDIT_EVENT_TYPES);
export type AuditEventType = z.infer<typeof auditEventType>;

/** Longest user agent kept: enough to tell the browser and system, not a place to store arbitrary text. */
export const AUDIT_USER_AGENT_MAX_LENGTH = 255;
export const AUDIT_DEVICE_NAME_MAX_LENGTH = 100;
/** A platform's field value before or after a change: longer ones are cut, with an ellipsis. */
export const AUDIT_VALUE_MAX_LENGTH = 600;
export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 100;

const factor = z.enum(TWO_FACTOR_FACTORS);
/** What a `two_factor.settings_changed` entry says was done: codes the log's page translates. */
export const TWO_FACTOR_SETTINGS_CHANGES = [
  "enabled",
  "disabled",
  "email_added",
  "email_removed",
  "app_enrolled",
  "app_removed",
  "trusted_device_removed",
] as const;
const provider = z.enum(SOCIAL_PROVIDERS);
const empty = z.strictObject({});
const login = z.string().check(z.maxLength(LOGIN_MAX_LENGTH));
/** A school's, network's or class's name at the time of the change. */
const registrationName = z.string().check(z.maxLength(200));
/** An e-mail or login as `mask` writes it ("a***@escola.br", "***1234"); empty for none. */
const maskedValue = z.string().check(z.maxLength(AUDIT_VALUE_MAX_LENGTH));
/** The platform acted on, by its slug (at the time), which stays readable in any scope's log. */
const platform = z.string().check(z.maxLength(100));
const platformAdminDetails = z.strictObject({
  plataforma: platform,
  usuario: z.string().check(z.maxLength(LOGIN_MAX_LENGTH)),
  /** Added by an e-mail invitation (the link to choose a password) rather than a one-time password. */
  convite: z.optional(z.boolean()),
});

/** The class (with its school) or the school a join code belongs to; never the code itself. */
const joinCodeTarget = z.strictObject({
  turma_id: z.optional(z.number().check(z.int())),
  escola_id: z.optional(z.number().check(z.int())),
});

/**
 * The details each event may carry. Strict shapes with closed fields: a password, a code, a token or a hash has
 * no field to go in, and the server checks every row against its shape before writing it.
 */
export const auditDetails = {
  "login.ok": z.strictObject({ second_factor_pending: z.boolean() }),
  // The login as typed (normalised): what an attack on an account, or on unknown ones, looks like.
  "login.failed": z.strictObject({
    login: z.string().check(z.maxLength(LOGIN_MAX_LENGTH)),
    reason: z.enum(["unknown_login", "wrong_password", "password_expired", "deactivated"]),
  }),
  "login.social.ok": z.strictObject({
    provider,
    outcome: z.enum(["linked", "linked_now", "new_account"]),
    second_factor_pending: z.boolean(),
  }),
  "login.social.failed": z.strictObject({
    provider,
    reason: z.enum([
      "invalid",
      "expired",
      "unavailable",
      "nonce",
      "wrong_password",
      "password_expired",
      "admin_without_password",
      // Social sign-up off: no account has the identity's verified e-mail, or several share it.
      "no_account",
      "email_shared",
    ]),
  }),
  "two_factor.code_sent": z.strictObject({ factor }),
  "two_factor.ok": z.strictObject({ factor }),
  "two_factor.failed": z.strictObject({ factor }),
  "two_factor.device_trusted": z.strictObject({
    device: z.string().check(z.maxLength(AUDIT_DEVICE_NAME_MAX_LENGTH)),
  }),
  "two_factor.settings_changed": z.strictObject({
    change: z.enum(TWO_FACTOR_SETTINGS_CHANGES),
  }),
  "password.changed": z.strictObject({ forced: z.boolean() }),
  "password.created": empty,
  "password.reset_requested": z.strictObject({
    login: z.string().check(z.maxLength(LOGIN_MAX_LENGTH)),
    mailed: z.boolean(),
  }),
  "password.reset": empty,
  "device.removed": z.strictObject({ device: z.string().check(z.maxLength(AUDIT_DEVICE_NAME_MAX_LENGTH)) }),
  "device.removed_all": empty,
  "visit.started": empty,
  "visit.ended": empty,
  "account.admin_created": empty,
  "account.admin_password_reissued": empty,
  // Never the addresses: whether the account still has one is what the log needs.
  "account.email_changed": z.strictObject({ removed: z.boolean() }),
  "tenant.created": z.strictObject({ plataforma: platform }),
  // One event per field changed. A platform keeps no secret today; one added later is recorded masked
  // (rules/tenant-undo.ts MASKED_AUDIT_VALUE), never as it was.
  "tenant.changed": z.strictObject({
    plataforma: platform,
    /** The platform's id (the slug may change since): what an undo finds it by; older entries lack it. */
    plataforma_id: z.optional(z.number().check(z.int())),
    campo: z.enum(TENANT_AUDITED_FIELDS),
    antes: z.string().check(z.maxLength(AUDIT_VALUE_MAX_LENGTH)),
    depois: z.string().check(z.maxLength(AUDIT_VALUE_MAX_LENGTH)),
  }),
  // An undo from the audit page: the entry undone; the restored value is its own `tenant.changed` entry.
  "tenant.change_undone": z.strictObject({
    plataforma: platform,
    campo: z.enum(TENANT_AUDITED_FIELDS),
    evento: z.number().check(z.int()),
  }),
  "tenant.host_approved": z.strictObject({
    plataforma: platform,
    dominio: z.string().check(z.maxLength(253)),
  }),
  "platform_admin.added": platformAdminDetails,
  "platform_admin.removed": platformAdminDetails,
  "platform_admin.two_factor_reset": platformAdminDetails,
  // A roster import's counts: what it created, changed and deactivated (people, classes, schools together).
  "roster.imported": z.strictObject({
    importacao: z.number().check(z.int()),
    criados: z.number().check(z.int()),
    alterados: z.number().check(z.int()),
    desativados: z.number().check(z.int()),
  }),
  // Cadastros by hand: what was done, to which school, network or class (by name at the time); a person or a
  // student is the event's subject.
  "registration.school": z.strictObject({
    acao: z.enum(["created", "changed", "made_inactive", "reactivated"]),
    escola: registrationName,
  }),
  "registration.network": z.strictObject({
    acao: z.enum(["created", "changed", "manager_added", "manager_removed"]),
    rede: registrationName,
    usuario: z.optional(login),
  }),
  "registration.class": z.strictObject({
    acao: z.enum([
      "created",
      "changed",
      "archived",
      "unarchived",
      "member_added",
      "member_removed",
      "password_sheet",
    ]),
    turma: registrationName,
    usuario: z.optional(login),
    alunos: z.optional(z.number().check(z.int())),
  }),
  "registration.person": z.strictObject({
    acao: z.enum([
      "created",
      "changed",
      "made_inactive",
      "reactivated",
      "sessions_ended",
      "password_reset",
      "moved",
    ]),
    turma: z.optional(registrationName),
    // Someone other than the owner changed where reset links go or the login: both values, masked.
    email_antes: z.optional(maskedValue),
    email_depois: z.optional(maskedValue),
    login_antes: z.optional(maskedValue),
    login_depois: z.optional(maskedValue),
  }),
  "registration.guardian": z.strictObject({
    acao: z.enum(["guardian_linked", "guardian_unlinked", "code_issued", "paired"]),
    usuario: z.optional(login),
  }),
  // A class's or a school's join code: used by a new account (which joined it), typed wrong, or made anew.
  "join_code.used": joinCodeTarget,
  "join_code.failed": z.strictObject({ reason: z.enum(["wrong_code"]) }),
  "join_code.renewed": joinCodeTarget,
  // A teacher closing or reopening an assignment, or granting or taking back one student's extra time (the
  // student is the event's subject); by class and lesson title at the time.
  "assignment.changed": z.strictObject({
    acao: z.enum([
      "assigned",
      "rescheduled",
      "removed",
      "closed",
      "reopened",
      "extension_granted",
      "extension_removed",
    ]),
    turma: registrationName,
    conteudo: z.string().check(z.maxLength(200)),
    atribuicao_id: z.number().check(z.int()),
    /** The new start (ISO-8601 UTC) of a rescheduled assignment. */
    inicio: z.optional(z.string().check(z.maxLength(40))),
    /** The new due date (ISO-8601 UTC): the student's, for extra time granted; the class's, rescheduled. */
    fim: z.optional(z.string().check(z.maxLength(40))),
    /** How many delivered attempts a removed assignment took with it. */
    entregas: z.optional(z.number().check(z.int())),
    /**
     * Those attempts as they were, as JSON: `[{aluno_id, tentativa, entregue_em, resposta, arquivos, nota,
     * comentario}]` (ASSIGNMENT_REMOVAL_RECORD_MAX_LENGTH at most: a class's essays).
     */
    registro: z.optional(z.string().check(z.maxLength(ASSIGNMENT_REMOVAL_RECORD_MAX_LENGTH))),
  }),
  // A teacher's act on one student's delivery (the student is the subject): who graded is who acted, even when
  // a visit would have made it look like the teacher. `withdrawn` is the student's own 'Cancelar envio'.
  "delivery.changed": z.strictObject({
    acao: z.enum(["graded", "redo_requested", "cancelled", "uncancelled", "withdrawn"]),
    turma: registrationName,
    conteudo: z.string().check(z.maxLength(200)),
    atribuicao_id: z.number().check(z.int()),
    nota: z.optional(z.string().check(z.maxLength(10))),
  }),
  "lesson.changed": z.strictObject({
    acao: z.enum(["created", "edited", "archived", "unarchived"]),
    conteudo: z.string().check(z.maxLength(200)),
    conteudo_id: z.number().check(z.int()),
    versao: z.optional(z.number().check(z.int())),
  }),
} as const satisfies Record<AuditEventType, z.ZodMiniType>;

export type AuditDetails<T extends AuditEventType> = z.infer<(typeof auditDetails)[T]>;

const auditPerson = z.object({
  id: z.number().check(z.int()),
  /** Null when the account no longer exists: the record outlives it. */
  nome: z.nullable(z.string()),
  usuario: z.nullable(z.string()),
});
export type AuditPerson = z.infer<typeof auditPerson>;

export const auditEntry = z.object({
  id: z.number().check(z.int()),
  /** ISO-8601 UTC. */
  data: z.string(),
  tipo: auditEventType,
  /** Who acted: the signed-in person (the administrator during a visit); null before anyone signed in. */
  ator: z.nullable(auditPerson),
  /** The account acted on: the one signed in to, visited, whose password or device changed. */
  sujeito: z.nullable(auditPerson),
  ip: z.nullable(z.string()),
  agente: z.nullable(z.string()),
  detalhes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListBody = z
  .object({
    tipo: z.optional(auditEventType),
    /** A login: events where that account acted or was acted on. */
    usuario: z.optional(typedLogin),
    /** From this instant, inclusive (ISO-8601 UTC). */
    de: z.optional(z.iso.datetime()),
    /** Up to this instant, exclusive. */
    ate: z.optional(z.iso.datetime()),
    /** `proximo` of the previous page. */
    cursor: z.optional(z.string().check(z.maxLength(100))),
    limite: z._default(z.number().check(z.int(), z.gte(1), z.lte(AUDIT_PAGE_MAX)), AUDIT_PAGE_DEFAULT),
  })
  .check(
    z.refine((body) => !body.de || !body.ate || Date.parse(body.de) < Date.parse(body.ate), {
      path: ["ate"],
      message: "must be after de",
    }),
  );
export type AuditListBody = z.input<typeof auditListBody>;

/** The data scope's audit log, newest first, a page at a time (issue 5 §5). */
export const auditList = post("platform-admin", "/conta/{lang}/logado/auditoria/listar", {
  visitorMay: true,
  body: auditListBody,
  response: z.object({ eventos: z.array(auditEntry), proximo: z.nullable(z.string()) }),
});
