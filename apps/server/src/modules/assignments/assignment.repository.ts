import type { DeliveryStatus } from "@trilha/contracts/rules/delivery-status";
import type { ExpressionBuilder } from "kysely";
import { ofClassDueIn, type Span } from "../../db/class-span.ts";
import { membersCount } from "../../db/members-count.ts";
import { type Page, paged } from "../../db/paged.ts";
import type { Database } from "../../db/schema.ts";
import { insertInto, type ScopedDb } from "../../db/scoped-db.ts";

/** Assignments (`a`) with their lesson (`l`) and the version of it given (`v`). */
function assignmentsWithLesson(data: ScopedDb) {
  return data
    .selectFrom("assignments as a")
    .innerJoin("lessons as l", "l.id", "a.lesson_id")
    .innerJoin("lesson_versions as v", "v.id", "a.lesson_version_id");
}

export function findAssignment(data: ScopedDb, assignmentId: number) {
  return assignmentsWithLesson(data)
    .innerJoin("class_groups as g", "g.id", "a.group_id")
    .select([
      "a.id",
      "a.scope",
      "a.lesson_id",
      "a.lesson_version_id",
      "a.group_id",
      "a.starts_at",
      "a.due_at",
      "a.closed_at",
      "a.takes_grade",
      "v.version",
      "v.title",
      "g.nome as group_name",
    ])
    .where("a.id", "=", assignmentId)
    .executeTakeFirst();
}

export type AssignmentRow = NonNullable<Awaited<ReturnType<typeof findAssignment>>>;

