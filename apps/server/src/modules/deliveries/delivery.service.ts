import type { AuditDetails } from "@trilha/contracts/audit.calls";
import { CURRENT_PERIOD, type Delivery, REDO_DEFAULT_DAYS } from "@trilha/contracts/deliveries.calls";
import { deliveredLate, statusAcceptsDelivery } from "@trilha/contracts/rules/delivery-status";
import { gradeNumber, parseGrade } from "@trilha/contracts/rules/grade";
import { averageOf } from "@trilha/contracts/rules/grade-average";
import { localDate, periodOf, periodSpan } from "@trilha/contracts/rules/grading-periods";
import { inTransaction, type ScopedDb } from "../../db/scoped-db.ts";
import type { Authenticated } from "../../http/caller.ts";
import { FieldError, forbidden, HttpError, notFound } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import type { ByteRange } from "../../lib/byte-range.ts";
import {
  assignmentTaughtBy,
  giveOwnDueDate,
  groupAssignmentsIn,
  isStudentOf,
  scheduleAndGradingOf,
  standingOf,
  studentAssignment,
} from "../assignments/assignment.service.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { teachesGroup } from "../classes/class.policy.ts";
import { membershipOf, studentsOf } from "../classes/class.service.ts";
import { gradingPeriodsOf, schoolYearAt, timeZoneOf } from "../grading-periods/grading-period.service.ts";
import { assignedVersionOf } from "../lessons/lesson.service.ts";
import { requireOwner } from "../sessions/session.policy.ts";
import { studentsOfGuardian } from "../students/student.service.ts";
import { finishedUploadsOf, keepUploads, storedUploadRange } from "../uploads/upload.service.ts";
import { type DeliveredFileOwner, mayReadDeliveredFile, ownsDeliveredFile } from "./delivery.policy.ts";
import {
  askRedo,
  countAttemptFiles,
  deliverAttempt,
  ensureDelivery,
  findAttempt,
  findAttemptByKey,
  findDelivery,
  findDeliveryFile,
  gradeAttempt,
  insertAttempt,
  insertAttemptFiles,
  listAttemptFiles,
  listAttempts,
  listGroupDeliveries,
  markGradesSeen,
  saveDraft,
  updateDelivery,
} from "./delivery.repository.ts";

type Context = Pick<RequestContext, "data" | "scope" | "now" | "tenant" | "config" | "origin">;

/** A teacher's act on a delivery, in the audit log: the student is the subject, the actor whoever acted. */
function recordDeliveryChange(
  data: ScopedDb,
  context: Context,
  caller: Authenticated,
  target: { assignment: Awaited<ReturnType<typeof assignmentTaughtBy>>; studentId: number },
  change: Pick<AuditDetails<"delivery.changed">, "acao" | "nota">,
) {
  return recordAudit(data, {
    type: "delivery.changed",
    actor: caller.session.visitor_id ?? caller.user.id,
    subject: target.studentId,
    origin: context.origin,
    details: {
      ...change,
      turma: target.assignment.group_name,
      conteudo: target.assignment.title,
      atribuicao_id: target.assignment.id,
    },
  });
}

/** The lesson page: the assignment, the version it was given with, and the student's delivery. */
export async function deliveryPage(context: Context, studentId: number, assignmentId: number) {
  const { row, lesson, dueAt } = await studentAssignment(context, studentId, assignmentId);
  const version = await assignedVersionOf(context, row.lesson_version_id);
  if (!version) throw notFound();
  return {
    atribuicao: lesson,
    conteudo: version,
    entrega: await deliveryOf(context, assignmentId, studentId, lesson.status, dueAt),
    fuso_horario: timeZoneOf(context),
    limites: {
      arquivo_max_bytes: context.config.uploads.maxFileBytes,
      arquivos_max: context.config.uploads.maxFilesPerDelivery,
    },
  };
}

