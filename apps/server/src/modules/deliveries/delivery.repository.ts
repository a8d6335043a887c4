import { countRows } from "../../db/count.ts";
import type { Db } from "../../db/database.ts";
import { openAttempt } from "../../db/open-attempt.ts";
import { insertScoped, scoped } from "../../db/scoped.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

export function findDelivery(db: Db, scope: TenantScope, assignmentId: number, studentId: number) {
  return scoped(db, scope)
    .selectFrom("deliveries")
    .selectAll()
    .where("assignment_id", "=", assignmentId)
    .where("student_id", "=", studentId)
    .executeTakeFirst();
}

export type DeliveryRow = NonNullable<Awaited<ReturnType<typeof findDelivery>>>;

/** The delivery of a student, made (with its first attempt) if there was none; a concurrent maker is no error. */
export async function ensureDelivery(
  db: Db,
  scope: TenantScope,
  assignmentId: number,
  studentId: number,
  now: string,
): Promise<DeliveryRow> {
  const existing = await findDelivery(db, scope, assignmentId, studentId);
  if (existing) return existing;
  const inserted = await insertScoped(db, scope, "deliveries")
    .values({
      assignment_id: assignmentId,
      student_id: studentId,
      state: "draft",
      attempt_count: 1,
      last_grade: null,
      delivered_at: null,
      cancelled_at: null,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.columns(["scope", "assignment_id", "student_id"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) await insertAttempt(db, scope, inserted.id, 1, now);
  return (await findDelivery(db, scope, assignmentId, studentId)) as DeliveryRow;
}

export async function insertAttempt(
  db: Db,
  scope: TenantScope,
  deliveryId: number,
  number: number,
  now: string,
) {
  await insertScoped(db, scope, "delivery_attempts")
    .values(openAttempt(deliveryId, number, now))
    .onConflict((conflict) => conflict.columns(["scope", "delivery_id", "number"]).doNothing())
    .execute();
}

export function findAttempt(db: Db, scope: TenantScope, deliveryId: number, number: number) {
  return scoped(db, scope)
    .selectFrom("delivery_attempts")
    .selectAll()
    .where("delivery_id", "=", deliveryId)
    .where("number", "=", number)
    .executeTakeFirstOrThrow();
}

export function findAttemptByKey(db: Db, scope: TenantScope, deliveryId: number, key: string) {
  return scoped(db, scope)
    .selectFrom("delivery_attempts")
    .select(["number", "delivered_at"])
    .where("delivery_id", "=", deliveryId)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
}

export function listAttempts(db: Db, scope: TenantScope, deliveryId: number) {
  return scoped(db, scope)
    .selectFrom("delivery_attempts")
    .selectAll()
    .where("delivery_id", "=", deliveryId)
    .orderBy("number")
    .execute();
}

export function listAttemptFiles(db: Db, scope: TenantScope, deliveryId: number) {
  return scoped(db, scope)
    .selectFrom("attempt_files as f")
    .innerJoin("delivery_attempts as t", "t.id", "f.attempt_id")
    .select(["f.id", "f.attempt_id", "f.name", "f.size", "f.content_type"])
    .where("t.delivery_id", "=", deliveryId)
    .orderBy("f.id")
    .execute();
}

export async function countAttemptFiles(db: Db, scope: TenantScope, attemptId: number): Promise<number> {
  return countRows(scoped(db, scope).selectFrom("attempt_files").where("attempt_id", "=", attemptId));
}

/** Records the files of an attempt (their storage keys, as the uploads left them). */
export async function insertAttemptFiles(
  db: Db,
  scope: TenantScope,
  attemptId: number,
  files: readonly { name: string; size: number; contentType: string; storageKey: string }[],
  now: string,
) {
  if (files.length === 0) return;
  await insertScoped(db, scope, "attempt_files")
    .values(
      files.map((file) => ({
        attempt_id: attemptId,
        object_key: file.storageKey,
        name: file.name,
        size: file.size,
        content_type: file.contentType,
        created_at: now,
      })),
    )
    .execute();
}

/** A delivered file with whose it is: the student, and the class the assignment was given to. */
export function findDeliveryFile(db: Db, scope: TenantScope, fileId: number) {
  return scoped(db, scope)
    .selectFrom("attempt_files as f")
    .innerJoin("delivery_attempts as t", "t.id", "f.attempt_id")
    .innerJoin("deliveries as d", "d.id", "t.delivery_id")
    .innerJoin("assignments as a", "a.id", "d.assignment_id")
    .select(["f.scope", "f.object_key", "f.name", "f.size", "f.content_type", "d.student_id", "a.group_id"])
    .where("f.id", "=", fileId)
    .executeTakeFirst();
}

/** Saves a draft only over an older revision: the number of rows changed says whether it did. */
export async function saveDraft(
  db: Db,
  scope: TenantScope,
  attemptId: number,
  draft: { answer: string; revision: number; now: string },
): Promise<boolean> {
  const result = await scoped(db, scope)
    .updateTable("delivery_attempts")
    .set({ answer: draft.answer, draft_revision: draft.revision, draft_saved_at: draft.now })
    .where("id", "=", attemptId)
    .where("delivered_at", "is", null)
    .where("draft_revision", "<", draft.revision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Delivers an attempt not delivered yet; false when another request delivered it first. */
export async function deliverAttempt(
  db: Db,
  scope: TenantScope,
  attemptId: number,
  delivery: { answer: string | null; key: string; now: string },
): Promise<boolean> {
  const result = await scoped(db, scope)
    .updateTable("delivery_attempts")
    .set({ answer: delivery.answer, delivered_at: delivery.now, idempotency_key: delivery.key })
    .where("id", "=", attemptId)
    .where("delivered_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * 'Cancelar envio': the attempt is not delivered any more (its key goes too, so an old retry cannot count as
 * this one); only while it is delivered and not graded.
 */
export async function undeliverAttempt(db: Db, scope: TenantScope, attemptId: number): Promise<boolean> {
  const result = await scoped(db, scope)
    .updateTable("delivery_attempts")
    .set({ delivered_at: null, idempotency_key: null })
    .where("id", "=", attemptId)
    .where("delivered_at", "is not", null)
    .where("graded_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** One file of an attempt, with the key of its stored bytes. */
export function findAttemptFile(db: Db, scope: TenantScope, attemptId: number, fileId: number) {
  return scoped(db, scope)
    .selectFrom("attempt_files")
    .select(["id", "name", "object_key"])
    .where("attempt_id", "=", attemptId)
    .where("id", "=", fileId)
    .executeTakeFirst();
}

export async function deleteAttemptFile(db: Db, scope: TenantScope, fileId: number) {
  await scoped(db, scope).deleteFrom("attempt_files").where("id", "=", fileId).execute();
}

export async function gradeAttempt(
  db: Db,
  scope: TenantScope,
  attemptId: number,
  grade: { tenths: number; feedback: string | null; graderId: number; now: string },
) {
  await scoped(db, scope)
    .updateTable("delivery_attempts")
    .set({ grade: grade.tenths, feedback: grade.feedback, graded_at: grade.now, graded_by: grade.graderId })
    .where("id", "=", attemptId)
    .execute();
}

export async function askRedo(
  db: Db,
  scope: TenantScope,
  attemptId: number,
  redo: { feedback: string | null; now: string },
) {
  await scoped(db, scope)
    .updateTable("delivery_attempts")
    .set((eb) => ({
      redo_requested_at: redo.now,
      feedback: redo.feedback === null ? eb.ref("feedback") : eb.val(redo.feedback),
    }))
    .where("id", "=", attemptId)
    .execute();
}

export async function updateDelivery(
  db: Db,
  scope: TenantScope,
  deliveryId: number,
  change: {
    state?: string;
    attempt_count?: number;
    last_grade?: number | null;
    delivered_at?: string | null;
    cancelled_at?: string | null;
    grade_seen_at?: string | null;
    updated_at: string;
  },
) {
  await scoped(db, scope).updateTable("deliveries").set(change).where("id", "=", deliveryId).execute();
}

/** The student has been shown the latest grades of these assignments: they are no longer 'Nova nota'. */
export async function markGradesSeen(
  db: Db,
  scope: TenantScope,
  studentId: number,
  assignmentIds: readonly number[],
  now: string,
) {
  if (assignmentIds.length === 0) return;
  await scoped(db, scope)
    .updateTable("deliveries")
    .set({ grade_seen_at: now })
    .where("student_id", "=", studentId)
    .where("assignment_id", "in", assignmentIds)
    .where("state", "=", "graded")
    .where("grade_seen_at", "is", null)
    .execute();
}

/** Every delivery of a class's assignments due in [from, to): the gradebook's cells, in one query. */
export function listGroupDeliveries(
  db: Db,
  scope: TenantScope,
  groupId: number,
  span: { from: string; to: string },
) {
  return scoped(db, scope)
    .selectFrom("deliveries as d")
    .innerJoin("assignments as a", "a.id", "d.assignment_id")
    .select([
      "d.assignment_id",
      "d.student_id",
      "d.state",
      "d.last_grade",
      "d.delivered_at",
      "d.cancelled_at",
    ])
    .where("a.group_id", "=", groupId)
    .where("a.due_at", ">=", span.from)
    .where("a.due_at", "<", span.to)
    .execute();
}
