import { ofClassDueIn, type Span } from "../../db/class-span.ts";
import { countRows } from "../../db/count.ts";
import { openAttempt } from "../../db/open-attempt.ts";
import { insertInto, type ScopedDb } from "../../db/scoped-db.ts";

export function findDelivery(data: ScopedDb, assignmentId: number, studentId: number) {
  return data
    .selectFrom("deliveries")
    .selectAll()
    .where("assignment_id", "=", assignmentId)
    .where("student_id", "=", studentId)
    .executeTakeFirst();
}

export type DeliveryRow = NonNullable<Awaited<ReturnType<typeof findDelivery>>>;

/** The delivery of a student, made (with its first attempt) if there was none; a concurrent maker is no error. */
export async function ensureDelivery(
  data: ScopedDb,
  assignmentId: number,
  studentId: number,
  now: string,
): Promise<DeliveryRow> {
  const existing = await findDelivery(data, assignmentId, studentId);
  if (existing) return existing;
  const inserted = await insertInto(data, "deliveries")
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
  if (inserted) await insertAttempt(data, inserted.id, 1, now);
  return (await findDelivery(data, assignmentId, studentId)) as DeliveryRow;
}

export async function insertAttempt(data: ScopedDb, deliveryId: number, number: number, now: string) {
  await insertInto(data, "delivery_attempts")
    .values(openAttempt(deliveryId, number, now))
    .onConflict((conflict) => conflict.columns(["scope", "delivery_id", "number"]).doNothing())
    .execute();
}

export function findAttempt(data: ScopedDb, deliveryId: number, number: number) {
  return data
    .selectFrom("delivery_attempts")
    .selectAll()
    .where("delivery_id", "=", deliveryId)
    .where("number", "=", number)
    .executeTakeFirstOrThrow();
}

export function findAttemptByKey(data: ScopedDb, deliveryId: number, key: string) {
  return data
    .selectFrom("delivery_attempts")
    .select(["number", "delivered_at"])
    .where("delivery_id", "=", deliveryId)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
}

export function listAttempts(data: ScopedDb, deliveryId: number) {
  return data
    .selectFrom("delivery_attempts")
    .selectAll()
    .where("delivery_id", "=", deliveryId)
    .orderBy("number")
    .execute();
}

export function listAttemptFiles(data: ScopedDb, deliveryId: number) {
  return data
    .selectFrom("attempt_files as f")
    .innerJoin("delivery_attempts as t", "t.id", "f.attempt_id")
    .select(["f.id", "f.attempt_id", "f.name", "f.size", "f.content_type"])
    .where("t.delivery_id", "=", deliveryId)
    .orderBy("f.id")
    .execute();
}

export async function countAttemptFiles(data: ScopedDb, attemptId: number): Promise<number> {
  return countRows(data.selectFrom("attempt_files").where("attempt_id", "=", attemptId));
}

/** Records the files of an attempt (their storage keys, as the uploads left them). */
export async function insertAttemptFiles(
  data: ScopedDb,
  attemptId: number,
  files: readonly { name: string; size: number; contentType: string; storageKey: string }[],
  now: string,
) {
  if (files.length === 0) return;
  await insertInto(data, "attempt_files")
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
export function findDeliveryFile(data: ScopedDb, fileId: number) {
  return data
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
  data: ScopedDb,
  attemptId: number,
  draft: { answer: string; revision: number; now: string },
): Promise<boolean> {
  const result = await data
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
  data: ScopedDb,
  attemptId: number,
  delivery: { answer: string | null; key: string; now: string },
): Promise<boolean> {
  const result = await data
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
export async function undeliverAttempt(data: ScopedDb, attemptId: number): Promise<boolean> {
  const result = await data
    .updateTable("delivery_attempts")
    .set({ delivered_at: null, idempotency_key: null })
    .where("id", "=", attemptId)
    .where("delivered_at", "is not", null)
    .where("graded_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** One file of an attempt, with the key of its stored bytes. */
export function findAttemptFile(data: ScopedDb, attemptId: number, fileId: number) {
  return data
    .selectFrom("attempt_files")
    .select(["id", "name", "object_key"])
    .where("attempt_id", "=", attemptId)
    .where("id", "=", fileId)
    .executeTakeFirst();
}

export async function deleteAttemptFile(data: ScopedDb, fileId: number) {
  await data.deleteFrom("attempt_files").where("id", "=", fileId).execute();
}

export async function gradeAttempt(
  data: ScopedDb,
  attemptId: number,
  grade: { tenths: number; feedback: string | null; graderId: number; now: string },
) {
  await data
    .updateTable("delivery_attempts")
    .set({ grade: grade.tenths, feedback: grade.feedback, graded_at: grade.now, graded_by: grade.graderId })
    .where("id", "=", attemptId)
    .execute();
}

export async function askRedo(
  data: ScopedDb,
  attemptId: number,
  redo: { feedback: string | null; now: string },
) {
  await data
    .updateTable("delivery_attempts")
    .set((eb) => ({
      redo_requested_at: redo.now,
      feedback: redo.feedback === null ? eb.ref("feedback") : eb.val(redo.feedback),
    }))
    .where("id", "=", attemptId)
    .execute();
}

export async function updateDelivery(
  data: ScopedDb,
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
  await data.updateTable("deliveries").set(change).where("id", "=", deliveryId).execute();
}

/** The student has been shown the latest grades of these assignments: they are no longer 'Nova nota'. */
export async function markGradesSeen(
  data: ScopedDb,
  studentId: number,
  assignmentIds: readonly number[],
  now: string,
) {
  if (assignmentIds.length === 0) return;
  await data
    .updateTable("deliveries")
    .set({ grade_seen_at: now })
    .where("student_id", "=", studentId)
    .where("assignment_id", "in", assignmentIds)
    .where("state", "=", "graded")
    .where("grade_seen_at", "is", null)
    .execute();
}

/** Every delivery of a class's assignments due in [from, to): the gradebook's cells, in one query. */
export function listGroupDeliveries(data: ScopedDb, groupId: number, span: Span) {
  return data
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
    .where((eb) => ofClassDueIn(eb, "a", groupId, span))
    .execute();
}
