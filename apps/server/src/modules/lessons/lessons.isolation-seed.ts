import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/** A lesson of the administrator's (who may share), with its first version and tags. */
export const lessonsIsolationSeed: IsolationSeedContributor = {
  tables: ["lessons", "lesson_versions", "lesson_tags"],
  async seed({ db, scope, marker, users }) {
    const now = new Date().toISOString();
    const lesson = await db
      .insertInto("lessons")
      .values({
        scope: scope.key,
        codigo: `${marker}-C1`,
        owner_id: users.admin.id,
        tipo: "ESC",
        current_version: 1,
        archived_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const version = await db
      .insertInto("lesson_versions")
      .values({
        scope: scope.key,
        lesson_id: lesson.id,
        version: 1,
        title: `Conteúdo ${marker}`,
        body_html: `<p>Texto ${marker}</p>`,
        component: `Componente ${marker}`,
        grade_level: "7º ano",
        tags: JSON.stringify([`tag-${marker}`]),
        max_score: 100,
        created_by: users.admin.id,
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("lesson_tags")
      .values({ scope: scope.key, lesson_version_id: version.id, tag: `tag-${marker}` })
      .execute();
    return { values: { lesson: [lesson.id], lessonVersion: [version.id] } };
  },
};
