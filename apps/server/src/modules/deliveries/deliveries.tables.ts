import type { ColumnType, Generated } from "kysely";

/**
 * A student's delivery (entrega) of an assignment. Not started has no row. `state` is the current attempt's;
 * late and missing are never stored: they come from the dates.
 */
export interface DeliveryTable {
  id: Generated<number>;
  scope: string;
  assignment_id: number;
  student_id: number;
  /** 'draft' | 'delivered' | 'graded' | 'redo'. */
  state: string;
  attempt_count: number;
  /** ultima_nota, in tenths. */
  last_grade: number | null;
  delivered_at: string | null;
  /** Excused (CAN): out of every list and average. */
  cancelled_at: string | null;
  /** When the student was first shown the latest grade ('Nova nota' until then); null while it is new. */
  grade_seen_at: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: string;
}

export interface DeliveryAttemptTable {
  id: Generated<number>;
  scope: string;
  delivery_id: number;
  number: number;
  /** The written answer (ESC): the draft until delivered. */
  answer: string | null;
  /** The client's revision of the last draft saved: an older one never overwrites it. */
  draft_revision: number;
  draft_saved_at: string | null;
  delivered_at: string | null;
  /** The client's key for its delivery of this attempt: a repeat is answered, never delivered twice. */
  idempotency_key: string | null;
  /** Tenths. */
  grade: number | null;
  feedback: string | null;
  graded_at: string | null;
  graded_by: number | null;
  redo_requested_at: string | null;
  created_at: string;
}

/** A file of an attempt (ARQ), kept by the storage provider under `object_key`. */
export interface AttemptFileTable {
  id: Generated<number>;
  scope: string;
  attempt_id: number;
  object_key: string;
  name: string;
  size: number;
  content_type: string;
  created_at: string;
}

declare module "../../db/schema.ts" {
  interface Database {
    deliveries: DeliveryTable;
    delivery_attempts: DeliveryAttemptTable;
    attempt_files: AttemptFileTable;
  }
}
