import type { AssignedLesson } from "@trilha/contracts/assigned-lesson";
import { TEACHER_HOME_ASSIGNMENTS } from "@trilha/contracts/assignments.calls";
import type { AuditDetails } from "@trilha/contracts/audit.calls";
import { GROUP_TYPES } from "@trilha/contracts/classes.calls";
import {
  DELIVERY_STATES,
  type DeliveryState,
  type DeliveryStatus,
  deliveredLate,
  deliveryStatus,
  effectiveDueAt,
} from "@trilha/contracts/rules/delivery-status";
import { gradeNumber } from "@trilha/contracts/rules/grade";
import type { Authenticated } from "../../http/caller.ts";
import { FieldError, forbidden, HttpError, notFound } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { studiesInGroup, teachesGroup } from "../classes/class.policy.ts";
import { membershipOf } from "../classes/class.service.ts";
import { timeZoneOf } from "../grading-periods/grading-period.service.ts";
import { currentVersionOf, filterTags, lessonType, parseTags } from "../lessons/lesson.service.ts";
import {
  type AssignmentRow,
  closeAssignment,
  deleteExtension,
  findAssignment,
  findAssignmentIdByKey,
  findLatestAssignmentOf,
  findStudentAssignment,
  insertAssignment,
  listGroupAssignments,
  listGroupExtensions,
  listRecentTaughtAssignments,
  listStudentAssignments,
  reopenAssignment,
  rescheduleAssignment,
  type StudentAssignmentRow,
  upsertExtension,
} from "./assignment.repository.ts";

type Context = Pick<RequestContext, "data" | "scope" | "now">;
type Reader = Pick<RequestContext, "data" | "scope">;
/** The calls that change an assignment's schedule write the audit log, which says where they came from. */
type AuditedContext = Context & Pick<RequestContext, "origin">;

/** Who closed, reopened or extended what, in the audit log; the student is the subject of extra time. */
export function auditChange(
  context: AuditedContext,
  caller: Authenticated,
  assignment: AssignmentRow,
  change: Pick<AuditDetails<"assignment.changed">, "acao" | "inicio" | "fim" | "entregas" | "registro">,
  studentId?: number,
) {
  return recordAudit(context.data, {
    type: "assignment.changed",
    actor: caller.session.visitor_id ?? caller.user.id,
    ...(studentId === undefined ? {} : { subject: studentId }),
    origin: context.origin,
    details: {
      ...change,
      turma: assignment.group_name,
      conteudo: assignment.title,
      atribuicao_id: assignment.id,
    },
  });
}

function summaryOf(row: AssignmentRow) {
  return {
    id: row.id,
    conteudo_id: row.lesson_id,
    versao: row.version,
    turma_id: row.group_id,
    ...scheduleAndGradingOf(row),
  };
}

/** An assignment's schedule, closing and whether it is graded, as every answer about it says them. */
export function scheduleAndGradingOf(
  row: Pick<AssignmentRow, "starts_at" | "due_at" | "closed_at" | "takes_grade">,
) {
  return {
    agendamento: { inicio: row.starts_at, fim: row.due_at },
    encerrada_em: row.closed_at,
    com_nota: row.takes_grade === 1,
  };
}

/** An assignment of a class the caller teaches: 404 when there is none, 403 when the class is not theirs. */
export async function assignmentTaughtBy(context: Reader, caller: Authenticated, assignmentId: number) {
  const assignment = await findAssignment(context.data, assignmentId);
  if (!assignment) throw notFound();
  const membership = await membershipOf(context, caller.user.id, assignment.group_id);
  if (!teachesGroup(context.scope, caller.user.id, assignment.group_id, membership)) throw forbidden();
  return assignment;
}

/** Whether the user is a student of the class: the teacher's calls on one student name only their own. */
export async function isStudentOf(context: Reader, userId: number, groupId: number): Promise<boolean> {
  return studiesInGroup(context.scope, userId, groupId, await membershipOf(context, userId, groupId));
}

