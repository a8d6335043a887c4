import { z } from "zod/mini";
import { assignedLesson, deliveryStatus, schedule } from "./assigned-lesson.ts";
import { get, post } from "./call.ts";
import { okBody } from "./errors.ts";
import { id, queryId } from "./fields.ts";
import { lessonAttachmentInfo, lessonType, lessonVersionHeading } from "./lessons.calls.ts";
import { storedFileCalls } from "./stored-file.ts";
import { uploadId } from "./uploads.calls.ts";

/**
 * A student's delivery (entrega) of an assignment, with its attempts: PAD is marked done ('Concluir'), ESC is
 * written ('Sua resposta', drafts saved as the student types) and ARQ delivers files; then 'Entregar'. A teacher
 * of the class grades it ('Nota', 'Comentário', 'Salvar nota'), asks for a redo ('Pedir para refazer': a new
 * attempt opens, the old one stays readable) or excuses the student ('Cancelar entrega': CAN). The gradebook
 * ('Notas') and its export are here too. A student sees only their own delivery.
 */

export const ANSWER_MAX_LENGTH = 50_000;
export const FEEDBACK_MAX_LENGTH = 5_000;
export const IDEMPOTENCY_KEY_MIN_LENGTH = 8;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

/** A grade as typed, 0–10 with at most one decimal, comma or point: `7,5`, `7.5`, `10`. */
export const typedGrade = z.string().check(z.regex(/^\s*(10([.,]0)?|\d([.,]\d)?)\s*$/));

/** A file delivered on an attempt; `id` names it to `deliveryFile`. */
export const attemptFile = z.object({
  id: z.number().check(z.int()),
  nome: z.string(),
  tamanho: z.number().check(z.int()),
  tipo: z.string(),
});

export const attempt = z.object({
  numero: z.number().check(z.int()),
  /** The written answer (ESC): the draft while not delivered. */
  resposta: z.nullable(z.string()),
  /** The client revision of the draft last saved. */
  revisao: z.number().check(z.int()),
  rascunho_salvo_em: z.nullable(z.string()),
  entregue_em: z.nullable(z.string()),
  atrasada: z.boolean(),
  /** 0–10 with one decimal (7.5); null until graded. */
  nota: z.nullable(z.number()),
  comentario: z.nullable(z.string()),
  avaliada_em: z.nullable(z.string()),
  /** Set when the teacher asked for this attempt to be redone (refazer). */
  refazer_pedido_em: z.nullable(z.string()),
  arquivos: z.array(attemptFile),
});
export type Attempt = z.infer<typeof attempt>;

/** entrega (spec §3): its status, whether a redo is open, the last grade and every attempt, oldest first. */
export const delivery = z.object({
  status: deliveryStatus,
  refazer: z.boolean(),
  ultima_nota: z.nullable(z.number()),
  tentativas: z.array(attempt),
});
export type Delivery = z.infer<typeof delivery>;

/** The lesson's version the assignment was given with. */
export const assignedVersion = z.object({
  ...lessonVersionHeading,
  /** Sanitised HTML, as stored (empty for a student before the assignment starts). */
  corpo: z.string(),
  nota_maxima: z.number(),
  tagsFiltro: z.array(z.string()),
  /** 'Anexos': the version's attached files (none for a student before the assignment starts). */
  anexos: z.array(lessonAttachmentInfo),
});

const person = z.object({ id: z.number().check(z.int()), nome: z.string(), usuario: z.string() });

/** The server's settings an ARQ page checks files against before sending them (the server checks again). */
export const deliveryLimits = z.object({
  arquivo_max_bytes: z.number().check(z.int()),
  arquivos_max: z.number().check(z.int()),
});

const deliveryPage = z.object({
  atribuicao: assignedLesson,
  conteudo: assignedVersion,
  entrega: delivery,
  fuso_horario: z.string(),
  limites: deliveryLimits,
});

/** The lesson page of a student: the lesson as it was given, and their delivery. */
export const deliveryMine = get("session", "/pedagogico/{lang}/entregas/minha", {
  query: z.object({ atribuicao_id: queryId }),
  response: deliveryPage,
});

/** How many grades one 'Nova nota' call may mark as shown: a page of the contents list at most. */
export const GRADES_SEEN_MAX = 100;

