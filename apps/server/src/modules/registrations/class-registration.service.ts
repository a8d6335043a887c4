import type { ClassGroupRow } from "@trilha/contracts/registrations.calls";
import type { Authenticated } from "../../http/caller.ts";
import { FieldError, HttpError, notFound } from "../../http/http-error.ts";
import { activeStudentsOf } from "../classes/class.service.ts";
import { temporaryPassword } from "../first-admin/first-admin.service.ts";
import { reachablePerson, reachedAmong, replacePassword } from "./person-registration.service.ts";
import type { RegistrationReach } from "./registration.policy.ts";
import * as repo from "./registration.repository.ts";
import {
  blankToNull,
  type Context,
  changeAudited,
  createOrChange,
  pageOf,
  reachOfCaller,
} from "./registration.service.ts";
import { reachableSchool } from "./school-registration.service.ts";

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
  const page = pageOf(input.pagina);
  const [{ rows, total }, years] = await Promise.all([
    repo.listClasses(
      context.data,
      {
        schoolId: input.escola_id,
        year: input.ano,
        archived: input.arquivadas === true,
        search: input.busca,
      },
      page,
    ),
    repo.schoolYearsWithClasses(context.data, input.escola_id),
  ]);
  return { turmas: rows.map(toClass), ...page.answer(total), anos_com_turmas: years };
}

/** A class of a school the caller reaches; not found otherwise. */
export async function reachableClass(context: Context, reach: RegistrationReach, classId: number) {
  const group = await repo.findClass(context.data, classId);
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
  const id = await createOrChange(context, caller, input.turma_id, {
    insert: (trx) => repo.insertClass(trx, { ...fields, client_id: input.escola_id, active: 1 }),
    update: (trx, classId) => repo.updateClass(trx, classId, fields),
    event: (acao) => ({ type: "registration.class", details: { acao, turma: input.nome } }),
  });
  const saved = await repo.findClass(context.data, id);
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
    repo.updateClass(trx, classId, { active: archived ? 0 : 1 }),
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
    repo.setMember(trx, member, input.membro),
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
    await repo.leaveYearClasses(trx, person.id, {
      clientId: group.client_id,
      year: group.school_year,
    });
    await repo.setMember(trx, { groupId: group.id, userId: person.id, role: "student" }, true);
  });
}

// People

/** A new one-time password for every active student of the class, for its printable sheet. */
export async function classPasswordSheet(context: Context, caller: Authenticated, classId: number) {
  const reach = await reachOfCaller(context, caller);
  const group = await reachableClass(context, reach, classId);
  const school = group.client_id === null ? null : await repo.findSchool(context.data, group.client_id);
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
    for (const { student, temporary } of issued) await replacePassword(trx, student.id, temporary);
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