/** A schedule as stored: UTC instants, the due date after the start. */
function scheduleOf(agendamento: { inicio: string; fim: string }) {
  const startsAt = new Date(agendamento.inicio).toISOString();
  const dueAt = new Date(agendamento.fim).toISOString();
  if (dueAt <= startsAt) throw new HttpError(400, "learning.scheduleInvalid");
  return { startsAt, dueAt };
}

/**
 * 'Atribuir': the lesson's current version, given to a class the caller teaches. The same key twice (a double
 * tap, a retry after a lost answer) makes one assignment; a lesson the class already has asks first.
 */
export async function assignLesson(
  context: AuditedContext,
  caller: Authenticated,
  input: {
    conteudo_id: number;
    turma_id: number;
    agendamento: { inicio: string; fim: string };
    chave_envio?: string | undefined;
    repetir?: boolean | undefined;
    com_nota?: boolean | undefined;
  },
) {
  const membership = await membershipOf(context, caller.user.id, input.turma_id);
  if (!teachesGroup(context.scope, caller.user.id, input.turma_id, membership)) throw forbidden();
  const lesson = await currentVersionOf(context, input.conteudo_id);
  if (!lesson) throw notFound();
  const reading = lesson.tipo === "PAD";
  if (!reading && input.com_nota === false) throw new FieldError(400, "learning.gradeRequired", "com_nota");
  const { startsAt, dueAt } = scheduleOf(input.agendamento);
  const madeBefore = async () => {
    const id = input.chave_envio
      ? await findAssignmentIdByKey(context.data, caller.user.id, input.chave_envio)
      : undefined;
    return id === undefined ? undefined : (findAssignment(context.data, id) as Promise<AssignmentRow>);
  };
  const repeat = await madeBefore();
  if (repeat) return summaryOf(repeat);
  if (!input.repetir && (await findLatestAssignmentOf(context.data, lesson.lessonId, input.turma_id))) {
    throw new FieldError(409, "learning.alreadyAssigned", "repetir");
  }
  let id: number;
  try {
    id = await insertAssignment(context.data, {
      lessonId: lesson.lessonId,
      versionId: lesson.versionId,
      groupId: input.turma_id,
      assignedBy: caller.user.id,
      startsAt,
      dueAt,
      now: context.now.toISOString(),
      requestKey: input.chave_envio ?? null,
      takesGrade: !reading || input.com_nota === true,
    });
  } catch (error) {
    // Two taps at once: the other one's insert won the key.
    const other = await madeBefore();
    if (other) return summaryOf(other);
    throw error;
  }
  const assignment = (await findAssignment(context.data, id)) as AssignmentRow;
  await auditChange(context, caller, assignment, { acao: "assigned" });
  return summaryOf(assignment);
}

/** 'Editar datas': the class's new start and due date; a student's later extra time stays. */
export async function rescheduleTaughtAssignment(
  context: AuditedContext,
  caller: Authenticated,
  input: { atribuicao_id: number; agendamento: { inicio: string; fim: string } },
) {
  const assignment = await assignmentTaughtBy(context, caller, input.atribuicao_id);
  const schedule = scheduleOf(input.agendamento);
  if (schedule.startsAt !== assignment.starts_at || schedule.dueAt !== assignment.due_at) {
    await rescheduleAssignment(context.data, assignment.id, schedule);
    await auditChange(context, caller, assignment, {
      acao: "rescheduled",
      inicio: schedule.startsAt,
      fim: schedule.dueAt,
    });
  }
  return summaryOf((await findAssignment(context.data, assignment.id)) as AssignmentRow);
}

/**
 * 'Encerrar entregas' closes it now, 'Reabrir' takes deliveries again (late after the due date) until it is
 * closed anew; asking for the state it is already in changes nothing and writes nothing (a second close keeps
 * the first time).
 */
async function setClosed(
  context: AuditedContext,
  caller: Authenticated,
  assignmentId: number,
  close: boolean,
) {
  const assignment = await assignmentTaughtBy(context, caller, assignmentId);
  if ((assignment.closed_at === null) === close) {
    if (close) await closeAssignment(context.data, assignmentId, context.now.toISOString());
    else await reopenAssignment(context.data, assignmentId);
    await auditChange(context, caller, assignment, { acao: close ? "closed" : "reopened" });
  }
  return summaryOf((await findAssignment(context.data, assignmentId)) as AssignmentRow);
}

