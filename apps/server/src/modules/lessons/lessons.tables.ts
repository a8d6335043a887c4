import type { Generated } from "kysely";

/** A lesson (conteúdo): what stays while its versions change. */
export interface LessonTable {
  id: Generated<number>;
  scope: string;
  codigo: string;
  owner_id: number;
  /** PAD, ARQ or ESC; fixed at creation. */
  tipo: string;
  current_version: number;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One immutable version of a lesson: an assignment shows the one it was given with. */
export interface LessonVersionTable {
  id: Generated<number>;
  scope: string;
  lesson_id: number;
  version: number;
  title: string;
  /** Sanitised on the server before it is stored (modules/lessons/lesson-html.ts). */
  body_html: string;
  /** Curriculum component (Matemática). */
  component: string | null;
  /** School year the lesson is for (7º ano). */
  grade_level: string | null;
  /** JSON array of free tags. */
  tags: string;
  /** Tenths: 100 is 10,0. */
  max_score: number;
  created_by: number;
  created_at: string;
}

/** Each tag of a version, lower-cased, for the lists' tag filter. */
export interface LessonTagTable {
  scope: string;
  lesson_version_id: number;
  tag: string;
}

/**
 * A file attached to a lesson version, kept by the storage provider under `object_key` (kind
 * "lesson-attachments"); a later version that keeps it has a row of its own naming the same object.
 */
export interface LessonAttachmentTable {
  id: Generated<number>;
  scope: string;
  lesson_version_id: number;
  object_key: string;
  /** The file's name as the author's computer had it. */
  name: string;
  /** Read from its bytes when it was uploaded (rules/upload-types.ts). */
  content_type: string;
  size: number;
  /** Its place in the version's list, from 0. */
  position: number;
  created_at: string;
}

declare module "../../db/schema.ts" {
  interface Database {
    lessons: LessonTable;
    lesson_versions: LessonVersionTable;
    lesson_tags: LessonTagTable;
    lesson_attachments: LessonAttachmentTable;
  }
}