export async function insertAssignment(
  data: ScopedDb,
  row: {
    lessonId: number;
    versionId: number;
    groupId: number;
    assignedBy: number;
    startsAt: string;
    dueAt: string;
    now: string;
    requestKey: string | null;
    takesGrade: boolean;
  },
): Promise<number> {
  const inserted = await insertInto(data, "assignments")
    .values({
      lesson_id: row.lessonId,
      lesson_version_id: row.versionId,
      group_id: row.groupId,
      assigned_by: row.assignedBy,
      starts_at: row.startsAt,
      due_at: row.dueAt,
      closed_at: null,
      created_at: row.now,
      request_key: row.requestKey,
      takes_grade: row.takesGrade ? 1 : 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The assignment a teacher's earlier 'Atribuir' with this key made. */
export async function findAssignmentIdByKey(data: ScopedDb, teacherId: number, key: string) {
  const row = await data
    .selectFrom("assignments")
    .select("id")
    .where("assigned_by", "=", teacherId)
    .where("request_key", "=", key)
    .executeTakeFirst();
  return row?.id;
}

/** The latest assignment of a lesson to a class, if it was given to it before. */
export function findLatestAssignmentOf(data: ScopedDb, lessonId: number, groupId: number) {
  return data
    .selectFrom("assignments")
    .select(["id", "starts_at", "due_at"])
    .where("lesson_id", "=", lessonId)
    .where("group_id", "=", groupId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
}

export async function rescheduleAssignment(
  data: ScopedDb,
  assignmentId: number,
  schedule: { startsAt: string; dueAt: string },
) {
  await data
    .updateTable("assignments")
    .set({ starts_at: schedule.startsAt, due_at: schedule.dueAt })
    .where("id", "=", assignmentId)
    .execute();
}

/** What removing an assignment takes with it: every delivery's attempts, as the audit keeps them. */
export function deliveriesOfAssignment(data: ScopedDb, assignmentId: number) {
  return data
    .selectFrom("deliveries as d")
    .innerJoin("delivery_attempts as t", "t.delivery_id", "d.id")
    .select([
      "d.student_id",
      "t.number",
      "t.answer",
      "t.delivered_at",
      "t.grade",
      "t.feedback",
      "t.graded_at",
    ])
    .where("d.assignment_id", "=", assignmentId)
    .where("t.delivered_at", "is not", null)
    .orderBy("d.student_id")
    .orderBy("t.number")
    .execute();
}

/** The stored files of an assignment's attempts, by their storage keys. */
export async function attemptFileKeysOf(data: ScopedDb, assignmentId: number) {
  const rows = await data
    .selectFrom("attempt_files as f")
    .innerJoin("delivery_attempts as t", "t.id", "f.attempt_id")
    .innerJoin("deliveries as d", "d.id", "t.delivery_id")
    .select(["f.object_key", "f.name", "f.attempt_id", "t.number", "d.student_id"])
    .where("d.assignment_id", "=", assignmentId)
    .execute();
  return rows;
}

/** Removes an assignment; its extensions, deliveries, attempts and their files' records go with it (cascade). */
export async function deleteAssignment(data: ScopedDb, assignmentId: number) {
  await data.deleteFrom("assignments").where("id", "=", assignmentId).execute();
}

export async function closeAssignment(data: ScopedDb, assignmentId: number, closedAt: string) {
  await data
    .updateTable("assignments")
    .set({ closed_at: closedAt })
    .where("id", "=", assignmentId)
    .where("closed_at", "is", null)
    .execute();
}

/** Takes deliveries again: the closing is forgotten. */
export async function reopenAssignment(data: ScopedDb, assignmentId: number) {
  await data.updateTable("assignments").set({ closed_at: null }).where("id", "=", assignmentId).execute();
}

export async function upsertExtension(
  data: ScopedDb,
  extension: { assignmentId: number; studentId: number; dueAt: string },
) {
  await insertInto(data, "assignment_extensions")
    .values({
      assignment_id: extension.assignmentId,
      student_id: extension.studentId,
      due_at: extension.dueAt,
    })
    .onConflict((conflict) =>
      conflict.columns(["scope", "assignment_id", "student_id"]).doUpdateSet({ due_at: extension.dueAt }),
    )
    .execute();
}

/** Takes a student's extra time back: their due date is the class's again. */
export async function deleteExtension(data: ScopedDb, assignmentId: number, studentId: number) {
  const result = await data
    .deleteFrom("assignment_extensions")
    .where("assignment_id", "=", assignmentId)
    .where("student_id", "=", studentId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The assignments of a student's active classes, with their lesson version and the student's delivery. */
function studentAssignments(data: ScopedDb, studentId: number) {
  return (
    data
      .selectFrom("group_members as m")
      .innerJoin("class_groups as g", "g.id", "m.group_id")
      .innerJoin("assignments as a", "a.group_id", "m.group_id")
      .innerJoin("lesson_versions as v", "v.id", "a.lesson_version_id")
      .innerJoin("lessons as l", "l.id", "a.lesson_id")
      .leftJoin("deliveries as d", (join) =>
        join.onRef("d.assignment_id", "=", "a.id").onRef("d.student_id", "=", "m.user_id"),
      )
      .leftJoin("assignment_extensions as x", (join) =>
        join.onRef("x.assignment_id", "=", "a.id").onRef("x.student_id", "=", "m.user_id"),
      )
      // The current attempt, for the teacher's comment on it.
      .leftJoin("delivery_attempts as t", (join) =>
        join.onRef("t.delivery_id", "=", "d.id").onRef("t.number", "=", "d.attempt_count"),
      )
      .where("m.user_id", "=", studentId)
      .where("m.role", "=", "student")
      .where("g.active", "=", 1)
  );
}

type StudentQuery = ExpressionBuilder<
  Database & {
    m: Database["group_members"];
    g: Database["class_groups"];
    a: Database["assignments"];
    v: Database["lesson_versions"];
    l: Database["lessons"];
    d: Database["deliveries"];
    x: Database["assignment_extensions"];
    t: Database["delivery_attempts"];
  },
  "m" | "g" | "a" | "v" | "l" | "d" | "x" | "t"
>;

const STUDENT_COLUMNS = [
  "a.id",
  "a.lesson_version_id",
  "a.starts_at",
  "a.due_at",
  "a.closed_at",
  "a.takes_grade",
  "x.due_at as extended_due_at",
  "g.id as group_id",
  "g.nome as group_name",
  "g.tipo as group_type",
  "l.codigo",
  "l.tipo",
  "v.title",
  "v.component",
  "v.grade_level",
  "v.tags",
  "v.max_score",
  "d.id as delivery_id",
  "d.state",
  "d.cancelled_at",
  "d.last_grade",
  "d.delivered_at",
  "d.grade_seen_at",
  "t.feedback",
] as const;

/**
 * The SQL twin of rules/delivery-status.ts `deliveryStatus` (kept in step by assignment.routes.test.ts, which
 * checks every status both ways): times are ISO-8601 UTC text, so comparing them as text orders them in time.
 */
function statusIs(eb: StudentQuery, status: DeliveryStatus, now: string) {
  const due = eb.fn.coalesce("x.due_at", "a.due_at");
  const notCancelled = eb("d.cancelled_at", "is", null);
  const nothingDelivered = eb.or([eb("d.state", "is", null), eb("d.state", "=", "draft")]);
  const closed = eb.and([eb("a.closed_at", "is not", null), eb("a.closed_at", "<=", now)]);
  const notClosed = eb.or([eb("a.closed_at", "is", null), eb("a.closed_at", ">", now)]);
  switch (status) {
    case "CAN":
      return eb("d.cancelled_at", "is not", null);
    case "avaliada":
      return eb.and([notCancelled, eb("d.state", "=", "graded")]);
    case "refazer":
      return eb.and([notCancelled, eb("d.state", "=", "redo")]);
    case "entregue":
      return eb.and([notCancelled, eb("d.state", "=", "delivered"), eb("a.takes_grade", "=", 1)]);
    case "concluida":
      return eb.and([notCancelled, eb("d.state", "=", "delivered"), eb("a.takes_grade", "=", 0)]);
    case "nao_entregue":
      return eb.and([notCancelled, nothingDelivered, closed]);
    case "em_breve":
      return eb.and([notCancelled, nothingDelivered, notClosed, eb("a.starts_at", ">", now)]);
    case "aberta":
      return eb.and([
        notCancelled,
        nothingDelivered,
        notClosed,
        eb("a.starts_at", "<=", now),
        eb(due, ">=", now),
      ]);
    case "atrasada":
      return eb.and([notCancelled, nothingDelivered, notClosed, eb(due, "<", now)]);
  }
}

/**
 * A page of the student's assignments as their 'A fazer' orders them (`toDoRank`), filtered, and how many there
 * are in all.
 */
export async function listStudentAssignments(
  data: ScopedDb,
  studentId: number,
  filter: { status?: DeliveryStatus; tag?: string; groupId?: number; now: string },
  page: Page,
) {
  let query = studentAssignments(data, studentId);
  const { status, tag, groupId, now } = filter;
  query = status ? query.where((eb) => statusIs(eb, status, now)) : query.where("d.cancelled_at", "is", null);
  if (groupId !== undefined) query = query.where("m.group_id", "=", groupId);
  if (tag !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("lesson_tags as t")
          .select("t.tag")
          .whereRef("t.lesson_version_id", "=", "a.lesson_version_id")
          .where("t.tag", "=", tag.toLowerCase()),
      ),
    );
  }
  return paged(
    query.select(STUDENT_COLUMNS),
    (q) =>
      q
        .orderBy((eb) => toDoRank(eb, now))
        .orderBy((eb) =>
          eb.case().when(toDoRank(eb, now), "<", 2).then(eb.fn.coalesce("x.due_at", "a.due_at")).end(),
        )
        .orderBy((eb) => eb.fn.coalesce("x.due_at", "a.due_at"), "desc")
        .orderBy("a.id"),
    page,
  );
}

/**
 * Where a lesson sits on the student's 'A fazer': -1 a grade the student has not been shown yet ('Nova nota'),
 * 0 what is to do now (late, redo, open: by due date, the nearest first), 1 what opens later (by due date), 2
 * what is done, graded or missing (the latest first).
 */
function toDoRank(eb: StudentQuery, now: string) {
  return eb
    .case()
    .when(eb.and([statusIs(eb, "avaliada", now), eb("d.grade_seen_at", "is", null)]))
    .then(-1)
    .when(eb.or([statusIs(eb, "atrasada", now), statusIs(eb, "refazer", now), statusIs(eb, "aberta", now)]))
    .then(0)
    .when(statusIs(eb, "em_breve", now))
    .then(1)
    .else(2)
    .end();
}

/**
 * The latest assignments that have opened in the active classes the teacher teaches, the most recently opened
 * first, each with its class's students, how many delivered and how many are delivered and not graded (waiting
 * for a grade when the assignment takes one): one query.
 */
export function listRecentTaughtAssignments(data: ScopedDb, teacherId: number, now: string, limit: number) {
  const deliveriesIn = (
    eb: ExpressionBuilder<Database & { a: Database["assignments"] }, "a">,
    states: string[],
  ) =>
    eb
      .selectFrom("deliveries as d")
      .select((inner) => inner.fn.countAll<number>().as("n"))
      .whereRef("d.assignment_id", "=", "a.id")
      .where("d.cancelled_at", "is", null)
      .where("d.state", "in", states);
  return data
    .selectFrom("group_members as m")
    .innerJoin("class_groups as g", "g.id", "m.group_id")
    .innerJoin("assignments as a", "a.group_id", "m.group_id")
    .innerJoin("lessons as l", "l.id", "a.lesson_id")
    .innerJoin("lesson_versions as v", "v.id", "a.lesson_version_id")
    .select((eb) => [
      "a.id",
      "a.starts_at",
      "a.due_at",
      "a.closed_at",
      "a.takes_grade",
      "g.id as group_id",
      "g.nome as group_name",
      "l.tipo",
      "v.title",
      membersCount(eb, "a.group_id", "student").as("students"),
      deliveriesIn(eb, ["delivered", "graded"]).as("delivered"),
      deliveriesIn(eb, ["delivered"]).as("to_grade"),
    ])
    .where("m.user_id", "=", teacherId)
    .where("m.role", "=", "teacher")
    .where("g.active", "=", 1)
    .where("a.starts_at", "<=", now)
    .orderBy("a.starts_at", "desc")
    .orderBy("a.id", "desc")
    .limit(limit)
    .execute();
}

/** One assignment of the student's classes, as their list shows it; undefined when it is not theirs. */
export function findStudentAssignment(data: ScopedDb, studentId: number, assignmentId: number) {
  return studentAssignments(data, studentId)
    .select(STUDENT_COLUMNS)
    .where("a.id", "=", assignmentId)
    .executeTakeFirst();
}

export type StudentAssignmentRow = NonNullable<Awaited<ReturnType<typeof findStudentAssignment>>>;

/** The assignments of a class due in [from, to), by due date, with their lesson version's title and type. */
export function listGroupAssignments(data: ScopedDb, groupId: number, span: Span) {
  return assignmentsWithLesson(data)
    .select([
      "a.id",
      "a.starts_at",
      "a.due_at",
      "a.closed_at",
      "a.takes_grade",
      "l.codigo",
      "l.tipo",
      "v.title",
    ])
    .where((eb) => ofClassDueIn(eb, "a", groupId, span))
    .orderBy("a.due_at")
    .orderBy("a.id")
    .execute();
}

/** The extra time of every student on the assignments of a class due in [from, to). */
export function listGroupExtensions(data: ScopedDb, groupId: number, span: Span) {
  return data
    .selectFrom("assignment_extensions as x")
    .innerJoin("assignments as a", "a.id", "x.assignment_id")
    .select(["x.assignment_id", "x.student_id", "x.due_at"])
    .where((eb) => ofClassDueIn(eb, "a", groupId, span))
    .execute();
}
