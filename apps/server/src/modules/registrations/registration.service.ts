import { createHash, randomInt } from "node:crypto";
import type { AuditDetails, AuditEventType } from "@trilha/contracts/audit.calls";
import {
  type ClassGroupRow,
  INEP_PATTERN,
  type ManagedNetwork,
  PAIRING_CODE_LENGTH,
  PAIRING_CODE_TTL_DAYS,
  type Person,
  type PersonKind,
  REGISTRATIONS_PAGE_SIZE,
  type School,
  WHATSAPP_PATTERN,
} from "@trilha/contracts/registrations.calls";
import { isEmailAddress } from "@trilha/contracts/rules/email-address";
import {
  isJoinCodeShape,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  normalizeJoinCode,
} from "@trilha/contracts/rules/join-code";
import { normalizeLogin } from "@trilha/contracts/rules/login-normalization";
import type { Db } from "../../db/database.ts";
import type { Authenticated } from "../../http/caller.ts";
import { FieldError, forbidden, HttpError, notFound } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { type AuditEvent, recordAudit } from "../audit/audit.service.ts";
import { teachesGroup } from "../classes/class.policy.ts";
import { activeStudentsOf, membershipOf } from "../classes/class.service.ts";
import { temporaryPassword } from "../first-admin/first-admin.service.ts";
import { setTemporaryPassword } from "../password/password.service.ts";
import { maskedContactChange, tellOfContactChange } from "../profile/contact-change.service.ts";
import { enforceRateLimits } from "../rate-limit/rate-limit.service.ts";
import { rateLimits } from "../rate-limit/rate-limit-rules.ts";
import { actorOf, isVisiting } from "../sessions/session.policy.ts";
import { deleteUserSessions } from "../sessions/session.service.ts";
import { newUserRow } from "../users/new-user.ts";
import {
  mayManageNetworks,
  networksAfterSave,
  type RegistrationReach,
  reachesNetwork,
  reachesPerson,
  reachesSchool,
  reachOf,
} from "./registration.policy.ts";
import * as repo from "./registration.repository.ts";

type Context = Pick<RequestContext, "db" | "scope" | "now" | "origin">;

type RegistrationEvent = Extract<AuditEventType, `registration.${string}`>;

/** Who changed which registration, in the audit log; during a visit, the visiting administrator. */
function audit<T extends RegistrationEvent>(
  db: Db,
  context: Context,
  caller: Authenticated,
  type: T,
  details: AuditDetails<T>,
  subject?: number,
) {
  return recordAudit(db, context.scope, {
    type,
    actor: caller.session.visitor_id ?? caller.user.id,
    ...(subject === undefined ? {} : { subject }),
    origin: context.origin,
    details,
  } as AuditEvent);
}
/** The calls that write the audit log say where the request came from. */
type AuditedContext = Context;

/** A registration's change and its audit entry, in one transaction: neither is written without the other. */
function changeAudited<T extends RegistrationEvent>(
  context: Context,
  caller: Authenticated,
  event: { type: T; details: AuditDetails<T>; subject?: number },
  change: (trx: Db) => Promise<unknown>,
): Promise<void> {
  return context.db.transaction().execute(async (trx) => {
    await change(trx);
    await audit(trx, context, caller, event.type, event.details, event.subject);
  });
}

/**
 * Saves a registration in one transaction: inserted when it has no id yet, else changed; `record` writes what
 * goes with it (its audit entry says which of the two it was). Answers its id.
 */
function createOrChange(
  context: Context,
  id: number | undefined,
  write: {
    insert: (trx: Db) => Promise<number>;
    update: (trx: Db, id: number) => Promise<void>;
    record: (trx: Db, id: number, acao: "created" | "changed") => Promise<void>;
  },
): Promise<number> {
  return context.db.transaction().execute(async (trx) => {
    const saved = id ?? (await write.insert(trx));
    if (id !== undefined) await write.update(trx, id);
    await write.record(trx, saved, id === undefined ? "created" : "changed");
    return saved;
  });
}

const pageOf = (pagina: number) => ({
  offset: (pagina - 1) * REGISTRATIONS_PAGE_SIZE,
  limit: REGISTRATIONS_PAGE_SIZE,
});
const answerPage = (pagina: number, total: number) => ({ total, pagina, limite: REGISTRATIONS_PAGE_SIZE });

/** What the caller reaches; 403 for anyone who is neither an administrator nor a network manager, or visiting. */
export async function reachOfCaller(context: Context, caller: Authenticated): Promise<RegistrationReach> {
  // A visiting administrator sees what the person sees; registrations are made in their own name.
  if (isVisiting(caller.session)) throw forbidden();
  const reach = reachOf(caller.user, await repo.managedNetworkIds(context.db, context.scope, caller.user.id));
  if (!reach) throw forbidden();
  return reach;
}