async function deliveryOf(
  context: Context,
  assignmentId: number,
  studentId: number,
  status: Delivery["status"],
  dueAt: string,
): Promise<Delivery> {
  const delivery = await findDelivery(context.data, assignmentId, studentId);
  if (!delivery) return { status, refazer: false, ultima_nota: null, tentativas: [] };
  const [attempts, files] = await Promise.all([
    listAttempts(context.data, delivery.id),
    listAttemptFiles(context.data, delivery.id),
  ]);
  return {
    status,
    refazer: delivery.state === "redo" && delivery.cancelled_at === null,
    ultima_nota: delivery.last_grade === null ? null : gradeNumber(delivery.last_grade),
    tentativas: attempts.map((attempt) => ({
      numero: attempt.number,
      resposta: attempt.answer,
      revisao: attempt.draft_revision,
      rascunho_salvo_em: attempt.draft_saved_at,
      entregue_em: attempt.delivered_at,
      atrasada: attempt.delivered_at !== null && deliveredLate(attempt.delivered_at, dueAt),
      nota: attempt.grade === null ? null : gradeNumber(attempt.grade),
      comentario: attempt.feedback,
      avaliada_em: attempt.graded_at,
      refazer_pedido_em: attempt.redo_requested_at,
      arquivos: files
        .filter((file) => file.attempt_id === attempt.id)
        .map((file) => ({ id: file.id, nome: file.name, tamanho: file.size, tipo: file.content_type })),
    })),
  };
}

export async function myDelivery(context: Context, caller: Authenticated, assignmentId: number) {
  const page = await deliveryPage(context, caller.user.id, assignmentId);
  // Before the assignment starts ('Em breve') the student learns its title and dates only: its prompt and its
  // files may be a test's questions.
  if (page.atribuicao.agendamento.inicio <= context.now.toISOString()) return page;
  return { ...page, conteudo: { ...page.conteudo, corpo: "", anexos: [] } };
}

/** Saves the ESC draft of the current attempt when its revision is newer than the stored one. */
export async function saveMyDraft(
  context: Context,
  caller: Authenticated,
  input: { atribuicao_id: number; resposta: string; revisao: number },
) {
  // An answer is the student's own act: a visiting administrator reads it, never writes it.
  requireOwner(caller);
  const studentId = caller.user.id;
  const { row, lesson } = await studentAssignment(context, studentId, input.atribuicao_id);
  if (row.tipo !== "ESC") throw new HttpError(400, "learning.draftNotWritten");
  if (!statusAcceptsDelivery(lesson.status)) throw new HttpError(409, "learning.notOpen");
  const now = context.now.toISOString();
  return inTransaction(context.data, async (trx) => {
    const delivery = await ensureDelivery(trx, input.atribuicao_id, studentId, now);
    const attempt = await findAttempt(trx, delivery.id, delivery.attempt_count);
    const applied = await saveDraft(trx, attempt.id, {
      answer: input.resposta,
      revision: input.revisao,
      now,
    });
    const saved = await findAttempt(trx, delivery.id, delivery.attempt_count);
    return { aplicado: applied, revisao: saved.draft_revision, salvo_em: saved.draft_saved_at ?? now };
  });
}

/**
 * Delivers the current attempt exactly once per key: a key already used on any attempt of this delivery answers
 * the delivery as it is; a second delivery of the same attempt under another key is refused. An ARQ delivery
 * records the caller's finished uploads it names on the attempt, in the same transaction.
 */
export async function deliverMine(
  context: Context,
  caller: Authenticated,
  input: {
    atribuicao_id: number;
    chave_envio: string;
    resposta?: string | undefined;
    arquivos?: string[] | undefined;
  },
) {
  requireOwner(caller);
  const studentId = caller.user.id;
  const assignmentId = input.atribuicao_id;
  const { row, lesson } = await studentAssignment(context, studentId, assignmentId);
  const now = context.now.toISOString();
  const existing = await findDelivery(context.data, assignmentId, studentId);
  if (existing) {
    const repeat = await findAttemptByKey(context.data, existing.id, input.chave_envio);
    if (repeat?.delivered_at) return answerOf(context, studentId, assignmentId, repeat.delivered_at);
  }
  if (!statusAcceptsDelivery(lesson.status)) {
    throw new HttpError(
      409,
      lesson.status === "entregue" || lesson.status === "concluida"
        ? "learning.alreadyDelivered"
        : "learning.notOpen",
    );
  }
  const uploadIds = [...new Set(input.arquivos ?? [])];
  if (row.tipo !== "ARQ" && uploadIds.length > 0) throw new HttpError(400, "learning.filesNotTaken");
  const { maxFilesPerDelivery } = context.config.uploads;
  if (uploadIds.length > maxFilesPerDelivery) {
    throw new HttpError(400, "learning.tooManyFiles", { max: String(maxFilesPerDelivery) });
  }
  const deliveredAt = await inTransaction(context.data, async (trx) => {
    const delivery = await ensureDelivery(trx, assignmentId, studentId, now);
    const attempt = await findAttempt(trx, delivery.id, delivery.attempt_count);
    let answer: string | null = null;
    if (row.tipo === "ESC") {
      answer = input.resposta?.trim() ? input.resposta : attempt.answer;
      if (!answer?.trim()) throw new HttpError(400, "learning.answerRequired");
    }
    if (row.tipo === "ARQ") {
      const files = await finishedUploadsOf({ ...context, data: trx }, caller, uploadIds);
      await insertAttemptFiles(trx, attempt.id, files, now);
      await keepUploads({ ...context, data: trx }, uploadIds);
      const count = await countAttemptFiles(trx, attempt.id);
      if (count === 0) throw new HttpError(400, "learning.filesRequired");
      if (count > maxFilesPerDelivery) {
        throw new HttpError(400, "learning.tooManyFiles", { max: String(maxFilesPerDelivery) });
      }
    }
    if (
      !(await deliverAttempt(trx, attempt.id, {
        answer,
        key: input.chave_envio,
        now,
      }))
    ) {
      throw new HttpError(409, "learning.alreadyDelivered");
    }
    await updateDelivery(trx, delivery.id, {
      state: "delivered",
      delivered_at: now,
      updated_at: now,
    });
    return now;
  });
  return answerOf(context, studentId, assignmentId, deliveredAt);
}