export const closeTaughtAssignment = (context: AuditedContext, caller: Authenticated, assignmentId: number) =>
  setClosed(context, caller, assignmentId, true);

export const reopenTaughtAssignment = (
  context: AuditedContext,
  caller: Authenticated,
  assignmentId: number,
) => setClosed(context, caller, assignmentId, false);

/**
 * A student's own due date, later than the assignment's. A closed assignment takes no delivery, extra time or
 * not: it is refused until the teacher reopens it, rather than granted and never usable.
 */
export async function extendForStudent(
  context: AuditedContext,
  caller: Authenticated,
  input: { atribuicao_id: number; aluno_id: number; fim: string },
) {
  const assignment = await assignmentTaughtBy(context, caller, input.atribuicao_id);
  if (!(await isStudentOf(context, input.aluno_id, assignment.group_id))) throw notFound();
  if (assignment.closed_at !== null) throw new HttpError(409, "learning.extensionClosed");
  const dueAt = new Date(input.fim).toISOString();
  if (dueAt <= assignment.due_at) throw new FieldError(400, "learning.extensionInvalid", "fim");
  await upsertExtension(context.data, {
    assignmentId: assignment.id,
    studentId: input.aluno_id,
    dueAt,
  });
  await auditChange(context, caller, assignment, { acao: "extension_granted", fim: dueAt }, input.aluno_id);
}

/**
 * A student's own due date set by another change (a redo asked after the due date): no audit entry of its own,
 * the change that set it has one. Never earlier than the class's, which stays theirs where later.
 */
export async function giveOwnDueDate(
  context: Reader,
  assignmentId: number,
  studentId: number,
  dueAt: string,
) {
  const assignment = await findAssignment(context.data, assignmentId);
  if (!assignment || dueAt <= assignment.due_at) return;
  await upsertExtension(context.data, { assignmentId, studentId, dueAt });
}

/** 'Remover prazo extra': the class's due date holds for the student again (late after it, as for the rest). */
export async function removeExtensionFor(
  context: AuditedContext,
  caller: Authenticated,
  input: { atribuicao_id: number; aluno_id: number },
) {
  const assignment = await assignmentTaughtBy(context, caller, input.atribuicao_id);
  if (!(await isStudentOf(context, input.aluno_id, assignment.group_id))) throw notFound();
  if (!(await deleteExtension(context.data, assignment.id, input.aluno_id))) throw notFound();
  await auditChange(context, caller, assignment, { acao: "extension_removed" }, input.aluno_id);
}

/** 'Conteúdos': the student's assignments by due date, a page at a time. */
export async function contentsOf(
  context: Context & Pick<RequestContext, "tenant">,
  caller: Authenticated,
  query: {
    status?: DeliveryStatus | undefined;
    tag?: string | undefined;
    turma_id?: number | undefined;
    pagina: number;
    limite: number;
  },
) {
  const now = context.now.toISOString();
  const { rows, total } = await listStudentAssignments(
    context.data,
    caller.user.id,
    {
      now,
      ...(query.status ? { status: query.status } : {}),
      ...(query.tag ? { tag: query.tag } : {}),
      ...(query.turma_id !== undefined ? { groupId: query.turma_id } : {}),
    },
    { offset: (query.pagina - 1) * query.limite, limit: query.limite },
  );
  return {
    conteudos: rows.map((row) => assignedLessonOf(row, now)),
    pagina: query.pagina,
    limite: query.limite,
    total,
    fuso_horario: timeZoneOf(context),
  };
}

