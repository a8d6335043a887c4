import { z } from "zod/mini";
import { post } from "./call.ts";
import { GROUP_TYPES } from "./classes.calls.ts";
import { changedBody, okBody, okWith } from "./errors.ts";
import { id, typedLogin } from "./fields.ts";
import { EMAIL_MAX_LENGTH } from "./limits.ts";
import { JOIN_CODE_INPUT_MAX_LENGTH } from "./rules/join-code.ts";
import { PERSON_KINDS } from "./rules/session-roles.ts";
import { sessionUser } from "./session-user.ts";

/**
 * Registrations by hand (issue 12): schools, networks, classes, people and guardians, in a platform's
 * 'Cadastros' (`/logado/administracao/{slug or database_share}`) and a network's 'Gestão'
 * (`/logado/redes/rede/{rede}/gestao`). The same calls serve both: a platform administrator reaches the whole
 * data scope, a network manager the schools of the networks they manage (and their classes and people) only.
 */

export const REGISTRATIONS_PAGE_SIZE = 25;
export const REGISTRATION_NAME_MAX_LENGTH = 200;
export const REGISTRATION_CODE_MAX_LENGTH = 50;
export const SEARCH_MAX_LENGTH = 100;
/** A school's INEP code (Censo Escolar): eight digits. */
export const INEP_PATTERN = /^[0-9]{8}$/;
/** WhatsApp numbers are all digits (spec §4): the prefix is added when the link is made. */
export const WHATSAPP_PATTERN = /^[0-9]{8,15}$/;
export { PERSON_KINDS, type PersonKind } from "./rules/session-roles.ts";
export const SHIFTS = ["morning", "afternoon", "evening", "full"] as const;
export const MEMBER_ROLES = ["student", "teacher"] as const;
/** A pairing code a family types: short, no look-alike characters. */
export const PAIRING_CODE_LENGTH = 8;
export const PAIRING_CODE_TTL_DAYS = 14;

const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(REGISTRATION_NAME_MAX_LENGTH));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
const search = optionalText(SEARCH_MAX_LENGTH);
const page = z._default(z.number().check(z.int(), z.gte(1), z.lte(100_000)), 1);
const pageOf = <K extends string, T extends z.ZodMiniType>(field: K, item: T) =>
  z.object({
    ...({ [field]: z.array(item) } as Record<K, z.ZodMiniArray<T>>),
    total: z.number().check(z.int()),
    pagina: z.number().check(z.int()),
    limite: z.number().check(z.int()),
  });

export const networkRef = z.object({ id: z.number().check(z.int()), codigo: z.string(), nome: z.string() });

export const school = z.object({
  id: z.number().check(z.int()),
  nome: z.string(),
  codigo: z.nullable(z.string()),
  inep: z.nullable(z.string()),
  whatsapp: z.nullable(z.string()),
  ativa: z.boolean(),
  redes: z.array(networkRef),
  /** The code a person who signed up through a social sign-in types to join the school; null until made. */
  codigo_entrada: z.nullable(z.string()),
});
export type School = z.infer<typeof school>;

/** Who is asking, and what they reach: every school of the scope, or those of the networks they manage. */
export const registrationsReach = post("session", "/conta/{lang}/cadastros/alcance", {
  visitorMay: true,
  body: z.object({ rede_id: z.optional(id) }),
  response: z.object({
    administrador: z.boolean(),
    redes: z.array(networkRef),
  }),
});

export const schoolList = post("session", "/conta/{lang}/cadastros/escolas", {
  visitorMay: true,
  body: z.object({
    rede_id: z.optional(id),
    busca: search,
    inativas: z.optional(z.boolean()),
    pagina: page,
  }),
  response: pageOf("escolas", school),
});

export const schoolSave = post("session", "/conta/{lang}/cadastros/escola/salvar", {
  body: z.object({
    escola_id: z.optional(id),
    nome: name,
    codigo: optionalText(REGISTRATION_CODE_MAX_LENGTH),
    inep: optionalText(8),
    whatsapp: optionalText(20),
    redes: z.array(id).check(z.maxLength(50)),
  }),
  response: okWith({ escola: school }),
});

export const schoolSetActive = post("session", "/conta/{lang}/cadastros/escola/ativa", {
  body: z.object({ escola_id: id, ativo: z.boolean() }),
  response: changedBody,
});

export const managedNetwork = z.object({
  ...networkRef.shape,
  escolas: z.number().check(z.int()),
  gestores: z.array(z.object({ id: z.number().check(z.int()), nome: z.string(), usuario: z.string() })),
});
export type ManagedNetwork = z.infer<typeof managedNetwork>;

