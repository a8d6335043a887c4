import { z } from "zod/mini";
import { assignedLesson, deliveryStatus, schedule } from "./assigned-lesson.ts";
import { get, post } from "./call.ts";
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
});

/** 'Atribuir conteúdo': pick a lesson, 'Início', 'Fim', then 'Atribuir'. The lesson's current version is given. */
export const assignmentCreate = post("session", "/pedagogico/{lang}/atribuicoes/criar", {
  body: z.object({
    conteudo_id: id,
    turma_id: id,
    agendamento: z.object({ inicio: instant, fim: instant }),
  }),
  response: z.object({ atribuicao: assignmentSummary }),
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

/**
 * 'Conteúdos' (Pedagógico): the lessons given to the caller's classes, ordered by their due date, a page at a
 * time; filters by status, tag and class. Excused ones (CAN) are left out unless asked for by status.
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
