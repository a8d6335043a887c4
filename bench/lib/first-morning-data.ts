import type { Insertable } from "kysely";
import type { Db } from "../../apps/server/src/db/database.ts";
import type { Database } from "../../apps/server/src/db/schema.ts";
import type { TenantScope } from "../../apps/server/src/db/tenant-scope.ts";
import { hashPassword } from "../../apps/server/src/lib/password-hash.ts";
import { newUserRow } from "../../apps/server/src/modules/users/new-user.ts";
import { seedLessonVersions } from "./bench-lessons.ts";

export const MORNING_PASSWORD = "primeira-manha-2026";
export const LESSONS_PER_WEEK = 5;

export interface MorningClass {
  id: number;
  teacher: string;
  /** The week's assignments of the class, in lesson order. */
  assignmentIds: number[];
  /** Logins and ids of its students, in the same order. */
  students: { usuario: string; id: number }[];
}

/**
 * The first morning of term: `classes` classes of `studentsPerClass` students, a teacher each, every class
 * given the same week of written lessons (ESC), open since yesterday and due in a week, and nothing delivered
 * yet. Students sign in as `manha-<class>-<n>`, teachers as `manha-prof-<class>`, all with one password.
 */
export async function seedFirstMorning(
  db: Db,
  scope: TenantScope,
  classes: number,
  studentsPerClass: number,
): Promise<MorningClass[]> {
  // One hash for everyone: hashing 5 000 passwords would only slow the seed, and each login still checks it.
  const passwordHash = await hashPassword(MORNING_PASSWORD);
  const now = new Date();
  const createdAt = now.toISOString();
  const day = 24 * 60 * 60 * 1000;
  const teacherRows = Array.from({ length: classes }, (_, index) => ({
    ...newUserRow({
      scope: scope.key,
      usuario: `manha-prof-${index}`,
      nome: `Professora da turma ${index}`,
      password_hash: passwordHash,
      created_at: createdAt,
    }),
    can_share: 1,
    can_publish: 1,
  }));
  const teachers = await insertInBatches(db, teacherRows);
  const studentRows = Array.from({ length: classes * studentsPerClass }, (_, index) => {
    const group = Math.floor(index / studentsPerClass);
    const number = index % studentsPerClass;
    return newUserRow({
      scope: scope.key,
      usuario: `manha-${group}-${number}`,
      nome: `Estudante ${String(number).padStart(3, "0")} da turma ${group}`,
      password_hash: passwordHash,
      created_at: createdAt,
    });
  });
  const students = await insertInBatches(db, studentRows);

  const groups = await db
    .insertInto("class_groups")
    .values(
      Array.from({ length: classes }, (_, index) => ({
        scope: scope.key,
        nome: `Turma ${index}`,
        tipo: "adm",
        active: 1,
        school_year: now.getUTCFullYear(),
      })),
    )
    .returning("id")
    .execute();
  const members = groups.flatMap((group, index) => [
    { scope: scope.key, group_id: group.id, user_id: teachers[index] as number, role: "teacher" },
    ...students
      .slice(index * studentsPerClass, (index + 1) * studentsPerClass)
      .map((id) => ({ scope: scope.key, group_id: group.id, user_id: id, role: "student" })),
  ]);
  // 5 columns × 2 000 rows stays well under SQLite's 32 766 bound parameters.
  for (let start = 0; start < members.length; start += 2000)
    await db
      .insertInto("group_members")
      .values(members.slice(start, start + 2000))
      .execute();

  const versions = await seedLessons(db, scope, teachers[0] as number, createdAt);
  const assignments = await db
    .insertInto("assignments")
    .values(
      groups.flatMap((group, index) =>
        versions.map((version) => ({
          scope: scope.key,
          lesson_id: version.lesson_id,
          lesson_version_id: version.id,
          group_id: group.id,
          assigned_by: teachers[index] as number,
          starts_at: new Date(now.getTime() - day).toISOString(),
          due_at: new Date(now.getTime() + 7 * day).toISOString(),
          created_at: createdAt,
        })),
      ),
    )
    .returning("id")
    .execute();
  return groups.map((group, index) => ({
    id: group.id,
    teacher: `manha-prof-${index}`,
    assignmentIds: assignments
      .slice(index * LESSONS_PER_WEEK, (index + 1) * LESSONS_PER_WEEK)
      .map((row) => row.id),
    students: Array.from({ length: studentsPerClass }, (_, number) => ({
      usuario: `manha-${index}-${number}`,
      id: students[index * studentsPerClass + number] as number,
    })),
  }));
}

/** Users in 2 000-row batches (13 columns: 26 000 bound parameters); their ids in the order given. */
async function insertInBatches(db: Db, rows: Insertable<Database["users"]>[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 2000) {
    const inserted = await db
      .insertInto("users")
      .values(rows.slice(start, start + 2000))
      .returning("id")
      .execute();
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/** The week's written lessons (ESC), one version each. */
function seedLessons(db: Db, scope: TenantScope, ownerId: number, createdAt: string) {
  return seedLessonVersions(
    db,
    scope,
    ownerId,
    createdAt,
    Array.from({ length: LESSONS_PER_WEEK }, (_, number) => ({
      codigo: `MANHA-${number}`,
      tipo: "ESC" as const,
      title: `Redação do dia ${number + 1}`,
      bodyHtml: "<p>Conte, em poucas linhas, como foram as suas férias.</p>",
    })),
  );
}