export async function registrationsReach(context: Context, caller: Authenticated, networkId?: number) {
  const reach = await reachOfCaller(context, caller);
  if (networkId !== undefined) await networksOfList(context, reach, networkId);
  const redes = await repo.networkRefs(
    context.db,
    context.scope,
    reach.kind === "scope" ? "all" : reach.networkIds,
  );
  return { administrador: reach.kind === "scope", redes };
}

/** The networks whose schools a list shows: the one asked for (if reached), else all the caller reaches. */
async function networksOfList(
  context: Context,
  reach: RegistrationReach,
  networkId: number | undefined,
): Promise<readonly number[] | null> {
  if (networkId !== undefined) {
    if (!reachesNetwork(reach, networkId)) throw notFound();
    if (!(await repo.findNetwork(context.db, context.scope, networkId))) throw notFound();
    return [networkId];
  }
  return reach.kind === "scope" ? null : reach.networkIds;
}

// Schools

async function toSchools(db: Db, context: Context, rows: repo.SchoolRow[]): Promise<School[]> {
  const networks = await repo.networksOfSchools(
    db,
    context.scope,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    nome: row.nome,
    codigo: row.codigo,
    inep: row.inep,
    whatsapp: row.whatsapp,
    ativa: row.active === 1,
    redes: networks
      .filter((network) => network.client_id === row.id)
      .map(({ id, codigo, nome }) => ({ id, codigo, nome })),
    codigo_entrada: row.join_code,
  }));
}

export async function listSchools(
  context: Context,
  caller: Authenticated,
  input: {
    rede_id?: number | undefined;
    busca?: string | undefined;
    inativas?: boolean | undefined;
    pagina: number;
  },
) {
  const reach = await reachOfCaller(context, caller);
  const { rows, total } = await repo.listSchools(
    context.db,
    context.scope,
    {
      networkIds: await networksOfList(context, reach, input.rede_id),
      active: !input.inativas,
      search: input.busca,
    },
    pageOf(input.pagina),
  );
  return { escolas: await toSchools(context.db, context, rows), ...answerPage(input.pagina, total) };
}

/** A school the caller reaches, with its networks; not found otherwise (another network's looks like none). */
async function reachableSchool(context: Context, reach: RegistrationReach, schoolId: number) {
  const school = await repo.findSchool(context.db, context.scope, schoolId);
  if (!school) throw notFound();
  const networkIds = (await repo.networksOfSchools(context.db, context.scope, [schoolId])).map((n) => n.id);
  if (!reachesSchool(reach, networkIds)) throw notFound();
  return { school, networkIds };
}

const blankToNull = (value: string | undefined) => (value ? value : null);

export async function saveSchool(
  context: Context,
  caller: Authenticated,
  input: {
    escola_id?: number | undefined;
    nome: string;
    codigo?: string | undefined;
    inep?: string | undefined;
    whatsapp?: string | undefined;
    redes: number[];
  },
): Promise<School> {
  const reach = await reachOfCaller(context, caller);
  if (input.inep && !INEP_PATTERN.test(input.inep))
    throw new FieldError(400, "registrations.badInep", "inep");
  if (input.whatsapp && !WHATSAPP_PATTERN.test(input.whatsapp)) {
    throw new FieldError(400, "registrations.badWhatsapp", "whatsapp");
  }
  const current =
    input.escola_id === undefined ? [] : (await reachableSchool(context, reach, input.escola_id)).networkIds;
  const networks = networksAfterSave(reach, current, input.redes);
  if (!networks) throw new FieldError(400, "registrations.schoolNetworks", "redes");
  const known = await repo.networkRefs(context.db, context.scope, networks);
  if (known.length !== networks.length) throw new FieldError(404, "registrations.networkNotFound", "redes");
  const fields = {
    nome: input.nome,
    codigo: blankToNull(input.codigo),
    inep: blankToNull(input.inep),
    whatsapp: blankToNull(input.whatsapp),
  };
  const id = await createOrChange(context, input.escola_id, {
    insert: (trx) => repo.insertSchool(trx, context.scope, { ...fields, active: 1 }),
    update: (trx, schoolId) => repo.updateSchool(trx, context.scope, schoolId, fields),
    record: async (trx, schoolId, acao) => {
      await repo.setSchoolNetworks(trx, context.scope, schoolId, networks);
      await audit(trx, context, caller, "registration.school", { acao, escola: input.nome });
    },
  });
  const saved = await repo.findSchool(context.db, context.scope, id);
  if (!saved) throw notFound();
  const [school] = await toSchools(context.db, context, [saved]);
  return school as School;
}

