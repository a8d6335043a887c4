/**
 * A student's status on one assignment, from its dates and their delivery; nothing here is stored. Late and
 * missing come from the dates (with the student's extra time), never from a stored 0:
 *   CAN          the teacher excused the student: out of every list of pending work and every average
 *   avaliada     the current attempt is graded
 *   refazer      the teacher asked for a redo: a new attempt is open
 *   entregue     the current attempt is delivered, not graded yet
 *   concluida    the current attempt is delivered, and the assignment takes no grade (a reading the teacher gave
 *                without one, marked 'Concluído'): done, nothing waits for the teacher
 *   em_breve     nothing delivered, before `inicio`
 *   aberta       nothing delivered, between `inicio` and the due date
 *   atrasada     nothing delivered, past the due date, and the teacher has not closed it: it may still be
 *                delivered, and is marked late
 *   nao_entregue nothing delivered, and the assignment is closed
 * A draft counts as nothing delivered.
 */
export const DELIVERY_STATUSES = [
  "em_breve",
  "aberta",
  "atrasada",
  "nao_entregue",
  "entregue",
  "concluida",
  "avaliada",
  "refazer",
  "CAN",
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** What is stored of a delivery's current attempt: `draft`, `delivered`, `graded` or `redo`. */
export const DELIVERY_STATES = ["draft", "delivered", "graded", "redo"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export interface StatusInput {
  now: Date | string;
  startsAt: string;
  /** The due date that holds for this student: their own with extra time, else the assignment's. */
  dueAt: string;
  closedAt: string | null;
  /** Whether the assignment takes a grade: every file and written answer does, a reading when the teacher chose. */
  takesGrade: boolean;
  /** Null before the student or the teacher did anything. */
  delivery: { state: DeliveryState; cancelled: boolean } | null;
}

export function deliveryStatus(input: StatusInput): DeliveryStatus {
  const { delivery } = input;
  if (delivery?.cancelled) return "CAN";
  if (delivery?.state === "graded") return "avaliada";
  if (delivery?.state === "redo") return "refazer";
  if (delivery?.state === "delivered") return input.takesGrade ? "entregue" : "concluida";
  const now = time(input.now);
  if (input.closedAt !== null && time(input.closedAt) <= now) return "nao_entregue";
  if (now < time(input.startsAt)) return "em_breve";
  if (now <= time(input.dueAt)) return "aberta";
  return "atrasada";
}

/** Whether the student may still deliver (or save a draft): started, not closed, not excused, not done. */
export function acceptsDelivery(input: StatusInput): boolean {
  return statusAcceptsDelivery(deliveryStatus(input));
}

/** The same, from a status already computed. */
export function statusAcceptsDelivery(status: DeliveryStatus): boolean {
  return status === "aberta" || status === "atrasada" || status === "refazer";
}

/** Whether a delivery made at `deliveredAt` came after the due date that holds for the student. */
export function deliveredLate(deliveredAt: string, dueAt: string): boolean {
  return time(deliveredAt) > time(dueAt);
}

/** The later of the assignment's due date and the student's own (extra time never shortens it). */
export function effectiveDueAt(assignmentDueAt: string, extensionDueAt: string | null | undefined): string {
  if (!extensionDueAt) return assignmentDueAt;
  return time(extensionDueAt) > time(assignmentDueAt) ? extensionDueAt : assignmentDueAt;
}

function time(value: Date | string): number {
  return typeof value === "string" ? Date.parse(value) : value.getTime();
}