/** Networks are the platform administrators' to make: code, name, schools (through the school) and managers. */
export const networkList = post("session", "/conta/{lang}/cadastros/redes", {
  visitorMay: true,
  body: z.object({ busca: search, pagina: page }),
  response: pageOf("redes", managedNetwork),
});

export const networkSave = post("session", "/conta/{lang}/cadastros/rede/salvar", {
  body: z.object({
    rede_id: z.optional(id),
    codigo: z.string().check(z.trim(), z.minLength(1), z.maxLength(REGISTRATION_CODE_MAX_LENGTH)),
    nome: name,
  }),
  response: okWith({ rede: networkRef }),
});

/** Makes the person with this login a manager of the network, or no longer one. */
export const networkManagerSet = post("session", "/conta/{lang}/cadastros/rede/gestor", {
  body: z.object({
    rede_id: id,
    usuario: typedLogin,
    gestor: z.boolean(),
  }),
  response: changedBody,
});

export const classGroupRow = z.object({
  id: z.number().check(z.int()),
  nome: z.string(),
  tipo: z.enum(GROUP_TYPES),
  ano_letivo: z.nullable(z.number().check(z.int())),
  serie: z.nullable(z.string()),
  turno: z.nullable(z.enum(SHIFTS)),
  ativa: z.boolean(),
  escola_id: z.nullable(z.number().check(z.int())),
  alunos: z.number().check(z.int()),
  professores: z.number().check(z.int()),
  /** The code a person who signed up through a social sign-in types to join the class; null until made. */
  codigo_entrada: z.nullable(z.string()),
});
export type ClassGroupRow = z.infer<typeof classGroupRow>;

const year = z.number().check(z.int(), z.gte(2000), z.lte(2100));

export const classList = post("session", "/conta/{lang}/cadastros/turmas", {
  visitorMay: true,
  body: z.object({
    escola_id: id,
    ano: z.optional(year),
    arquivadas: z.optional(z.boolean()),
    busca: search,
    pagina: page,
  }),
  response: z.extend(pageOf("turmas", classGroupRow), {
    /** The school years the school has classes in (not archived), latest first: a list opens on one of them. */
    anos_com_turmas: z.array(z.number().check(z.int())),
  }),
});

export const classSave = post("session", "/conta/{lang}/cadastros/turma/salvar", {
  body: z.object({
    turma_id: z.optional(id),
    escola_id: id,
    ano: year,
    nome: name,
    tipo: z.enum(GROUP_TYPES),
    serie: optionalText(50),
    turno: z.optional(z.enum(SHIFTS)),
  }),
  response: okWith({ turma: classGroupRow }),
});

/** At the end of the year: the class leaves the active lists, its history stays. */
export const classArchive = post("session", "/conta/{lang}/cadastros/turma/arquivar", {
  body: z.object({ turma_id: id, arquivada: z.boolean() }),
  response: changedBody,
});

/** Adds a person to a class as a student or a teacher, or takes them out. */
export const classMemberSet = post("session", "/conta/{lang}/cadastros/turma/membro", {
  body: z.object({ turma_id: id, pessoa_id: id, papel: z.enum(MEMBER_ROLES), membro: z.boolean() }),
  response: changedBody,
});

/** A student moves to another class: out of the school year's other active classes of the same school. */
export const studentMove = post("session", "/conta/{lang}/cadastros/aluno/mover", {
  body: z.object({ pessoa_id: id, turma_id: id }),
  response: changedBody,
});

export const person = z.object({
  id: z.number().check(z.int()),
  nome: z.string(),
  usuario: z.string(),
  email: z.nullable(z.string()),
  tipo: z.nullable(z.enum(PERSON_KINDS)),
  escola_id: z.nullable(z.number().check(z.int())),
  ativo: z.boolean(),
  funcoes: z.object({ compartilhar: z.boolean(), publicar: z.boolean() }),
  senha_temporaria: z.boolean(),
});
export type Person = z.infer<typeof person>;

/**
 * The people the caller reaches: of one network (`rede_id`, a network's Gestão), school or class when asked,
 * searched (`busca`) by name or login, any part of either ('brucewayne', 'professor', an RA).
 */
export const personList = post("session", "/conta/{lang}/cadastros/pessoas", {
  visitorMay: true,
  body: z.object({
    rede_id: z.optional(id),
    escola_id: z.optional(id),
    turma_id: z.optional(id),
    tipo: z.optional(z.enum(PERSON_KINDS)),
    inativas: z.optional(z.boolean()),
    busca: search,
    pagina: page,
  }),
  response: pageOf("pessoas", person),
});

const oneTimePassword = {
  senha_temporaria: z.string(),
  /** When the one-time password stops working (ISO-8601 UTC). */
  expira_em: z.string(),
};