export async function setSchoolActive(
  context: Context,
  caller: Authenticated,
  schoolId: number,
  active: boolean,
) {
  const reach = await reachOfCaller(context, caller);
  const { school } = await reachableSchool(context, reach, schoolId);
  const details = { acao: active ? "reactivated" : "made_inactive", escola: school.nome } as const;
  await changeAudited(context, caller, { type: "registration.school", details }, (trx) =>
    repo.updateSchool(trx, context.scope, schoolId, { active: active ? 1 : 0 }),
  );
}

// Networks

async function networkAdmin(context: Context, caller: Authenticated) {
  const reach = await reachOfCaller(context, caller);
  if (!mayManageNetworks(reach)) throw forbidden();
}

export async function listNetworks(
  context: Context,
  caller: Authenticated,
  input: { busca?: string | undefined; pagina: number },
): Promise<{ redes: ManagedNetwork[]; total: number; pagina: number; limite: number }> {
  await networkAdmin(context, caller);
  const { rows, total } = await repo.listNetworks(
    context.db,
    context.scope,
    input.busca,
    pageOf(input.pagina),
  );
  const managers = await repo.networkManagersOf(
    context.db,
    context.scope,
    rows.map((row) => row.id),
  );
  return {
    redes: rows.map((row) => ({
      id: row.id,
      codigo: row.codigo,
      nome: row.nome,
      escolas: Number(row.escolas ?? 0),
      gestores: managers
        .filter((manager) => manager.network_id === row.id)
        .map(({ id, nome, usuario }) => ({ id, nome, usuario })),
    })),
    ...answerPage(input.pagina, total),
  };
}

export async function saveNetwork(
  context: Context,
  caller: Authenticated,
  input: { rede_id?: number | undefined; codigo: string; nome: string },
) {
  await networkAdmin(context, caller);
  if (input.rede_id !== undefined && !(await repo.findNetwork(context.db, context.scope, input.rede_id))) {
    throw notFound();
  }
  const sameCode = await repo.findNetworkByCode(context.db, context.scope, input.codigo);
  if (sameCode && sameCode.id !== input.rede_id)
    throw new FieldError(409, "registrations.networkCodeTaken", "codigo");
  const network = { codigo: input.codigo, nome: input.nome };
  const id = await createOrChange(context, input.rede_id, {
    insert: (trx) => repo.insertNetwork(trx, context.scope, network),
    update: (trx, networkId) => repo.updateNetwork(trx, context.scope, networkId, network),
    record: (trx, _networkId, acao) =>
      audit(trx, context, caller, "registration.network", { acao, rede: input.nome }),
  });
  return { id, ...network };
}

export async function setNetworkManager(
  context: Context,
  caller: Authenticated,
  input: { rede_id: number; usuario: string; gestor: boolean },
) {
  await networkAdmin(context, caller);
  const network = await repo.findNetwork(context.db, context.scope, input.rede_id);
  if (!network) throw notFound();
  const person = await repo.findPersonByLogin(context.db, context.scope, normalizeLogin(input.usuario));
  if (!person) throw new FieldError(404, "registrations.personNotFound", "usuario");
  const acao = input.gestor ? "manager_added" : "manager_removed";
  const details = { acao, rede: network.nome, usuario: person.usuario } as const;
  await changeAudited(context, caller, { type: "registration.network", details, subject: person.id }, (trx) =>
    repo.setNetworkManager(trx, context.scope, input.rede_id, person.id, input.gestor),
  );
}

// Classes

function toClass(row: repo.ClassRow): ClassGroupRow {
  return {
    id: row.id,
    nome: row.nome,
    tipo: row.tipo === "pro" ? "pro" : "adm",
    ano_letivo: row.school_year,
    serie: row.grade,
    turno: row.shift as ClassGroupRow["turno"],
    ativa: row.active === 1,
    escola_id: row.client_id,
    alunos: Number(row.students ?? 0),
    professores: Number(row.teachers ?? 0),
    codigo_entrada: row.join_code,
  };
}

export async function listClasses(
  context: Context,
  caller: Authenticated,
  input: {
    escola_id: number;
    ano?: number | undefined;
    arquivadas?: boolean | undefined;
    busca?: string | undefined;
    pagina: number;
  },
) {
  const reach = await reachOfCaller(context, caller);
  await reachableSchool(context, reach, input.escola_id);
  const [{ rows, total }, years] = await Promise.all([
    repo.listClasses(
      context.db,
      context.scope,
      {
        schoolId: input.escola_id,
        year: input.ano,
        archived: input.arquivadas === true,
        search: input.busca,
      },
      pageOf(input.pagina),
    ),
    repo.schoolYearsWithClasses(context.db, context.scope, input.escola_id),
  ]);
  return { turmas: rows.map(toClass), ...answerPage(input.pagina, total), anos_com_turmas: years };
}