/**
 * The student's list has shown these assignments' new grades ('Nova nota'): from now on they are ordinary
 * graded lessons. Ids that are not the caller's, or not newly graded, change nothing.
 */
export const deliveryGradesSeen = post("session", "/pedagogico/{lang}/entregas/notas-vistas", {
  body: z.object({ atribuicao_ids: z.array(id).check(z.minLength(1), z.maxLength(GRADES_SEEN_MAX)) }),
  response: okBody,
});

/**
 * Saves the draft of an ESC answer. Last write wins by the client's revision: a save with a revision not above
 * the stored one changes nothing and says so (`aplicado` false), so a late retry never overwrites newer text.
 */
export const deliveryDraft = post("session", "/pedagogico/{lang}/entregas/rascunho", {
  body: z.object({
    atribuicao_id: id,
    resposta: z.string().check(z.maxLength(ANSWER_MAX_LENGTH)),
    revisao: z.number().check(z.int(), z.gte(1), z.lte(Number.MAX_SAFE_INTEGER)),
  }),
  response: z.object({ aplicado: z.boolean(), revisao: z.number().check(z.int()), salvo_em: z.string() }),
});

/** More than any setting lets a delivery hold: the server's own limit (UPLOAD_MAX_FILES_PER_DELIVERY) refuses sooner. */
export const DELIVERY_FILES_CEILING = 100;

/**
 * 'Concluir' (PAD) or 'Entregar' (ESC with `resposta` or the saved draft; ARQ with `arquivos`, the ids of the
 * student's finished uploads, recorded on the attempt with the delivery in one transaction, beside the files a
 * withdrawn delivery kept).
 * `chave_envio` is the client's key for this attempt's delivery: sent again (a retry after a lost answer, an
 * offline queue) it answers the delivery as it is, never delivering twice.
 */
export const deliverySubmit = post("session", "/pedagogico/{lang}/entregas/entregar", {
  body: z.object({
    atribuicao_id: id,
    chave_envio: z
      .string()
      .check(z.minLength(IDEMPOTENCY_KEY_MIN_LENGTH), z.maxLength(IDEMPOTENCY_KEY_MAX_LENGTH)),
    resposta: z.optional(z.string().check(z.maxLength(ANSWER_MAX_LENGTH))),
    arquivos: z.optional(z.array(uploadId).check(z.maxLength(DELIVERY_FILES_CEILING))),
  }),
  response: z.object({ entrega: delivery, entregue_em: z.string() }),
});

/**
 * 'Cancelar envio': the student takes a delivered file lesson (ARQ) back to swap a file, before their due date,
 * while the assignment is open and nothing is graded. The attempt is not delivered again until 'Entregar': its
 * files stay on it ('Remover' takes one off, `deliveryFileRemove`), and new ones join them. The audit log keeps
 * that it was taken back.
 */
export const deliveryWithdraw = post("session", "/pedagogico/{lang}/entregas/cancelar-envio", {
  body: z.object({ atribuicao_id: id }),
  response: z.object({ entrega: delivery }),
});

/** 'Remover': one file off the student's attempt that is not delivered (after 'Cancelar envio'). */
export const deliveryFileRemove = post("session", "/pedagogico/{lang}/entregas/arquivos/remover", {
  body: z.object({ atribuicao_id: id, arquivo_id: id }),
  response: z.object({ entrega: delivery }),
});

/**
 * A delivered file, for the student who delivered it, the class's teachers, the student's guardians and the
 * platform's administrators. Its type is the one read from its bytes when it was uploaded; pictures and PDFs come
 * `inline` (shown in the page), anything else as an attachment, never sniffed. 'Reproduzir' a delivered sound or
 * video asks `deliveryFileLink` for the address `deliveryFileMedia` reads.
 */
const deliveredFile = storedFileCalls("/pedagogico/{lang}/entregas/arquivo", "arquivo_id");
export const deliveryFile = deliveredFile.file;
export const deliveryFileLink = deliveredFile.link;
export const deliveryFileMedia = deliveredFile.media;

/** The gradebook's `periodo` that names the period today falls in. */
export const CURRENT_PERIOD = "atual";

