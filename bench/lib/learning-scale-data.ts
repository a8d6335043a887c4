import type { Db } from "../../apps/server/src/db/database.ts";
import type { TenantScope } from "../../apps/server/src/db/tenant-scope.ts";
import { hashPassword } from "../../apps/server/src/lib/password-hash.ts";
import { newUserRow } from "../../apps/server/src/modules/users/new-user.ts";
import { seedLessonVersions } from "./bench-lessons.ts";

export const LEARNING_PASSWORD = "turma-senha-2026";
export const LEARNING_TEACHER = "prof-escala";
/** The student whose 'Conteúdos' the bench reads: the first of the measured class. */
export const LEARNING_STUDENT = "aluno-medido-0";
export const STUDENTS_PER_CLASS = 45;
export const ASSIGNMENTS_PER_CLASS = 100;

export interface LearningScale {
  /** The class whose gradebook the bench reads (45 students × 100 assignments, the same in every run). */
  measuredClassId: number;
  deliveries: number;
}

/**
 * One school year of a school: the measured class (45 students, 100 assignments, a delivery per student and
 * assignment) and as many other classes of the same shape as make `deliveries` in all, in the same scope, so
 * the measured class's queries must find its rows among all the others. Deliveries are graded, delivered,
 * drafts or redone in a fixed pattern, each with its attempt; one in ten is not started (no row).
 */
export async function seedLearningScale(
  db: Db,
  scope: TenantScope,
  deliveries: number,
): Promise<LearningScale> {
  const passwordHash = await hashPassword(LEARNING_PASSWORD);
  const year = new Date().getUTCFullYear();
  const createdAt = new Date().toISOString();
  const teacher = await db
    .insertInto("users")
    .values({
      ...newUserRow({
        scope: scope.key,
        usuario: LEARNING_TEACHER,
        nome: "Professora Escala",
        password_hash: passwordHash,
        created_at: createdAt,
      }),
      can_share: 1,
      can_publish: 1,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const lessonVersions = await seedLessons(db, scope, teacher.id, createdAt);

  const perClass = STUDENTS_PER_CLASS * ASSIGNMENTS_PER_CLASS;
  const classes = Math.max(1, Math.round(deliveries / ((perClass * 9) / 10)));
  let measuredClassId = 0;
  let made = 0;
  for (let index = 0; index < classes; index++) {
    const measured = index === 0;
    const group = await db
      .insertInto("class_groups")
      .values({ scope: scope.key, nome: `Turma ${index}`, tipo: "adm", active: 1, school_year: year })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (measured) measuredClassId = group.id;
    const students = await db
      .insertInto("users")
      .values(
        Array.from({ length: STUDENTS_PER_CLASS }, (_, student) =>
          newUserRow({
            scope: scope.key,
            usuario: measured ? `aluno-medido-${student}` : `aluno-${index}-${student}`,
            nome: `Estudante ${String(student).padStart(2, "0")} da turma ${index}`,
            password_hash: passwordHash,
            created_at: createdAt,
          }),
        ),
      )
      .returning("id")
      .execute();
    await db
      .insertInto("group_members")
      .values([
        { scope: scope.key, group_id: group.id, user_id: teacher.id, role: "teacher" },
        ...students.map((student) => ({
          scope: scope.key,
          group_id: group.id,
          user_id: student.id,
          role: "student",
        })),
      ])
      .execute();
    const assignments = await db
      .insertInto("assignments")
      .values(
        lessonVersions.map((version, number) => ({
          scope: scope.key,
          lesson_id: version.lesson_id,
          lesson_version_id: version.id,
          group_id: group.id,
          assigned_by: teacher.id,
          // Spread over the school year, two or three a week.
          starts_at: new Date(Date.UTC(year, 1, 1 + number * 3)).toISOString(),
          due_at: new Date(Date.UTC(year, 1, 8 + number * 3, 23)).toISOString(),
          created_at: createdAt,
        })),
      )
      .returning("id")
      .execute();
    made += await seedDeliveries(
      db,
      scope,
      assignments.map((row) => row.id),
      students.map((row) => row.id),
      teacher.id,
    );
  }
  return { measuredClassId, deliveries: made };
}

function seedLessons(db: Db, scope: TenantScope, ownerId: number, createdAt: string) {
  return seedLessonVersions(
    db,
    scope,
    ownerId,
    createdAt,
    Array.from({ length: ASSIGNMENTS_PER_CLASS }, (_, number) => ({
      codigo: `ESC-${number}`,
      tipo: (["PAD", "ARQ", "ESC"] as const)[number % 3] ?? "PAD",
      title: `Conteúdo ${number}`,
      bodyHtml: "<p>Leia o texto e responda.</p>",
    })),
  );
}

/** States by (assignment + student) mod 10: mostly graded, then delivered, a draft, a redo; 9 leaves none. */
const PATTERN = ["graded", "graded", "graded", "graded", "graded", "delivered", "delivered", "draft", "redo"];

async function seedDeliveries(
  db: Db,
  scope: TenantScope,
  assignmentIds: number[],
  studentIds: number[],
  teacherId: number,
): Promise<number> {
  const at = new Date().toISOString();
  const rows = assignmentIds.flatMap((assignmentId, a) =>
    studentIds.flatMap((studentId, s) => {
      const state = PATTERN[(a + s) % 10];
      if (!state) return [];
      const grade = state === "graded" || state === "redo" ? (a * 7 + s * 3) % 101 : null;
      return [
        {
          scope: scope.key,
          assignment_id: assignmentId,
          student_id: studentId,
          state,
          attempt_count: 1,
          last_grade: grade,
          delivered_at: state === "draft" ? null : at,
          updated_at: at,
        },
      ];
    }),
  );
  // 10 columns × 2 000 rows stays under SQLite's 32 766 bound parameters.
  for (let start = 0; start < rows.length; start += 2000) {
    const batch = rows.slice(start, start + 2000);
    const inserted = await db.insertInto("deliveries").values(batch).returning("id").execute();
    await db
      .insertInto("delivery_attempts")
      .values(
        inserted.map((delivery, index) => {
          const row = batch[index] as (typeof batch)[number];
          return {
            scope: scope.key,
            delivery_id: delivery.id,
            number: 1,
            answer: "Minha resposta.",
            draft_revision: 1,
            draft_saved_at: at,
            delivered_at: row.delivered_at,
            idempotency_key: null,
            feedback: null,
            grade: row.last_grade,
            graded_at: row.last_grade === null ? null : at,
            graded_by: row.last_grade === null ? null : teacherId,
            redo_requested_at: row.state === "redo" ? at : null,
            created_at: at,
          };
        }),
      )
      .execute();
  }
  return rows.length;
}