/** A class of a school the caller reaches; not found otherwise. */
async function reachableClass(context: Context, reach: RegistrationReach, classId: number) {
  const group = await repo.findClass(context.db, context.scope, classId);
  if (!group) throw notFound();
  if (group.client_id === null) {
    if (reach.kind !== "scope") throw notFound();
  } else {
    await reachableSchool(context, reach, group.client_id);
  }
  return group;
}

export async function saveClass(
  context: Context,
  caller: Authenticated,
  input: {
    turma_id?: number | undefined;
    escola_id: number;
    ano: number;
    nome: string;
    tipo: "adm" | "pro";
    serie?: string | undefined;
    turno?: ClassGroupRow["turno"] | undefined;
  },
): Promise<ClassGroupRow> {
  const reach = await reachOfCaller(context, caller);
  await reachableSchool(context, reach, input.escola_id);
  if (input.turma_id !== undefined) await reachableClass(context, reach, input.turma_id);
  const fields = {
    nome: input.nome,
    tipo: input.tipo,
    school_year: input.ano,
    grade: blankToNull(input.serie),
    shift: input.turno ?? null,
  };
  const id = await createOrChange(context, input.turma_id, {
    insert: (trx) =>
      repo.insertClass(trx, context.scope, { ...fields, client_id: input.escola_id, active: 1 }),
    update: (trx, classId) => repo.updateClass(trx, context.scope, classId, fields),
    record: (trx, _classId, acao) =>
      audit(trx, context, caller, "registration.class", { acao, turma: input.nome }),
  });
  const saved = await repo.findClass(context.db, context.scope, id);
  if (!saved) throw notFound();
  return toClass(saved);
}

export async function archiveClass(
  context: Context,
  caller: Authenticated,
  classId: number,
  archived: boolean,
) {
  const reach = await reachOfCaller(context, caller);
  const group = await reachableClass(context, reach, classId);
  const details = { acao: archived ? "archived" : "unarchived", turma: group.nome } as const;
  await changeAudited(context, caller, { type: "registration.class", details }, (trx) =>
    repo.updateClass(trx, context.scope, classId, { active: archived ? 0 : 1 }),
  );
}

export async function setClassMember(
  context: Context,
  caller: Authenticated,
  input: { turma_id: number; pessoa_id: number; papel: "student" | "teacher"; membro: boolean },
) {
  const reach = await reachOfCaller(context, caller);
  const group = await reachableClass(context, reach, input.turma_id);
  const person = await reachablePerson(context, reach, input.pessoa_id);
  if (input.membro && input.papel === "student" && person.kind !== "student") {
    throw new FieldError(400, "registrations.notAStudent", "pessoa_id");
  }
  if (input.membro && person.deactivated_at !== null)
    throw new HttpError(409, "registrations.personInactive");
  const acao = input.membro ? "member_added" : "member_removed";
  const details = { acao, turma: group.nome, usuario: person.usuario } as const;
  const member = { groupId: group.id, userId: person.id, role: input.papel };
  await changeAudited(context, caller, { type: "registration.class", details, subject: person.id }, (trx) =>
    repo.setMember(trx, context.scope, member, input.membro),
  );
}

/** Out of the school year's other active classes of the class's school, into this one. */
export async function moveStudent(
  context: Context,
  caller: Authenticated,
  input: { pessoa_id: number; turma_id: number },
) {
  const reach = await reachOfCaller(context, caller);
  const group = await reachableClass(context, reach, input.turma_id);
  const person = await reachablePerson(context, reach, input.pessoa_id);
  if (person.kind !== "student") throw new FieldError(400, "registrations.notAStudent", "pessoa_id");
  if (group.active !== 1) throw new HttpError(409, "registrations.classArchived");
  const details = { acao: "moved", turma: group.nome } as const;
  const event = { type: "registration.person", details, subject: person.id } as const;
  await changeAudited(context, caller, event, async (trx) => {
    await repo.leaveYearClasses(trx, context.scope, person.id, {
      clientId: group.client_id,
      year: group.school_year,
    });
    await repo.setMember(trx, context.scope, { groupId: group.id, userId: person.id, role: "student" }, true);
  });
}

// People