export const fileNotFound = () => new HttpError(404, "learning.fileNotFound");

/**
 * A delivered file for a reader `mayReadDeliveredFile` lets through (anyone else gets the 404 of a file that
 * does not exist): its stored bytes, name and the type read from them when it was uploaded.
 */
export async function readDeliveredFile(
  context: Pick<RequestContext, "data" | "scope" | "providers">,
  caller: Authenticated,
  fileId: number,
  range: ByteRange | null,
) {
  return readDeliveredFileRow(context, await deliveredFileFor(context, caller, fileId), range);
}

/** The delivered file's row, for a reader `mayReadDeliveredFile` lets through; 404 for anyone else. */
export async function deliveredFileFor(
  context: Pick<RequestContext, "data" | "scope">,
  caller: Authenticated,
  fileId: number,
) {
  const file = await findDeliveryFile(context.data, fileId);
  if (!file) throw fileNotFound();
  const facts = ownsDeliveredFile(caller, file)
    ? { teachesClass: false, guardsStudent: false }
    : await readerFacts(context, caller, file);
  if (!mayReadDeliveredFile(context.scope, caller, file, facts)) throw fileNotFound();
  return file;
}

/** This scope's delivered file by id, with no reader to check: a sealed media link already stands for one. */
export async function findDeliveredFileById(context: Pick<RequestContext, "data" | "scope">, fileId: number) {
  return (await findDeliveryFile(context.data, fileId)) ?? null;
}

/** The stored bytes of a delivered file's row, for the range asked (null: all of it). */
export async function readDeliveredFileRow(
  context: Pick<RequestContext, "scope" | "providers">,
  file: { object_key: string; name: string; content_type: string },
  range: ByteRange | null,
) {
  const stored = await storedUploadRange(context, file.object_key, range);
  if (!stored) throw fileNotFound();
  return { ...stored, name: file.name, contentType: file.content_type };
}

async function readerFacts(
  context: Pick<RequestContext, "data" | "scope">,
  caller: Authenticated,
  file: DeliveredFileOwner,
) {
  const [membership, wards] = await Promise.all([
    membershipOf(context, caller.user.id, file.group_id),
    studentsOfGuardian(context, caller),
  ]);
  return {
    teachesClass: teachesGroup(context.scope, caller.user.id, file.group_id, membership),
    guardsStudent: wards.some((ward) => ward.id === file.student_id),
  };
}

async function answerOf(context: Context, studentId: number, assignmentId: number, deliveredAt: string) {
  const page = await deliveryPage(context, studentId, assignmentId);
  return { entrega: page.entrega, entregue_em: deliveredAt };
}

/**
 * A teacher's change to one student's delivery, written in one transaction at the request's time; answers the
 * delivery as it then stands.
 */
async function changeDelivery(
  context: Context,
  target: { atribuicao_id: number; aluno_id: number },
  change: (trx: ScopedDb, now: string) => Promise<void>,
) {
  const now = context.now.toISOString();
  await inTransaction(context.data, (trx) => change(trx, now));
  return { entrega: (await deliveryPage(context, target.aluno_id, target.atribuicao_id)).entrega };
}

/**
 * A teacher's change to one student's delivery of an assignment of the teacher's classes, in one transaction:
 * the delivery as it stands after it.
 */
