import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

const DAY_MS = 86_400_000;

/** The scope's lesson given to its class, open for a week, with extra time for the student. */
export const assignmentsIsolationSeed: IsolationSeedContributor = {
  tables: ["assignments", "assignment_extensions"],
  async seed({ db, scope, users, values }) {
    const now = Date.now();
    const lesson = Number(values.lesson?.[0]);
    const version = Number(values.lessonVersion?.[0]);
    const group = Number(values.group?.[0]);
    const assignment = await db
      .insertInto("assignments")
      .values({
        scope: scope.key,
        lesson_id: lesson,
        lesson_version_id: version,
        group_id: group,
        assigned_by: users.admin.id,
        starts_at: new Date(now - DAY_MS).toISOString(),
        due_at: new Date(now + 7 * DAY_MS).toISOString(),
        closed_at: null,
        created_at: new Date(now).toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("assignment_extensions")
      .values({
        scope: scope.key,
        assignment_id: assignment.id,
        student_id: users.student.id,
        due_at: new Date(now + 9 * DAY_MS).toISOString(),
      })
      .execute();
    return { values: { assignment: [assignment.id] } };
  },
};
