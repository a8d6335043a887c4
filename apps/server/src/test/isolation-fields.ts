import type { CallContract } from "@trilha/contracts/call";
import { jsonSchemaOf } from "./contract-arbitraries.ts";

/**
 * What the tenant-isolation matrix knows about the fields of the calls it sends: which fields name another
 * scope's data (and which entity), and which are plain data. Every field of every signed-in call must be in
 * one of the two lists, so a field added tomorrow fails the matrix until someone says what it names.
 */

/** The kinds of tenant data a request can name, each seeded in every scope by `seedScope`. */
export const ENTITY_KINDS = {
  user: "a user's id (users.id): a student, a guardian's child, an administrator",
  platformAdmin: "a platform administrator's id (users.id of one): whom a problem report is assigned to",
  login: "a user's login (users.usuario)",
  userName: "a user's name (users.nome)",
  network: "a network's id (networks.id)",
  group: "a class group's id (class_groups.id)",
  learningPath: "a learning path's id (learning_paths.id)",
  device: "a connected device's handle (sessions.handle, token_id.token of the device list)",
  sessionToken: "a bearer session token (only its hash is in sessions.token_hash)",
  trustedDevice: "a trusted 2FA device's handle (two_factor_trusted_devices.handle)",
  issueReport: "a problem report's id (issue_reports.id), which also names its screenshot",
  auditEvent: "an audit event's id (audit_events.id)",
  auditCursor: "a page cursor of the audit log (encodes an audit event's time and id)",
  notice: "a notice's id (notices.id)",
  client: "a school's id (clients.id)",
  announcement: "an announcement's key (announcements.chave)",
  issueCategory: "an issue category's id: reference data every tenant shares (issue_categories has no scope)",
  termsVersion: "a terms-of-use version: reference data every tenant shares (terms_versions has no scope)",
  lesson: "a lesson's id (lessons.id)",
  assignment: "a lesson given to a class (assignments.id)",
  classStudent: "a student's id (users.id) in the scope's class, which the administrator teaches",
  tenant: "a platform's id (tenants.id): the platforms of one data scope are that scope's to manage",
  providerClientId:
    "a sign-in provider's public client id typed into a platform's settings: configuration, not tenant data",
  upload: "a resumable upload's id (uploads.id), which also names its stored file",
  rosterImport: "a roster import's id (roster_imports.id), which also names its stored file",
  picture: "a finished upload of a picture (uploads.id), which a lesson's body or its attachments take",
  lessonAttachment:
    "a lesson version's attached file (lesson_attachments.id), which also names its stored bytes",
  deliveryFile: "a delivered file's id (attempt_files.id), which also names its stored bytes",
  person: "a person registered by hand (users.id of a student or guardian of the scope's school)",
  registrationClass: "a class made in the registrations (class_groups.id), whose students are the seed's",
  pairingCode: "a family's pairing code (only its hash is in guardian_pairing_codes.code_hash)",
  joinCode: "a class's or a school's join code (class_groups.join_code, clients.join_code)",
} as const;
export type EntityKind = keyof typeof ENTITY_KINDS;

/**
 * How a request may answer when a field carries another scope's value:
 * - lookup: the field names one record; another scope's must be refused (4xx).
 * - filter: the field narrows a list of the caller's own data; a 2xx is fine if none of the other scope's
 *   data comes back.
 * - reference: the value is shared reference data, the same in every tenant by design.
 */
export type FieldMode = "lookup" | "filter" | "reference";

export interface IdField {
  kinds: readonly EntityKind[];
  mode: FieldMode;
}

const lookup = (...kinds: EntityKind[]): IdField => ({ kinds, mode: "lookup" });
const filter = (...kinds: EntityKind[]): IdField => ({ kinds, mode: "filter" });
const reference = (...kinds: EntityKind[]): IdField => ({ kinds, mode: "reference" });
/** One meaning for several fields. */
const each = (field: IdField, ...names: string[]) => Object.fromEntries(names.map((name) => [name, field]));

/**
 * The field → entity mapping, by field name, or `callName.field` where one name means different things.
 * Keep it in step with the contracts: an id-like field missing here fails the matrix with its name.
 */
