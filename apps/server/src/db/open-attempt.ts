import type { ScopedInsert } from "./scoped.ts";

/**
 * The row of a delivery's attempt that nothing has happened to yet: no answer, not delivered, not graded. A
 * redo opens one, and so does the first visit; the demo's seed writes the same row.
 */
export function openAttempt(
  deliveryId: number,
  number: number,
  createdAt: string,
): ScopedInsert<"delivery_attempts"> {
  return {
    delivery_id: deliveryId,
    number,
    answer: null,
    draft_revision: 0,
    draft_saved_at: null,
    delivered_at: null,
    idempotency_key: null,
    grade: null,
    feedback: null,
    graded_at: null,
    graded_by: null,
    redo_requested_at: null,
    created_at: createdAt,
  };
}
