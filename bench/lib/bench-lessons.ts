import type { Db } from "../../apps/server/src/db/database.ts";
import type { TenantScope } from "../../apps/server/src/db/tenant-scope.ts";

/** A lesson of a seeded school: what differs between them; the rest is a 7th-year Portuguese lesson. */
export interface SeededLesson {
  codigo: string;
  tipo: "PAD" | "ARQ" | "ESC";
  title: string;
  bodyHtml: string;
}

/** The lessons, one version each, owned by one teacher; answers their versions' ids with their lessons'. */
export async function seedLessonVersions(
  db: Db,
  scope: TenantScope,
  ownerId: number,
  createdAt: string,
  lessons: readonly SeededLesson[],
) {
  const made = await db
    .insertInto("lessons")
    .values(
      lessons.map((lesson) => ({
        scope: scope.key,
        codigo: lesson.codigo,
        owner_id: ownerId,
        tipo: lesson.tipo,
        current_version: 1,
        created_at: createdAt,
        updated_at: createdAt,
      })),
    )
    .returning("id")
    .execute();
  return db
    .insertInto("lesson_versions")
    .values(
      made.map((row, index) => ({
        scope: scope.key,
        lesson_id: row.id,
        version: 1,
        title: (lessons[index] as SeededLesson).title,
        body_html: (lessons[index] as SeededLesson).bodyHtml,
        component: "Língua Portuguesa",
        grade_level: "7º ano",
        tags: "[]",
        max_score: 100,
        created_by: ownerId,
        created_at: createdAt,
      })),
    )
    .returning(["id", "lesson_id"])
    .execute();
}