export const ID_FIELDS: Record<string, IdField> = {
  rede_id: lookup("network"),
  usuario_id: lookup("user"),
  // The device calls take a device handle; a session token there must not work either.
  token: lookup("device", "sessionToken"),
  ...each(
    lookup("issueReport"),
    "issueReportPrint.id",
    "issueReportUpdate.id",
    "issueReportNotes.id",
    "issueReportAddNote.id",
  ),
  ...each(lookup("notice"), "noticeSave.id", "noticeRemove.id"),
  ...each(lookup("announcement"), "announcementSave.chave", "announcementRemove.chave"),
  // A notice's targets: the scope's own schools, and people by login.
  clientes: lookup("client"),
  usuarios: lookup("login"),
  // A report's assignee: an administrator of the caller's own scope.
  atribuido_a: lookup("platformAdmin"),
  "twoFactorTrustedDeviceRemove.id": lookup("trustedDevice"),
  envio_id: lookup("upload"),
  importacao_id: lookup("rosterImport"),
  // The student's finished uploads a delivery records, and a delivered file to read.
  "deliverySubmit.arquivos": lookup("upload"),
  arquivo_id: lookup("deliveryFile"),
  "lessonImageAdd.envio_id": lookup("picture"),
  // A lesson's attachments: the author's finished uploads to attach, the lesson's files to keep, one to read.
  novos_anexos: lookup("picture"),
  ...each(lookup("lessonAttachment"), "lessonEdit.anexos", "anexo_id"),
  // The audit entry of a platform change to undo: an entry of the caller's own scope's log.
  evento_id: lookup("auditEvent"),
  // The audit log's filter by login, and its page cursor: positions in the caller's own log.
  usuario: filter("login"),
  cursor: filter("auditCursor"),
  busca: filter("login", "userName"),
  categoria: reference("issueCategory"),
  versao: reference("termsVersion"),
  conteudo_id: lookup("lesson"),
  turma_id: lookup("group"),
  // The student's contents list narrowed to one of their classes.
  "myContents.turma_id": filter("group"),
  atribuicao_id: lookup("assignment"),
  // The new grades the student's list has shown ('Nova nota'): it marks the caller's own deliveries among them,
  // so another scope's ids change nothing (the matrix checks) and answer like ids of no new grade.
  "deliveryGradesSeen.atribuicao_ids": filter("assignment"),
  // A student of a class the caller teaches (named per call: a bare aluno_id stays unmapped on purpose).
  ...each(
    lookup("classStudent"),
    "assignmentExtend.aluno_id",
    "assignmentExtensionRemove.aluno_id",
    "deliveryOfStudent.aluno_id",
    "deliveryGrade.aluno_id",
    "deliveryRedo.aluno_id",
    "deliveryCancel.aluno_id",
  ),
  plataforma_id: lookup("tenant"),
  // Registrations: schools, their networks, classes and people of the registrations' own seed (never the
  // people the matrix signs in as, whom a deactivation or a password sheet would lock out).
  escola_id: lookup("client"),
  redes: lookup("network"),
  ...each(
    lookup("person"),
    "pessoa_id",
    "guardianList.aluno_id",
    "guardianLink.aluno_id",
    "guardianPairingCode.aluno_id",
    "guardianLink.responsavel_id",
  ),
  ...each(
    lookup("registrationClass"),
    "classList.turma_id",
    "classSave.turma_id",
    "classArchive.turma_id",
    "classMemberSet.turma_id",
    "classPasswordSheet.turma_id",
    "studentMove.turma_id",
    "personSave.turma_id",
  ),
  "personList.turma_id": filter("registrationClass"),
  "networkManagerSet.usuario": lookup("login"),
  codigo_vinculo: lookup("pairingCode"),
  // The code of a class or a school that an account waiting for a school types to join it.
  codigo_entrada: lookup("joinCode"),
  // Public ids of Google, Apple and Microsoft sign-in: any value is as good as another's, none names data.
  ...each(
    reference("providerClientId"),
    "configuracoes.google_login_id",
    "configuracoes.apple_login_id",
    "configuracoes.microsoft_login_id",
  ),
};

/**
 * Fields that name no tenant data: passwords, flags, free text, images, paging and date filters, one-time
 * codes the user reads from their own device. The matrix fills them with values that make the call succeed
 * where it can (see `plainValue` in the matrix), else with values drawn from the contract.
 */
