import { z } from "zod/mini";
import { GROUP_TYPES } from "./classes.calls.ts";
import { lessonType } from "./lessons.calls.ts";
import { DELIVERY_STATUSES } from "./rules/delivery-status.ts";

/** Schemas the assignments' and the deliveries' calls share: a lesson as given to a class, and its status. */

export const deliveryStatus = z.enum(DELIVERY_STATUSES);

/** agendamento (spec §3): ISO 8601 instants, UTC; shown in the tenant's time zone. */
export const schedule = z.object({ inicio: z.string(), fim: z.string() });

/** A lesson given to one of the student's classes, as their list shows it. */
export const assignedLesson = z.object({
  atribuicao_id: z.number().check(z.int()),
  codigo: z.string(),
  tipo: lessonType,
  titulo: z.string(),
  turma: z.object({ id: z.number().check(z.int()), nome: z.string(), tipo: z.enum(GROUP_TYPES) }),
  agendamento: schedule,
  /** The due date that holds for this student: later than `agendamento.fim` when they were given extra time. */
  fim_aluno: z.string(),
  /** When the teacher closed it; null while open. */
  encerrada_em: z.nullable(z.string()),
  status: deliveryStatus,
  /** When the current attempt was delivered; null before. */
  entregue_em: z.nullable(z.string()),
  /** Delivered after the student's due date. */
  atrasada: z.boolean(),
  /** The last grade, 0–10 with one decimal (7.5); null when never graded. */
  ultima_nota: z.nullable(z.number()),
  /** 'Nova nota': graded, and the student's list has not shown this grade yet (it comes first, once). */
  nova_nota: z.boolean(),
  /** The teacher's comment with the grade ('avaliada' only); null when none. */
  comentario: z.nullable(z.string()),
  tagsFiltro: z.array(z.string()),
});
export type AssignedLesson = z.infer<typeof assignedLesson>;