function toPerson(row: repo.PersonRow): Person {
  return {
    id: row.id,
    nome: row.nome,
    usuario: row.usuario,
    email: row.email,
    tipo: row.kind as PersonKind | null,
    escola_id: row.client_id,
    ativo: row.deactivated_at === null,
    funcoes: { compartilhar: row.can_share === 1, publicar: row.can_publish === 1 },
    senha_temporaria: row.must_change_password === 1,
  };
}

export async function listPeople(
  context: Context,
  caller: Authenticated,
  input: {
    rede_id?: number | undefined;
    escola_id?: number | undefined;
    turma_id?: number | undefined;
    tipo?: PersonKind | undefined;
    inativas?: boolean | undefined;
    busca?: string | undefined;
    pagina: number;
  },
) {
  const reach = await reachOfCaller(context, caller);
  if (input.escola_id !== undefined) await reachableSchool(context, reach, input.escola_id);
  if (input.turma_id !== undefined) await reachableClass(context, reach, input.turma_id);
  const { rows, total } = await repo.listPeople(
    context.db,
    context.scope,
    {
      networkIds: await networksOfList(context, reach, input.rede_id),
      schoolId: input.escola_id,
      groupId: input.turma_id,
      kind: input.tipo,
      active: !input.inativas,
      search: input.busca ? normalizeSearch(input.busca) : undefined,
    },
    pageOf(input.pagina),
  );
  return { pessoas: rows.map(toPerson), ...answerPage(input.pagina, total) };
}

/** A search by RA finds it with or without its leading zeros, as the sign-in does. */
function normalizeSearch(search: string): string {
  return /^[0-9]+$/.test(search) ? normalizeLogin(search) : search;
}

/** The people of these ids the caller reaches (registration.policy.ts `reachesPerson`). */
async function reachedAmong(context: Context, reach: RegistrationReach, userIds: readonly number[]) {
  if (reach.kind === "scope") return new Set(userIds);
  const standings = await repo.standingsOf(context.db, context.scope, userIds);
  return new Set(
    userIds.filter((id) => {
      const standing = standings.get(id);
      return standing !== undefined && reachesPerson(reach, standing);
    }),
  );
}

/** A person the caller reaches; not found otherwise (another network's looks like none). */
async function reachablePerson(context: Context, reach: RegistrationReach, userId: number) {
  const person = await repo.findPerson(context.db, context.scope, userId);
  if (!person || !(await reachedAmong(context, reach, [person.id])).has(person.id)) throw notFound();
  return person;
}

/** A person the caller reaches, never themselves: nobody deactivates, signs out or resets their own account. */
async function anotherReachablePerson(context: Context, caller: Authenticated, userId: number) {
  const person = await reachablePerson(context, await reachOfCaller(context, caller), userId);
  if (person.id === caller.user.id) throw new HttpError(409, "registrations.notYourself");
  return person;
}

/** A changed person's login: leading zeros dropped (the RA rule of the sign-in), no spaces, not taken. */
async function loginFor(context: Context, typed: string, userId: number | undefined): Promise<string> {
  const usuario = normalizeLogin(typed);
  if (/\s/.test(usuario)) throw new FieldError(400, "registrations.loginFormat", "login");
  const taken = await repo.findPersonByLogin(context.db, context.scope, usuario);
  if (taken && taken.id !== userId) throw new FieldError(409, "registrations.loginTaken", "login");
  return usuario;
}

