import { type Page, paged } from "../../db/paged.ts";
import { insertInto, type ScopedDb } from "../../db/scoped-db.ts";
import { containsText } from "../../db/text-match.ts";

export interface VersionFields {
  title: string;
  bodyHtml: string;
  component: string | null;
  gradeLevel: string | null;
  tags: string[];
  maxScore: number;
}

/** The columns of a version's `VersionFields`. */
const VERSION_FIELD_COLUMNS = [
  "v.title",
  "v.body_html",
  "v.component",
  "v.grade_level",
  "v.tags",
  "v.max_score",
] as const;

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
  ...VERSION_FIELD_COLUMNS,
  "u.nome as owner_name",
] as const;

function lessonsWithCurrentVersion(data: ScopedDb) {
  return data
    .selectFrom("lessons as l")
    .innerJoin("lesson_versions as v", (join) =>
      join.onRef("v.lesson_id", "=", "l.id").onRef("v.version", "=", "l.current_version"),
    )
    .innerJoin("users as u", "u.id", "l.owner_id");
}

export function findLesson(data: ScopedDb, lessonId: number) {
  return lessonsWithCurrentVersion(data)
    .select(LESSON_COLUMNS)
    .where("l.id", "=", lessonId)
    .executeTakeFirst();
}

export type LessonRow = NonNullable<Awaited<ReturnType<typeof findLesson>>>;

/** A page of lessons, most recently changed first (by title for the catalogue), with the total. */
export async function listLessons(
  data: ScopedDb,
  filter: { ownerId?: number; archived: boolean; search?: string; byTitle?: boolean },
  page: Page,
) {
  let query = lessonsWithCurrentVersion(data).where("l.archived_at", filter.archived ? "is not" : "is", null);
  if (filter.ownerId !== undefined) query = query.where("l.owner_id", "=", filter.ownerId);
  if (filter.search) {
    const search = filter.search;
    query = query.where((eb) =>
      eb.or([containsText(eb, "v.title", search), containsText(eb, "l.codigo", search)]),
    );
  }
  return paged(
    query.select(LESSON_COLUMNS),
    (rows) =>
      filter.byTitle
        ? rows.orderBy("v.title").orderBy("l.id")
        : rows.orderBy("l.updated_at", "desc").orderBy("l.id", "desc"),
    page,
  );
}

export async function insertLesson(
  data: ScopedDb,
  lesson: { codigo: string; ownerId: number; tipo: string; now: string },
): Promise<number> {
  const row = await insertInto(data, "lessons")
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

/** Writes a version and its filter tags, and makes it the lesson's current one; answers the version's id. */
export async function insertVersion(
  data: ScopedDb,
  version: VersionFields & {
    lessonId: number;
    number: number;
    createdBy: number;
    now: string;
    filterTags: string[];
  },
): Promise<number> {
  const row = await insertInto(data, "lesson_versions")
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
    await insertInto(data, "lesson_tags")
      .values(version.filterTags.map((tag) => ({ lesson_version_id: row.id, tag })))
      .execute();
  }
  await data
    .updateTable("lessons")
    .set({ current_version: version.number, updated_at: version.now })
    .where("id", "=", version.lessonId)
    .execute();
  return row.id;
}

export async function setArchived(data: ScopedDb, lessonId: number, archivedAt: string | null) {
  await data.updateTable("lessons").set({ archived_at: archivedAt }).where("id", "=", lessonId).execute();
}

/** One version of a lesson, with the lesson's codigo and type. */
export function findVersion(data: ScopedDb, versionId: number) {
  return data
    .selectFrom("lesson_versions as v")
    .innerJoin("lessons as l", "l.id", "v.lesson_id")
    .select(["v.id", "v.lesson_id", "v.version", ...VERSION_FIELD_COLUMNS, "l.codigo", "l.tipo"])
    .where("v.id", "=", versionId)
    .executeTakeFirst();
}

export type VersionRow = NonNullable<Awaited<ReturnType<typeof findVersion>>>;

/** A file as a version's attachment row records it. */
export interface AttachmentFields {
  objectKey: string;
  name: string;
  contentType: string;
  size: number;
}

const ATTACHMENT_COLUMNS = [
  "f.id",
  "f.lesson_version_id",
  "f.object_key",
  "f.name",
  "f.content_type",
  "f.size",
  "f.position",
] as const;

/** The attached files of these versions, each version's in its order. */
export function listAttachments(data: ScopedDb, versionIds: readonly number[]) {
  if (versionIds.length === 0) return Promise.resolve([]);
  return data
    .selectFrom("lesson_attachments as f")
    .select(ATTACHMENT_COLUMNS)
    .where("f.lesson_version_id", "in", [...versionIds])
    .orderBy("f.lesson_version_id")
    .orderBy("f.position")
    .execute();
}

/** Attached files of any version of one lesson, by their ids (those of another lesson are not found). */
export function findLessonAttachments(data: ScopedDb, lessonId: number, attachmentIds: readonly number[]) {
  if (attachmentIds.length === 0) return Promise.resolve([]);
  return data
    .selectFrom("lesson_attachments as f")
    .innerJoin("lesson_versions as v", "v.id", "f.lesson_version_id")
    .select(ATTACHMENT_COLUMNS)
    .where("v.lesson_id", "=", lessonId)
    .where("f.id", "in", [...attachmentIds])
    .execute();
}

/** One attached file, with the lesson it belongs to and that lesson's owner. */
export function findAttachment(data: ScopedDb, attachmentId: number) {
  return data
    .selectFrom("lesson_attachments as f")
    .innerJoin("lesson_versions as v", "v.id", "f.lesson_version_id")
    .innerJoin("lessons as l", "l.id", "v.lesson_id")
    .select([
      ...ATTACHMENT_COLUMNS,
      "f.scope",
      "l.id as lesson_id",
      "l.owner_id",
      // Whether the file's version is what the catalogue gives now: the current one of a lesson not archived.
      (eb) =>
        eb
          .and([eb("v.version", "=", eb.ref("l.current_version")), eb("l.archived_at", "is", null)])
          .as("in_catalogue"),
    ])
    .where("f.id", "=", attachmentId)
    .executeTakeFirst();
}

/** Records a version's attached files, in the order given. */
export async function insertAttachments(
  data: ScopedDb,
  versionId: number,
  files: readonly AttachmentFields[],
  now: string,
): Promise<void> {
  if (files.length === 0) return;
  await insertInto(data, "lesson_attachments")
    .values(
      files.map((file, position) => ({
        lesson_version_id: versionId,
        object_key: file.objectKey,
        name: file.name,
        content_type: file.contentType,
        size: file.size,
        position,
        created_at: now,
      })),
    )
    .execute();
}

/**
 * The assignments of a version to any of these classes, with when each starts: whom the version was given to,
 * among the classes a reader is in.
 */
export function versionAssignmentsIn(data: ScopedDb, versionId: number, groupIds: readonly number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return data
    .selectFrom("assignments as a")
    .select(["a.group_id", "a.starts_at"])
    .where("a.lesson_version_id", "=", versionId)
    .where("a.group_id", "in", [...groupIds])
    .execute();
}