/** The teacher's home: the latest assignments of her classes and where their deliveries stand. */
export async function recentTaughtAssignments(
  context: Context & Pick<RequestContext, "tenant">,
  caller: Authenticated,
) {
  const rows = await listRecentTaughtAssignments(
    context.data,
    caller.user.id,
    context.now.toISOString(),
    TEACHER_HOME_ASSIGNMENTS,
  );
  return {
    atribuicoes: rows.map((row) => ({
      id: row.id,
      turma_id: row.group_id,
      turma: row.group_name,
      titulo: row.title,
      tipo: lessonType(row.tipo),
      agendamento: { inicio: row.starts_at, fim: row.due_at },
      encerrada_em: row.closed_at,
      alunos: Number(row.students ?? 0),
      entregues: Number(row.delivered ?? 0),
      a_corrigir: row.takes_grade === 1 ? Number(row.to_grade ?? 0) : 0,
    })),
    fuso_horario: timeZoneOf(context),
  };
}

/** One assignment of the student's classes with what the deliveries need of it; 404 when it is not theirs. */
export async function studentAssignment(context: Context, studentId: number, assignmentId: number) {
  const row = await findStudentAssignment(context.data, studentId, assignmentId);
  if (!row) throw notFound();
  return {
    row,
    lesson: assignedLessonOf(row, context.now.toISOString()),
    dueAt: effectiveDueAt(row.due_at, row.extended_due_at),
  };
}

/** The assignments of a class due in a span of time, and every student's extra time on them. */
export async function groupAssignmentsIn(
  context: Reader,
  groupId: number,
  span: { from: string; to: string },
) {
  const [assignments, extensions] = await Promise.all([
    listGroupAssignments(context.data, groupId, span),
    listGroupExtensions(context.data, groupId, span),
  ]);
  return {
    assignments: assignments.map((row) => ({ ...row, tipo: lessonType(row.tipo) })),
    extensions: new Map(extensions.map((row) => [`${row.assignment_id}:${row.student_id}`, row.due_at])),
  };
}

export function deliveryStateOf(state: string | null): DeliveryState | null {
  return state !== null && (DELIVERY_STATES as readonly string[]).includes(state)
    ? (state as DeliveryState)
    : null;
}

/**
 * Where a student stands on an assignment: the due date that binds her (her own, when later), her delivery's
 * state and status, and whether it came late.
 */
export function standingOf(
  now: string,
  assignment: { starts_at: string; due_at: string; closed_at: string | null; takes_grade: number },
  ownDueAt: string | null | undefined,
  delivery: { state: string; cancelled_at: string | null; delivered_at: string | null } | null,
) {
  const dueAt = effectiveDueAt(assignment.due_at, ownDueAt);
  const state = deliveryStateOf(delivery?.state ?? null);
  const status = deliveryStatus({
    now,
    startsAt: assignment.starts_at,
    dueAt,
    closedAt: assignment.closed_at,
    takesGrade: assignment.takes_grade === 1,
    delivery: delivery ? { state: state ?? "draft", cancelled: delivery.cancelled_at !== null } : null,
  });
  const late = !!delivery?.delivered_at && state !== "draft" && deliveredLate(delivery.delivered_at, dueAt);
  return { dueAt, state, status, late };
}

export function assignedLessonOf(row: StudentAssignmentRow, now: string): AssignedLesson {
  const delivery =
    row.delivery_id === null
      ? null
      : { state: row.state ?? "draft", cancelled_at: row.cancelled_at, delivered_at: row.delivered_at };
  const { dueAt, state, status, late } = standingOf(now, row, row.extended_due_at, delivery);
  return {
    atribuicao_id: row.id,
    codigo: row.codigo,
    tipo: lessonType(row.tipo),
    titulo: row.title,
    turma: {
      id: row.group_id,
      nome: row.group_name,
      tipo: (GROUP_TYPES as readonly string[]).includes(row.group_type)
        ? (row.group_type as (typeof GROUP_TYPES)[number])
        : "pro",
    },
    agendamento: { inicio: row.starts_at, fim: row.due_at },
    fim_aluno: dueAt,
    encerrada_em: row.closed_at,
    status,
    entregue_em: state === "draft" ? null : row.delivered_at,
    atrasada: late,
    ultima_nota: row.last_grade === null ? null : gradeNumber(row.last_grade),
    nova_nota: status === "avaliada" && row.grade_seen_at === null,
    comentario: status === "avaliada" ? row.feedback : null,
    tagsFiltro: filterTags(row.component, row.grade_level, parseTags(row.tags)),
  };
}