function teacherChange<Input extends { atribuicao_id: number; aluno_id: number }>(
  change: (
    trx: ScopedDb,
    now: string,
    context: Context,
    input: Input,
  ) => Promise<AuditDetails<"delivery.changed">["acao"] | null>,
) {
  return async (context: Context, caller: Authenticated, input: Input) => {
    const assignment = await teacherTarget(context, caller, input.atribuicao_id, input.aluno_id);
    return changeDelivery(context, input, async (trx, now) => {
      const acao = await change(trx, now, context, input);
      if (acao)
        await recordDeliveryChange(trx, context, caller, { assignment, studentId: input.aluno_id }, { acao });
    });
  };
}

/** The assignment (of a class the caller teaches) and one of its students. */
async function teacherTarget(
  context: Context,
  caller: Authenticated,
  assignmentId: number,
  studentId: number,
) {
  const assignment = await assignmentTaughtBy(context, caller, assignmentId);
  if (!(await isStudentOf(context, studentId, assignment.group_id))) throw notFound();
  return assignment;
}

export async function studentDelivery(
  context: Context,
  caller: Authenticated,
  query: { atribuicao_id: number; aluno_id: number },
) {
  await teacherTarget(context, caller, query.atribuicao_id, query.aluno_id);
  const page = await deliveryPage(context, query.aluno_id, query.atribuicao_id);
  const student = (await studentsOfAssignmentGroup(context, query.atribuicao_id, caller)).find(
    (person) => person.id === query.aluno_id,
  );
  if (!student) throw notFound();
  return { ...page, aluno: student };
}

async function studentsOfAssignmentGroup(context: Context, assignmentId: number, caller: Authenticated) {
  const assignment = await assignmentTaughtBy(context, caller, assignmentId);
  return studentsOf(context, assignment.group_id);
}

/** 'Nova nota': the caller's list has shown the new grades of these assignments; only their own change. */
export async function markMyGradesSeen(
  context: Context,
  caller: Authenticated,
  assignmentIds: readonly number[],
) {
  await markGradesSeen(context.data, caller.user.id, [...new Set(assignmentIds)], context.now.toISOString());
}

/** 'Salvar nota' on the current attempt: the grade as typed, 0 to the lesson's maximum. */
export async function gradeDelivery(
  context: Context,
  caller: Authenticated,
  input: { atribuicao_id: number; aluno_id: number; nota: string; comentario: string },
) {
  const assignment = await teacherTarget(context, caller, input.atribuicao_id, input.aluno_id);
  const { row } = await studentAssignment(context, input.aluno_id, input.atribuicao_id);
  const grade = parseGrade(input.nota, row.max_score);
  if (!grade.ok) {
    throw new HttpError(400, "learning.gradeInvalid", { max: String(gradeNumber(row.max_score)) });
  }
  return changeDelivery(context, input, async (trx, now) => {
    const delivery = await ensureDelivery(trx, input.atribuicao_id, input.aluno_id, now);
    if (delivery.cancelled_at !== null) throw new HttpError(409, "learning.cancelled");
    const attempt = await findAttempt(trx, delivery.id, delivery.attempt_count);
    await gradeAttempt(trx, attempt.id, {
      tenths: grade.tenths,
      feedback: input.comentario.trim() || null,
      graderId: caller.user.id,
      now,
    });
    await updateDelivery(trx, delivery.id, {
      state: "graded",
      last_grade: grade.tenths,
      // A grade given or changed is new to the student until their list has shown it ('Nova nota').
      grade_seen_at: null,
      updated_at: now,
    });
    const target = { assignment, studentId: input.aluno_id };
    await recordDeliveryChange(trx, context, caller, target, { acao: "graded", nota: input.nota.trim() });
  });
}

/**
 * 'Pedir para refazer': the delivered attempt keeps the comment, a new attempt opens. Asked after the student's
 * due date (or with `fim`), the student gets a new due date of their own, so the redo is not marked late.
 */