export async function savePerson(
  // Telling the account of a change of its e-mail or login needs the mail, the tenant's name, the language, a log.
  context: Context & Pick<RequestContext, "providers" | "tenant" | "lang" | "request">,
  caller: Authenticated,
  input: {
    pessoa_id?: number | undefined;
    escola_id: number;
    tipo: PersonKind;
    nome: string;
    login: string;
    email?: string | undefined;
    compartilhar?: boolean | undefined;
    publicar?: boolean | undefined;
    turma_id?: number | undefined;
  },
): Promise<{ pessoa: Person; senha_temporaria?: string; expira_em?: string }> {
  const reach = await reachOfCaller(context, caller);
  await reachableSchool(context, reach, input.escola_id);
  const current =
    input.pessoa_id === undefined ? null : await reachablePerson(context, reach, input.pessoa_id);
  if (current && current.kind !== null && current.kind !== input.tipo) {
    throw new FieldError(409, "registrations.kindFixed", "tipo");
  }
  if (input.email && !isEmailAddress(input.email))
    throw new FieldError(400, "registrations.badEmail", "email");
  const group = input.turma_id === undefined ? null : await reachableClass(context, reach, input.turma_id);
  if (group && group.client_id !== input.escola_id) {
    throw new FieldError(400, "registrations.classOfAnotherSchool", "turma_id");
  }
  if (group && input.tipo !== "student" && input.tipo !== "teacher") {
    throw new FieldError(400, "registrations.notAClassMember", "turma_id");
  }
  const usuario = await loginFor(context, input.login, input.pessoa_id);
  const fields = {
    nome: input.nome,
    usuario,
    email: blankToNull(input.email),
    kind: input.tipo,
    client_id: input.escola_id,
    can_share: input.compartilhar ? 1 : 0,
    can_publish: input.publicar ? 1 : 0,
  };
  let temporary: { password: string; expiresAt: string } | null = null;
  const id = await createOrChange(context, input.pessoa_id, {
    insert: async (trx) => {
      const created = await temporaryPassword("readable");
      temporary = created;
      return repo.insertPerson(
        trx,
        context.scope,
        newUserRow({
          ...fields,
          password_hash: created.hash,
          password_expires_at: created.expiresAt,
          must_change_password: 1,
        }),
      );
    },
    update: (trx, userId) => repo.updatePerson(trx, context.scope, userId, fields),
    record: async (trx, userId, acao) => {
      if (group) {
        const role = input.tipo === "teacher" ? "teacher" : "student";
        await repo.setMember(trx, context.scope, { groupId: group.id, userId, role }, true);
      }
      const details = {
        acao,
        ...(group ? { turma: group.nome } : {}),
        ...(current ? maskedContactChange(current, fields) : {}),
      };
      await audit(trx, context, caller, "registration.person", details, userId);
    },
  });
  // Someone else changed where the account's reset links go, or its login: the account is told.
  if (current && current.id !== caller.user.id) {
    tellOfContactChange(context, current, fields);
  }
  const saved = await repo.findPerson(context.db, context.scope, id);
  if (!saved) throw notFound();
  const issued = temporary as { password: string; expiresAt: string } | null;
  return issued
    ? { pessoa: toPerson(saved), senha_temporaria: issued.password, expira_em: issued.expiresAt }
    : { pessoa: toPerson(saved) };
}

/** Deactivated people cannot sign in, and their sessions end now; everything they did stays. */
export async function setPersonActive(
  context: Context,
  caller: Authenticated,
  userId: number,
  active: boolean,
) {
  const person = await anotherReachablePerson(context, caller, userId);
  const details = { acao: active ? "reactivated" : "made_inactive" } as const;
  const event = { type: "registration.person", details, subject: person.id } as const;
  await changeAudited(context, caller, event, async (trx) => {
    await repo.updatePerson(trx, context.scope, person.id, {
      deactivated_at: active ? null : context.now.toISOString(),
    });
    if (!active) await deleteUserSessions(trx, context.scope, person.id, null);
  });
}

export async function endPersonSessions(context: Context, caller: Authenticated, userId: number) {
  const person = await anotherReachablePerson(context, caller, userId);
  const details = { acao: "sessions_ended" } as const;
  const event = { type: "registration.person", details, subject: person.id } as const;
  await changeAudited(context, caller, event, (trx) =>
    deleteUserSessions(trx, context.scope, person.id, null),
  );
}

/** A one-time password in place of the person's own, as create-admin issues one; their sessions end. */
export async function resetPersonPassword(context: Context, caller: Authenticated, userId: number) {
  const person = await anotherReachablePerson(context, caller, userId);
  const temporary = await temporaryPassword("readable");
  const details = { acao: "password_reset" } as const;
  const event = { type: "registration.person", details, subject: person.id } as const;
  await changeAudited(context, caller, event, async (trx) => {
    await setTemporaryPassword(trx, context.scope, person.id, temporary);
    await deleteUserSessions(trx, context.scope, person.id, null);
  });
  return { senha_temporaria: temporary.password, expira_em: temporary.expiresAt };
}

/** A new one-time password for every active student of the class, for its printable sheet. */
export async function classPasswordSheet(context: Context, caller: Authenticated, classId: number) {
  const reach = await reachOfCaller(context, caller);
  const group = await reachableClass(context, reach, classId);
  const school =
    group.client_id === null ? null : await repo.findSchool(context.db, context.scope, group.client_id);
  // The sheet is for the class's active students (a deactivated one cannot sign in) whom the caller reaches: a
  // student who also manages another network keeps their password.
  const active = await activeStudentsOf(context, group.id);
  const reached = await reachedAmong(
    context,
    reach,
    active.map((student) => student.id),
  );
  const students = active.filter((student) => reached.has(student.id));
  const issued = await Promise.all(
    students.map(async (student) => ({ student, temporary: await temporaryPassword("readable") })),
  );
  const details = { acao: "password_sheet", turma: group.nome, alunos: issued.length } as const;
  await changeAudited(context, caller, { type: "registration.class", details }, async (trx) => {
    for (const { student, temporary } of issued) {
      await setTemporaryPassword(trx, context.scope, student.id, temporary);
      await deleteUserSessions(trx, context.scope, student.id, null);
    }
  });
  return {
    turma: group.nome,
    escola: school?.nome ?? null,
    ano_letivo: group.school_year,
    expira_em: issued[0]?.temporary.expiresAt ?? context.now.toISOString(),
    alunos: issued.map(({ student, temporary }) => ({
      nome: student.nome,
      usuario: student.usuario,
      senha: temporary.password,
    })),
  };
}

