import type { Db } from "../../db/database.ts";
import { insertScoped, scoped } from "../../db/scoped.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

export interface VersionFields {
  title: string;
  bodyHtml: string;
  component: string | null;
  gradeLevel: string | null;
  tags: string[];
  maxScore: number;
}

const LESSON_COLUMNS = [
  "l.id",
  "l.scope",
  "l.codigo",
  "l.owner_id",
  "l.tipo",
  "l.current_version",
  "l.archived_at",
  "l.updated_at",
  "v.id as version_id",
  "v.title",
  "v.body_html",
  "v.component",
  "v.grade_level",
  "v.tags",
  "v.max_score",
  "u.nome as owner_name",
] as const;

function lessonsWithCurrentVersion(db: Db, scope: TenantScope) {
  return scoped(db, scope)
    .selectFrom("lessons as l")
    .innerJoin("lesson_versions as v", (join) =>
      join.onRef("v.lesson_id", "=", "l.id").onRef("v.version", "=", "l.current_version"),
    )
    .innerJoin("users as u", "u.id", "l.owner_id");
}

export function findLesson(db: Db, scope: TenantScope, lessonId: number) {
  return lessonsWithCurrentVersion(db, scope)
    .select(LESSON_COLUMNS)
    .where("l.id", "=", lessonId)
    .executeTakeFirst();
}

export type LessonRow = NonNullable<Awaited<ReturnType<typeof findLesson>>>;

/** A page of lessons, most recently changed first (by title for the catalogue), with the total. */
export async function listLessons(
  db: Db,
  scope: TenantScope,
  filter: { ownerId?: number; archived: boolean; search?: string; byTitle?: boolean },
  page: { offset: number; limit: number },
) {
  let query = lessonsWithCurrentVersion(db, scope).where(
    "l.archived_at",
    filter.archived ? "is not" : "is",
    null,
  );
  if (filter.ownerId !== undefined) query = query.where("l.owner_id", "=", filter.ownerId);
  if (filter.search) {
    const pattern = `%${filter.search.toLowerCase().replaceAll(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["v.title"]), "like", eb.val(pattern)),
        eb(eb.fn("lower", ["l.codigo"]), "like", eb.val(pattern)),
      ]),
    );
  }
  const total = await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
  const ordered = filter.byTitle
    ? query.orderBy("v.title").orderBy("l.id")
    : query.orderBy("l.updated_at", "desc").orderBy("l.id", "desc");
  const rows = await ordered.select(LESSON_COLUMNS).limit(page.limit).offset(page.offset).execute();
  return { rows, total: Number(total?.n ?? 0) };
}

export async function insertLesson(
  db: Db,
  scope: TenantScope,
  lesson: { codigo: string; ownerId: number; tipo: string; now: string },
): Promise<number> {
  const row = await insertScoped(db, scope, "lessons")
    .values({
      codigo: lesson.codigo,
      owner_id: lesson.ownerId,
      tipo: lesson.tipo,
      current_version: 1,
      archived_at: null,
      created_at: lesson.now,
      updated_at: lesson.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes a version and its filter tags, and makes it the lesson's current one. */
export async function insertVersion(
  db: Db,
  scope: TenantScope,
  version: VersionFields & {
    lessonId: number;
    number: number;
    createdBy: number;
    now: string;
    filterTags: string[];
  },
): Promise<void> {
  const row = await insertScoped(db, scope, "lesson_versions")
    .values({
      lesson_id: version.lessonId,
      version: version.number,
      title: version.title,
      body_html: version.bodyHtml,
      component: version.component,
      grade_level: version.gradeLevel,
      tags: JSON.stringify(version.tags),
      max_score: version.maxScore,
      created_by: version.createdBy,
      created_at: version.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (version.filterTags.length > 0) {
    await insertScoped(db, scope, "lesson_tags")
      .values(version.filterTags.map((tag) => ({ lesson_version_id: row.id, tag })))
      .execute();
  }
  await scoped(db, scope)
    .updateTable("lessons")
    .set({ current_version: version.number, updated_at: version.now })
    .where("id", "=", version.lessonId)
    .execute();
}

export async function setArchived(db: Db, scope: TenantScope, lessonId: number, archivedAt: string | null) {
  await scoped(db, scope)
    .updateTable("lessons")
    .set({ archived_at: archivedAt })
    .where("id", "=", lessonId)
    .execute();
}

/** One version of a lesson, with the lesson's codigo and type. */
export function findVersion(db: Db, scope: TenantScope, versionId: number) {
  return scoped(db, scope)
    .selectFrom("lesson_versions as v")
    .innerJoin("lessons as l", "l.id", "v.lesson_id")
    .select([
      "v.id",
      "v.lesson_id",
      "v.version",
      "v.title",
      "v.body_html",
      "v.component",
      "v.grade_level",
      "v.tags",
      "v.max_score",
      "l.codigo",
      "l.tipo",
    ])
    .where("v.id", "=", versionId)
    .executeTakeFirst();
}

export type VersionRow = NonNullable<Awaited<ReturnType<typeof findVersion>>>;