const gradebookQuery = z.object({
  turma_id: queryId,
  /** The school year; this year in the tenant's time zone when left out. */
  ano: z.optional(z.coerce.number().check(z.int(), z.gte(2000), z.lte(2100))),
  /**
   * The grading period's number; `atual` the one today falls in, in the tenant's time zone (the whole year when
   * today is in none: the page's first view, asked before the periods are known); the whole year when left out.
   */
  periodo: z.optional(
    z.union([z.literal(CURRENT_PERIOD), z.coerce.number().check(z.int(), z.gte(1), z.lte(12))]),
  ),
});

export const gradebookCell = z.object({
  status: deliveryStatus,
  nota: z.nullable(z.number()),
  atrasada: z.boolean(),
});

/**
 * 'Notas': a class's gradebook for a grading period in one answer — one row per student (by name), one column
 * per assignment due in the period (by due date), `celulas[row][column]` the status and last grade. Each row's
 * average counts graded work only and says what it left out (rules/grade-average.ts).
 */
export const gradebook = get("session", "/pedagogico/{lang}/notas", {
  query: gradebookQuery,
  response: z.object({
    turma: z.object({ id: z.number().check(z.int()), nome: z.string() }),
    ano: z.number().check(z.int()),
    periodo: z.nullable(z.object({ numero: z.number().check(z.int()), inicio: z.string(), fim: z.string() })),
    fuso_horario: z.string(),
    atribuicoes: z.array(
      z.object({
        id: z.number().check(z.int()),
        codigo: z.string(),
        tipo: lessonType,
        titulo: z.string(),
        agendamento: schedule,
        encerrada_em: z.nullable(z.string()),
        /** A reading given without a grade: its deliveries read 'Concluída', nothing waits for a grade. */
        com_nota: z.boolean(),
      }),
    ),
    alunos: z.array(
      z.object({
        ...person.shape,
        media: z.nullable(z.number()),
        contadas: z.number().check(z.int()),
        nao_entregues: z.number().check(z.int()),
        atrasadas: z.number().check(z.int()),
        canceladas: z.number().check(z.int()),
        pendentes: z.number().check(z.int()),
      }),
    ),
    celulas: z.array(z.array(gradebookCell)),
  }),
});

/** 'Exportar notas': the gradebook of a period as CSV or XLSX (a file, not JSON). */
export const gradebookExport = get("session", "/pedagogico/{lang}/notas/exportar", {
  query: z.object({ ...gradebookQuery.shape, formato: z.enum(["csv", "xlsx"]) }),
  response: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
});

const studentTarget = { atribuicao_id: id, aluno_id: id };

/** A cell of the gradebook opened: one student's delivery, as the teacher reads it. */
export const deliveryOfStudent = get("session", "/pedagogico/{lang}/entregas/aluno", {
  query: z.object({ atribuicao_id: queryId, aluno_id: queryId }),
  response: z.object({ ...deliveryPage.shape, aluno: person }),
});

const teacherAnswer = z.object({ entrega: delivery });

/** 'Salvar nota': grades the current attempt (delivered or not: a teacher may grade work handed in on paper). */
export const deliveryGrade = post("session", "/pedagogico/{lang}/entregas/avaliar", {
  body: z.object({
    ...studentTarget,
    nota: typedGrade,
    comentario: z.string().check(z.maxLength(FEEDBACK_MAX_LENGTH)),
  }),
  response: teacherAnswer,
});

/** Days a redo asked after the student's due date gives them when the teacher sets no new due date. */
export const REDO_DEFAULT_DAYS = 7;

/**
 * 'Pedir para refazer': the delivered attempt keeps its comment and a new one opens. Asked after the student's due
 * date, the student gets a new one (`fim`, or `REDO_DEFAULT_DAYS` from now), so the redo is not marked late.
 */
export const deliveryRedo = post("session", "/pedagogico/{lang}/entregas/refazer", {
  body: z.object({
    ...studentTarget,
    comentario: z.string().check(z.maxLength(FEEDBACK_MAX_LENGTH)),
    fim: z.optional(z.iso.datetime({ offset: true })),
  }),
  response: teacherAnswer,
});

/** 'Cancelar entrega': excuses the student (CAN), or takes the excuse back with `cancelada` false. */
export const deliveryCancel = post("session", "/pedagogico/{lang}/entregas/cancelar", {
  body: z.object({ ...studentTarget, cancelada: z.boolean() }),
  response: teacherAnswer,
});
