import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/** The student's delivery of the scope's assignment: a draft attempt, with a file. */
export const deliveriesIsolationSeed: IsolationSeedContributor = {
  tables: ["deliveries", "delivery_attempts", "attempt_files"],
  async seed({ db, scope, marker, users, values }) {
    const now = new Date().toISOString();
    const delivery = await db
      .insertInto("deliveries")
      .values({
        scope: scope.key,
        assignment_id: Number(values.assignment?.[0]),
        student_id: users.student.id,
        state: "draft",
        attempt_count: 1,
        last_grade: null,
        delivered_at: null,
        cancelled_at: null,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const attempt = await db
      .insertInto("delivery_attempts")
      .values({
        scope: scope.key,
        delivery_id: delivery.id,
        number: 1,
        answer: `Resposta ${marker}`,
        draft_revision: 1,
        draft_saved_at: now,
        delivered_at: null,
        idempotency_key: null,
        grade: null,
        feedback: null,
        graded_at: null,
        graded_by: null,
        redo_requested_at: null,
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("attempt_files")
      .values({
        scope: scope.key,
        attempt_id: attempt.id,
        object_key: `${marker}/entregas/${delivery.id}/1/arquivo.pdf`,
        name: `arquivo-${marker}.pdf`,
        size: 1024,
        content_type: "application/pdf",
        created_at: now,
      })
      .execute();
    return undefined;
  },
};