// Guardians

async function reachableStudent(context: Context, reach: RegistrationReach, userId: number) {
  const student = await reachablePerson(context, reach, userId);
  if (student.kind !== "student") throw new FieldError(400, "registrations.notAStudent", "aluno_id");
  return student;
}

export async function listGuardians(context: Context, caller: Authenticated, studentId: number) {
  const reach = await reachOfCaller(context, caller);
  await reachableStudent(context, reach, studentId);
  return repo.guardiansOf(context.db, context.scope, studentId);
}

export async function linkGuardian(
  context: Context,
  caller: Authenticated,
  input: { aluno_id: number; responsavel_id: number; vinculado: boolean },
) {
  const reach = await reachOfCaller(context, caller);
  const student = await reachableStudent(context, reach, input.aluno_id);
  const guardian = await reachablePerson(context, reach, input.responsavel_id);
  if (guardian.kind !== "guardian") throw new FieldError(400, "registrations.notAGuardian", "responsavel_id");
  const acao = input.vinculado ? "guardian_linked" : "guardian_unlinked";
  const details = { acao, usuario: guardian.usuario } as const;
  const event = { type: "registration.guardian", details, subject: student.id } as const;
  await changeAudited(context, caller, event, (trx) =>
    repo.setGuardian(trx, context.scope, student.id, guardian.id, input.vinculado),
  );
}

/** No 0/O, 1/I/L: a family reads it off a note and types it once. */
const PAIRING_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

const pairingHash = (code: string) =>
  createHash("sha256").update(code.toUpperCase().replaceAll(/[\s-]/g, "")).digest("hex");

export async function issuePairingCode(context: Context, caller: Authenticated, studentId: number) {
  const reach = await reachOfCaller(context, caller);
  const student = await reachableStudent(context, reach, studentId);
  const code = Array.from(
    { length: PAIRING_CODE_LENGTH },
    () => PAIRING_ALPHABET[randomInt(PAIRING_ALPHABET.length)],
  ).join("");
  const expiresAt = new Date(context.now.getTime() + PAIRING_CODE_TTL_DAYS * 86_400_000).toISOString();
  const details = { acao: "code_issued" } as const;
  const event = { type: "registration.guardian", details, subject: student.id } as const;
  await changeAudited(context, caller, event, (trx) =>
    repo.insertPairingCode(trx, context.scope, {
      student_id: student.id,
      code_hash: pairingHash(code),
      created_by: caller.user.id,
      created_at: context.now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    }),
  );
  return { codigo: code, expira_em: expiresAt };
}

/** A signed-in guardian links themselves to the student of a live code, which is then spent. */
export async function pairGuardian(context: Context, caller: Authenticated, typed: string) {
  if (isVisiting(caller.session)) throw forbidden();
  if (caller.user.kind !== "guardian") throw new HttpError(403, "registrations.onlyGuardians");
  // Counted before the code is looked at, and given back when it was right: only wrong codes use the budget.
  const hit = await enforceRateLimits(context.db, context.scope, [
    rateLimits.pairingCodeFailuresPerUser(caller.user.id),
    rateLimits.pairingCodeFailuresPerIp(context.origin.ip),
  ]);
  const now = context.now.toISOString();
  const hash = pairingHash(typed);
  await context.db.transaction().execute(async (trx) => {
    const code = await repo.findLivePairingCode(trx, context.scope, hash, now);
    if (!code) throw new FieldError(404, "registrations.pairingCodeInvalid", "codigo_vinculo");
    const spent = await repo.spendPairingCode(trx, context.scope, code.id, now);
    if (!spent) throw new FieldError(404, "registrations.pairingCodeInvalid", "codigo_vinculo");
    await repo.setGuardian(trx, context.scope, code.student_id, caller.user.id, true);
    await audit(
      trx,
      context,
      caller,
      "registration.guardian",
      { acao: "paired", usuario: caller.user.usuario },
      code.student_id,
    );
  });
  await hit.refund();
}

// Join codes: how an account a social sign-in created ('Cadastro pelo login social') finds its school