export const askForRedo = teacherChange(
  async (
    trx,
    now,
    context,
    input: { atribuicao_id: number; aluno_id: number; comentario: string; fim?: string | undefined },
  ) => {
    const delivery = await findDelivery(trx, input.atribuicao_id, input.aluno_id);
    if (!delivery || (delivery.state !== "delivered" && delivery.state !== "graded")) {
      throw new HttpError(409, "learning.nothingToRedo");
    }
    if (delivery.cancelled_at !== null) throw new HttpError(409, "learning.cancelled");
    const { dueAt } = await studentAssignment({ ...context, data: trx }, input.aluno_id, input.atribuicao_id);
    const newDue =
      input.fim !== undefined
        ? new Date(input.fim).toISOString()
        : dueAt < now
          ? new Date(Date.parse(now) + REDO_DEFAULT_DAYS * 86_400_000).toISOString()
          : null;
    if (newDue !== null && newDue <= now) throw new FieldError(400, "learning.redoDueInvalid", "fim");
    const attempt = await findAttempt(trx, delivery.id, delivery.attempt_count);
    await askRedo(trx, attempt.id, {
      feedback: input.comentario.trim() || null,
      now,
    });
    const next = delivery.attempt_count + 1;
    await insertAttempt(trx, delivery.id, next, now);
    await updateDelivery(trx, delivery.id, {
      state: "redo",
      attempt_count: next,
      updated_at: now,
    });
    if (newDue !== null)
      await giveOwnDueDate({ scope: context.scope, data: trx }, input.atribuicao_id, input.aluno_id, newDue);
    return "redo_requested";
  },
);

/** 'Cancelar entrega': excuses the student (CAN), or takes it back. */
export const cancelDelivery = teacherChange(
  async (trx, now, _context, input: { atribuicao_id: number; aluno_id: number; cancelada: boolean }) => {
    const delivery = await ensureDelivery(trx, input.atribuicao_id, input.aluno_id, now);
    if (input.cancelada === (delivery.cancelled_at !== null)) return null;
    await updateDelivery(trx, delivery.id, {
      cancelled_at: input.cancelada ? now : null,
      updated_at: now,
    });
    return input.cancelada ? "cancelled" : "uncancelled";
  },
);

/**
 * 'Notas': one class, one grading period (or the whole school year), in four queries whatever its size — the
 * students, the assignments due in the period, the extra time, the deliveries — joined here.
 */
export async function gradebookOf(
  context: Context,
  caller: Authenticated,
  query: { turma_id: number; ano?: number | undefined; periodo?: number | typeof CURRENT_PERIOD | undefined },
) {
  const membership = await membershipOf(context, caller.user.id, query.turma_id);
  if (!teachesGroup(context.scope, caller.user.id, query.turma_id, membership) || !membership)
    throw forbidden();
  const year = query.ano ?? schoolYearAt(context, context.now);
  const { periodos, fuso_horario } = await gradingPeriodsOf(context, year);
  const wanted =
    query.periodo === CURRENT_PERIOD
      ? periodOf(localDate(context.now, fuso_horario), periodos)
      : query.periodo;
  const period =
    wanted === undefined || wanted === null
      ? null
      : periodos.find((candidate) => candidate.numero === wanted);
  if (period === undefined) throw notFound();
  const span = periodSpan(period ?? { inicio: `${year}-01-01`, fim: `${year}-12-31` }, fuso_horario);
  const [students, { assignments, extensions }, deliveries] = await Promise.all([
    studentsOf(context, query.turma_id),
    groupAssignmentsIn(context, query.turma_id, span),
    listGroupDeliveries(context.data, query.turma_id, span),
  ]);
  const byCell = new Map(deliveries.map((row) => [`${row.assignment_id}:${row.student_id}`, row]));
  const now = context.now.toISOString();
  const cells = students.map((student) =>
    assignments.map((assignment) => {
      const key = `${assignment.id}:${student.id}`;
      const delivery = byCell.get(key);
      const { status, late } = standingOf(now, assignment, extensions.get(key), delivery ?? null);
      const lastGrade = delivery?.last_grade ?? null;
      return {
        status,
        lastGrade,
        nota: lastGrade === null ? null : gradeNumber(lastGrade),
        atrasada: late,
      };
    }),
  );
  return {
    turma: { id: query.turma_id, nome: membership.nome },
    ano: year,
    periodo: period,
    fuso_horario,
    atribuicoes: assignments.map((assignment) => ({
      id: assignment.id,
      codigo: assignment.codigo,
      tipo: assignment.tipo,
      titulo: assignment.title,
      ...scheduleAndGradingOf(assignment),
    })),
    alunos: students.map((student, index) => {
      const average = averageOf(cells[index] ?? []);
      return {
        id: student.id,
        nome: student.nome,
        usuario: student.usuario,
        media: average.tenths === null ? null : gradeNumber(average.tenths),
        contadas: average.counted,
        nao_entregues: average.missing,
        atrasadas: average.late,
        canceladas: average.excused,
        pendentes: average.pending,
      };
    }),
    celulas: cells.map((row) => row.map(({ status, nota, atrasada }) => ({ status, nota, atrasada }))),
  };
}

export type Gradebook = Awaited<ReturnType<typeof gradebookOf>>;