export const PLAIN_FIELDS: ReadonlySet<string> = new Set([
  // Roster files sent for a dry run: their names and bytes.
  "arquivos",
  "senha_atual",
  "senha",
  "email",
  "confirmar",
  "desativacao_confirmada",
  "repetir",
  "com_nota",
  "favorito",
  "ativo",
  "rota",
  "print",
  "descricao",
  "pro_codigo",
  "avisar_resolucao",
  "situacao",
  "texto",
  "mensagem",
  "link_url",
  "link_texto",
  "data_inicio",
  "data_termino",
  "midia_url",
  "legenda_url",
  "prazo",
  "publico",
  "textos",
  "imagem",
  "codigo",
  "tipo",
  "de",
  "ate",
  "limite",
  "pagina",
  // Teaching and learning: lesson fields, schedules, answers, grades, filters and periods.
  "titulo",
  "corpo",
  "componente",
  "serie",
  "tags",
  "arquivado",
  "situacao",
  "inicio",
  "fim",
  "resposta",
  "revisao",
  "chave_envio",
  "nota",
  "comentario",
  "cancelada",
  "ano",
  "periodo",
  "periodos",
  "formato",
  "status",
  "tag",
  // A platform's fields, as its editor sends them.
  "nome",
  "slug",
  "dominio",
  "dominios_adicionais",
  "fuso_horario",
  "paleta_cor",
  "primaria",
  "politica_de_privacidade",
  "wiki",
  "numero",
  "mensagem",
  "recaptcha_site_key",
  "database_share",
  "cadastro_social",
  "cota_armazenamento_mb",
  // A file being uploaded: its name, size, chunk position and bytes.
  "tamanho",
  "posicao",
  "dados",
  // Registrations: flags, a school's codes and phone, a class's shift, a person's kind, login and roles.
  "inativas",
  "arquivadas",
  "arquivada",
  "membro",
  "gestor",
  "vinculado",
  "papel",
  "turno",
  "inep",
  "whatsapp",
  "login",
  "compartilhar",
  "publicar",
]);

/**
 * Calls the matrix sends after every other, in this order: closing an assignment ends the deliveries and grading
 * that the other calls of the same ids make, and removing it takes it away.
 */
export const RUN_LAST: readonly string[] = ["assignmentClose", "assignmentRemove"];

/** Where a call runs: with the others (0), or after them in RUN_LAST's order. */
export const runOrder = (callName: string) => RUN_LAST.indexOf(callName) + 1;

/**
 * Optional fields a probe sends anyway, with their plain value: `repetir` says a teacher means to give the
 * class a lesson it has (the seed gave it once already).
 */
export const OPTIONAL_SENT: Readonly<Record<string, unknown>> = { repetir: true };

/** Names that always identify something: they may never be declared plain data. */
const ID_LIKE = /^(id|token|handle|cursor|chave)$|(_id|Id|_token|_handle)$/;

export interface CallField {
  /** Dotted path inside the body or query. */
  path: string;
  name: string;
  where: "body" | "query";
  required: boolean;
  schema: Record<string, unknown>;
  id: IdField | null;
}

interface ObjectSchema {
  type?: string | string[];
  properties?: Record<string, ObjectSchema>;
  required?: string[];
}

/** The fields of a call's body and query, each classified; throws naming every field it cannot classify. */
export function classifyFields(callName: string, call: CallContract): CallField[] {
  const fields: CallField[] = [];
  const problems: string[] = [];
  const walk = (schema: ObjectSchema, where: "body" | "query", prefix: string) => {
    const required = new Set(schema.required ?? []);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const path = prefix ? `${prefix}.${name}` : name;
      const id = ID_FIELDS[`${callName}.${path}`] ?? ID_FIELDS[path] ?? ID_FIELDS[name] ?? null;
      if (!id && property.properties) {
        walk(property, where, path);
        continue;
      }
      if (!id && ID_LIKE.test(name)) {
        problems.push(`${callName}.${path} looks like an id but is not in ID_FIELDS`);
      } else if (!id && !PLAIN_FIELDS.has(name)) {
        problems.push(`${callName}.${path} is neither in ID_FIELDS nor in PLAIN_FIELDS`);
      }
      fields.push({
        path,
        name,
        where,
        required: required.has(name),
        schema: property as Record<string, unknown>,
        id,
      });
    }
  };
  if (call.body) walk(jsonSchemaOf(call.body) as ObjectSchema, "body", "");
  if (call.query) walk(jsonSchemaOf(call.query) as ObjectSchema, "query", "");
  if (problems.length > 0) {
    throw new Error(
      `The tenant-isolation matrix cannot tell what these fields name:\n  ${problems.join("\n  ")}\n` +
        "Add each to ID_FIELDS (with the entity kinds it names and its mode) or to PLAIN_FIELDS in " +
        "apps/server/src/test/isolation-fields.ts.",
    );
  }
  return fields;
}