/**
 * A new person (with a one-time password, shown once, to be replaced at the first sign-in) or changes to one.
 * A student's login is the RA: its leading zeros are dropped, as the sign-in drops them. A person's kind is
 * fixed once made (their history is a student's, or a teacher's).
 */
export const personSave = post("session", "/conta/{lang}/cadastros/pessoa/salvar", {
  body: z.object({
    pessoa_id: z.optional(id),
    escola_id: id,
    tipo: z.enum(PERSON_KINDS),
    nome: name,
    /** The person's login as typed (a student's RA). */
    login: typedLogin,
    email: optionalText(EMAIL_MAX_LENGTH),
    compartilhar: z.optional(z.boolean()),
    publicar: z.optional(z.boolean()),
    turma_id: z.optional(id),
  }),
  response: okWith({
    pessoa: person,
    senha_temporaria: z.optional(z.string()),
    expira_em: z.optional(z.string()),
  }),
});

/** Deactivated people cannot sign in and their sessions end; everything they did stays. */
export const personSetActive = post("session", "/conta/{lang}/cadastros/pessoa/ativa", {
  body: z.object({ pessoa_id: id, ativo: z.boolean() }),
  response: changedBody,
});

export const personEndSessions = post("session", "/conta/{lang}/cadastros/pessoa/encerrar-sessoes", {
  body: z.object({ pessoa_id: id }),
  response: changedBody,
});

/** A one-time password in place of the person's own, which must be replaced at the next sign-in. */
export const personResetPassword = post("session", "/conta/{lang}/cadastros/pessoa/redefinir-senha", {
  body: z.object({ pessoa_id: id }),
  response: okWith(oneTimePassword),
});

export const guardianRow = z.object({
  id: z.number().check(z.int()),
  nome: z.string(),
  usuario: z.string(),
});

export const guardianList = post("session", "/conta/{lang}/cadastros/responsaveis", {
  visitorMay: true,
  body: z.object({ aluno_id: id }),
  response: z.object({ responsaveis: z.array(guardianRow) }),
});

/** Links a guardian to a student, or unlinks them; a student may have several. */
export const guardianLink = post("session", "/conta/{lang}/cadastros/responsavel/vincular", {
  body: z.object({ aluno_id: id, responsavel_id: id, vinculado: z.boolean() }),
  response: changedBody,
});

/** A code for the student's family: shown once, kept hashed, single use, expiring after PAIRING_CODE_TTL_DAYS. */
export const guardianPairingCode = post("session", "/conta/{lang}/cadastros/responsavel/codigo", {
  body: z.object({ aluno_id: id }),
  response: z.object({ status: z.literal("sucesso"), codigo: z.string(), expira_em: z.string() }),
});

/** A signed-in guardian types the family's code and is linked to the student. */
export const guardianPair = post("session", "/conta/{lang}/logado/responsavel/vincular", {
  body: z.object({ codigo_vinculo: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)) }),
  response: okBody,
});

/** One-time passwords for every active student of a class, for its printable sheet (one A4 page per class). */
export const classPasswordSheet = post("session", "/conta/{lang}/cadastros/turma/senhas", {
  body: z.object({ turma_id: id }),
  response: z.object({
    turma: z.string(),
    escola: z.nullable(z.string()),
    ano_letivo: z.nullable(z.number().check(z.int())),
    expira_em: z.string(),
    alunos: z.array(z.object({ nome: z.string(), usuario: z.string(), senha: z.string() })),
  }),
});

/** A new code of a class or a school: the one before (if any) stops working at once. */
const newJoinCode = okWith({
  codigo_entrada: z.string(),
});

/**
 * Makes the school's join code, or replaces a leaked one ('Gerar novo código'): the school's administrators and
 * network managers.
 */
export const schoolJoinCodeRenew = post("session", "/conta/{lang}/cadastros/escola/codigo-entrada", {
  body: z.object({ escola_id: id }),
  response: newJoinCode,
});

/** The same for a class: its school's administrators and network managers, and the class's own teachers. */
export const classJoinCodeRenew = post("session", "/conta/{lang}/cadastros/turma/codigo-entrada", {
  body: z.object({ turma_id: id }),
  response: newJoinCode,
});

/**
 * An account that a social sign-in created waits for a school: its owner types the code of a class (they become
 * a student of it, and of its school) or of a school (its school only). Wrong codes count towards a rate limit.
 * Answers with the refreshed session user, whose `aguardando_escola` is then false.
 */
export const joinByCode = post("session", "/conta/{lang}/logado/codigo-entrada", {
  body: z.object({
    codigo_entrada: z.string().check(z.trim(), z.minLength(1), z.maxLength(JOIN_CODE_INPUT_MAX_LENGTH)),
  }),
  response: okWith({ usuario: sessionUser }),
});
