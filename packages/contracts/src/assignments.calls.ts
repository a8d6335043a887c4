import { z } from "zod/mini";
import { assignedLesson, deliveryStatus, schedule } from "./assigned-lesson.ts";
import { get, post } from "./call.ts";
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_MIN_LENGTH } from "./deliveries.calls.ts";
import { okBody } from "./errors.ts";
import { id, queryId } from "./fields.ts";
import { pageFields, pageQuery } from "./paging.ts";

/**
 * A lesson given to a class (atribuição) with its schedule (agendamento {inicio, fim}): before `inicio` the
 * student sees it as upcoming, after `fim` a delivery is late until the teacher closes it. Only a teacher of the
 * class gives, closes, reopens and extends. The student's list of contents lives here too.
 */

export const CONTENTS_PAGE_SIZE = 20;
export const CONTENTS_MAX_PAGE_SIZE = 100;

const instant = z.iso.datetime({ offset: true });

export const assignmentSummary = z.object({
  id: z.number().check(z.int()),
  conteudo_id: z.number().check(z.int()),
  versao: z.number().check(z.int()),
  turma_id: z.number().check(z.int()),
  agendamento: schedule,
  encerrada_em: z.nullable(z.string()),
  /** Whether deliveries wait for a grade: always for files and written answers, for a reading when chosen. */
  com_nota: z.boolean(),
});

const requestKey = z
  .string()
  .check(z.minLength(IDEMPOTENCY_KEY_MIN_LENGTH), z.maxLength(IDEMPOTENCY_KEY_MAX_LENGTH));

/**
 * 'Atribuir conteúdo': pick a lesson, 'Início', 'Fim', then 'Atribuir'. The lesson's current version is given.
 * `chave_envio` is the form's key for this 'Atribuir': sent again (a double tap, a retry) it answers the assignment the
 * first one made. A lesson the class was given before is refused (409, `campo` "repetir") until `repetir` says
 * the teacher means it. A reading (PAD) takes no grade unless `com_nota` ('Dar nota a esta leitura'): marked
 * 'Concluído' it is done; files and written answers always take one (`com_nota` false for them is a 400).
 */
export const assignmentCreate = post("session", "/pedagogico/{lang}/atribuicoes/criar", {
  body: z.object({
    conteudo_id: id,
    turma_id: id,
    agendamento: z.object({ inicio: instant, fim: instant }),
    chave_envio: z.optional(requestKey),
    repetir: z.optional(z.boolean()),
    com_nota: z.optional(z.boolean()),
  }),
  response: z.object({ atribuicao: assignmentSummary }),
});

/** 'Editar datas': the class's 'Início' and 'Fim' (students' extra time stays theirs where later). */
export const assignmentReschedule = post("session", "/pedagogico/{lang}/atribuicoes/editar", {
  body: z.object({ atribuicao_id: id, agendamento: z.object({ inicio: instant, fim: instant }) }),
  response: z.object({ atribuicao: assignmentSummary }),
});

/**
 * 'Remover atribuição': the assignment leaves the class with its deliveries, grades and files; the audit log
 * keeps every delivered attempt as it was (answer, file names, grade, comment).
 */
export const assignmentRemove = post("session", "/pedagogico/{lang}/atribuicoes/remover", {
  body: z.object({ atribuicao_id: id }),
  response: okBody,
});

/**
 * 'Prazo extra': one student's own due date, later than the assignment's (which also puts it after its start);
 * refused once the assignment is closed, which must be reopened first.
 */
export const assignmentExtend = post("session", "/pedagogico/{lang}/atribuicoes/prazo-extra", {
  body: z.object({ atribuicao_id: id, aluno_id: id, fim: instant }),
  response: okBody,
});

/** 'Remover prazo extra': the student's due date is the class's again; a student without extra time is a 404. */
export const assignmentExtensionRemove = post(
  "session",
  "/pedagogico/{lang}/atribuicoes/prazo-extra/remover",
  {
    body: z.object({ atribuicao_id: id, aluno_id: id }),
    response: okBody,
  },
);

/** 'Encerrar entregas': nothing more is delivered, and what was not is missing. */
export const assignmentClose = post("session", "/pedagogico/{lang}/atribuicoes/encerrar", {
  body: z.object({ atribuicao_id: id }),
  response: z.object({ atribuicao: assignmentSummary }),
});

/** 'Reabrir': a closed assignment takes deliveries again (late ones marked late), as before it was closed. */
export const assignmentReopen = post("session", "/pedagogico/{lang}/atribuicoes/reabrir", {
  body: z.object({ atribuicao_id: id }),
  response: z.object({ atribuicao: assignmentSummary }),
});

/** How many of the latest assignments a teacher's home lists. */
export const TEACHER_HOME_ASSIGNMENTS = 12;

/** An assignment on the teacher's home: its class, its lesson, and where its deliveries stand. */
export const taughtAssignment = z.object({
  id: z.number().check(z.int()),
  turma_id: z.number().check(z.int()),
  turma: z.string(),
  titulo: z.string(),
  tipo: z.enum(["PAD", "ARQ", "ESC"]),
  agendamento: schedule,
  encerrada_em: z.nullable(z.string()),
  /** The class's students, those who delivered (graded or not), and those whose delivery waits for a grade. */
  alunos: z.number().check(z.int()),
  entregues: z.number().check(z.int()),
  a_corrigir: z.number().check(z.int()),
});
export type TaughtAssignment = z.infer<typeof taughtAssignment>;

/**
 * The teacher's home ('Para corrigir'): the latest assignments of the active classes the caller teaches that have
 * opened, the most recently opened first, each with '12 de 25 entregaram' and what waits for a grade.
 */
export const taughtAssignments = get("session", "/pedagogico/{lang}/atribuicoes/recentes", {
  response: z.object({ atribuicoes: z.array(taughtAssignment), fuso_horario: z.string() }),
});

/**
 * 'Conteúdos' (Pedagógico): the lessons given to the caller's classes, as 'A fazer' orders them: what is to do
 * now (late, redo, open) by due date, then what opens later, then what is done or graded, the latest first; a
 * page at a time; filters by status, tag and class. Excused ones (CAN) are left out unless asked for by status.
 */
export const myContents = get("session", "/pedagogico/{lang}/conteudos/aluno", {
  query: z.object({
    status: z.optional(deliveryStatus),
    tag: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
    turma_id: z.optional(queryId),
    ...pageQuery(100_000, CONTENTS_PAGE_SIZE, CONTENTS_MAX_PAGE_SIZE),
  }),
  response: z.object({
    conteudos: z.array(assignedLesson),
    ...pageFields(),
    /** The tenant's time zone, for showing the dates. */
    fuso_horario: z.string(),
  }),
});