/** A fresh code, unique among the scope's classes and schools. */
async function unusedJoinCode(context: Context): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = Array.from(
      { length: JOIN_CODE_LENGTH },
      () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)],
    ).join("");
    if (!(await repo.isJoinCodeTaken(context.db, context.scope, code))) return code;
  }
  // Five draws of 31⁸ that all exist already: the scope is being scanned, not filled.
  throw new HttpError(503, "api.generic");
}

/** Writes a new code in place of the old one (which stops working); a race for the same code draws again. */
async function renewJoinCode(
  context: AuditedContext,
  caller: Authenticated,
  target: { table: "class_groups" | "clients"; id: number },
  audited: { turma_id?: number; escola_id?: number },
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const code = await unusedJoinCode(context);
    try {
      await context.db.transaction().execute(async (trx) => {
        await repo.setJoinCode(trx, context.scope, target, code);
        await recordAudit(trx, context.scope, {
          type: "join_code.renewed",
          actor: actorOf(caller),
          origin: context.origin,
          details: audited,
        });
      });
      return code;
    } catch (error) {
      if (attempt >= 2 || !(await repo.isJoinCodeTaken(context.db, context.scope, code))) throw error;
    }
  }
}

/** 'Gerar novo código' of a school: its administrators and network managers. */
export async function renewSchoolJoinCode(context: AuditedContext, caller: Authenticated, schoolId: number) {
  const reach = await reachOfCaller(context, caller);
  const { school } = await reachableSchool(context, reach, schoolId);
  return renewJoinCode(context, caller, { table: "clients", id: school.id }, { escola_id: school.id });
}

/** 'Gerar novo código' of a class: its teachers (on the class page), or whom the registrations let reach it. */
export async function renewClassJoinCode(context: AuditedContext, caller: Authenticated, classId: number) {
  if (isVisiting(caller.session)) throw forbidden();
  const membership = await membershipOf(context, caller.user.id, classId);
  const group = teachesGroup(context.scope, caller.user.id, classId, membership)
    ? await repo.findClass(context.db, context.scope, classId)
    : await reachableClass(context, await reachOfCaller(context, caller), classId);
  if (!group) throw notFound();
  return renewJoinCode(
    context,
    caller,
    { table: "class_groups", id: group.id },
    { turma_id: group.id, ...(group.client_id === null ? {} : { escola_id: group.client_id }) },
  );
}

/**
 * The owner of an account that waits for a school types a code: a class's makes them a student of it and of
 * its school, a school's gives them the school only. Wrong codes count towards a rate limit of the account and
 * of the address (a right one is not counted), and are recorded. Only active classes and schools of the
 * caller's own scope have codes that work.
 */
export async function joinByCode(
  context: AuditedContext,
  caller: Authenticated,
  typed: string,
): Promise<"class" | "school"> {
  if (isVisiting(caller.session)) throw forbidden();
  if (caller.user.awaiting_school !== 1) throw new HttpError(409, "registrations.joinCode.notWaiting");
  const { db, scope } = context;
  const hit = await enforceRateLimits(db, scope, [
    rateLimits.joinCodeFailuresPerUser(caller.user.id),
    rateLimits.joinCodeFailuresPerIp(context.origin.ip),
  ]);
  const code = normalizeJoinCode(typed);
  const group = isJoinCodeShape(code) ? await repo.findActiveClassByJoinCode(db, scope, code) : undefined;
  const school =
    group || !isJoinCodeShape(code) ? undefined : await repo.findActiveSchoolByJoinCode(db, scope, code);
  const who = { actor: caller.user.id, subject: caller.user.id, origin: context.origin };
  if (!group && !school) {
    await recordAudit(db, scope, { type: "join_code.failed", ...who, details: { reason: "wrong_code" } });
    throw new FieldError(404, "registrations.joinCode.wrong", "codigo_entrada");
  }
  await hit.refund();
  const joined = await db.transaction().execute(async (trx) => {
    const ended = await repo.endWaitForSchool(
      trx,
      scope,
      caller.user.id,
      group ? { clientId: group.client_id, kind: "student" } : { clientId: school?.id ?? null, kind: null },
    );
    if (!ended) return false;
    if (group) {
      await repo.setMember(trx, scope, { groupId: group.id, userId: caller.user.id, role: "student" }, true);
    }
    await recordAudit(trx, scope, {
      type: "join_code.used",
      ...who,
      details: group
        ? { turma_id: group.id, ...(group.client_id === null ? {} : { escola_id: group.client_id }) }
        : { escola_id: school?.id ?? 0 },
    });
    return true;
  });
  // Another request of the same account joined first.
  if (!joined) throw new HttpError(409, "registrations.joinCode.notWaiting");
  return group ? "class" : "school";
}
