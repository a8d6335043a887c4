import type { ColumnType, Generated } from "kysely";

/** A lesson version given to a class, with its schedule (agendamento). */
export interface AssignmentTable {
  id: Generated<number>;
  scope: string;
  lesson_id: number;
  lesson_version_id: number;
  group_id: number;
  assigned_by: number;
  starts_at: string;
  due_at: string;
  /** After it nothing more is delivered, and what was not is missing. */
  closed_at: string | null;
  created_at: string;
  /** The client's key for the 'Atribuir' that made it: sent again, it answers this assignment. */
  request_key: string | null;
  /** 1 when a delivery waits for a grade; 0 for a reading given without one (done once marked). Optional on insert. */
  takes_grade: ColumnType<number, number | undefined, number>;
}

/** A student's own due date for one assignment (extra time). */
export interface AssignmentExtensionTable {
  scope: string;
  assignment_id: number;
  student_id: number;
  due_at: string;
}

declare module "../../db/schema.ts" {
  interface Database {
    assignments: AssignmentTable;
    assignment_extensions: AssignmentExtensionTable;
  }
}
