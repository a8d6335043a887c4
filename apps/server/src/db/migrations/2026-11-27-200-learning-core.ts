import type { Kysely } from "kysely";
import { addColumn, createTable, dropColumn, dropTables } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// Teaching and learning: who teaches and who studies in a class, the school and school year a class belongs to,
// the tenant's time zone, grading periods, lessons with immutable versions, lessons given to classes
// (assignments) and each student's delivery of one, with its attempts and their files.
// Times are ISO-8601 UTC text; dates of grading periods are local calendar dates (YYYY-MM-DD) of the tenant's
// time zone. Grades are integers of tenths (7,5 is 75): exact on both dialects.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await addColumn(db, "tenants", "time_zone text not null default 'America/Sao_Paulo'");
  await addColumn(db, "class_groups", "client_id integer references clients.id");
  await addColumn(db, "class_groups", "school_year integer");
  await addColumn(
    db,
    "group_members",
    "role text not null default 'student' check (role in ('student', 'teacher'))",
  );
  await db.schema
    .createIndex("group_members_scope_group_idx")
    .on("group_members")
    .columns(["scope", "group_id", "role", "user_id"])
    .execute();

  await createTable(db, "grading_periods", [
    "id integer identity",
    "scope text not null",
    "school_year integer not null",
    "number integer not null check (number between 1 and 12)",
    "starts_on text not null",
    "ends_on text not null",
    "unique index grading_periods_scope_year_number_idx (scope, school_year, number)",
  ]);

  await createTable(db, "lessons", [
    "id integer identity",
    "scope text not null",
    "codigo text not null",
    "owner_id integer not null references users.id",
    "tipo text not null check (tipo in ('PAD', 'ARQ', 'ESC'))",
    "current_version integer not null default 1",
    "archived_at text",
    "created_at text not null",
    "updated_at text not null",
    "unique index lessons_scope_codigo_idx (scope, codigo)",
    "index lessons_scope_owner_idx (scope, owner_id, updated_at)",
  ]);

  await createTable(db, "lesson_versions", [
    "id integer identity",
    "scope text not null",
    "lesson_id integer not null references lessons.id on delete cascade",
    "version integer not null",
    "title text not null",
    "body_html text not null",
    "component text",
    "grade_level text",
    // JSON array of the free tags, as written.
    "tags text not null default '[]'",
    "max_score integer not null default 100 check (max_score between 1 and 100)",
    "created_by integer not null references users.id",
    "created_at text not null",
    "unique index lesson_versions_scope_lesson_version_idx (scope, lesson_id, version)",
  ]);

  // Every tag of a version (component, grade level, free tags) once, lower-cased: the filter of the lists.
  await createTable(db, "lesson_tags", [
    "scope text not null",
    "lesson_version_id integer not null references lesson_versions.id on delete cascade",
    "tag text not null",
    "constraint lesson_tags_pk primary key (scope, lesson_version_id, tag)",
    "index lesson_tags_scope_tag_idx (scope, tag, lesson_version_id)",
  ]);

  await createTable(db, "assignments", [
    "id integer identity",
    "scope text not null",
    "lesson_id integer not null references lessons.id",
    "lesson_version_id integer not null references lesson_versions.id",
    "group_id integer not null references class_groups.id on delete cascade",
    "assigned_by integer not null references users.id",
    "starts_at text not null",
    "due_at text not null",
    "closed_at text",
    "created_at text not null",
    "index assignments_scope_group_due_idx (scope, group_id, due_at)",
  ]);

  // More time for one student: their own due date, instead of the assignment's.
  await createTable(db, "assignment_extensions", [
    "scope text not null",
    "assignment_id integer not null references assignments.id on delete cascade",
    "student_id integer not null references users.id",
    "due_at text not null",
    "constraint assignment_extensions_pk primary key (scope, assignment_id, student_id)",
  ]);

  // One per student and assignment, made by the first thing either side does; `state` is the current attempt's.
  await createTable(db, "deliveries", [
    "id integer identity",
    "scope text not null",
    "assignment_id integer not null references assignments.id on delete cascade",
    "student_id integer not null references users.id",
    "state text not null check (state in ('draft', 'delivered', 'graded', 'redo'))",
    "attempt_count integer not null default 1",
    "last_grade integer check (last_grade between 0 and 100)",
    "delivered_at text",
    "cancelled_at text",
    "updated_at text not null",
    "unique index deliveries_scope_assignment_student_idx (scope, assignment_id, student_id)",
    "index deliveries_scope_student_idx (scope, student_id, assignment_id)",
  ]);

  await createTable(db, "delivery_attempts", [
    "id integer identity",
    "scope text not null",
    "delivery_id integer not null references deliveries.id on delete cascade",
    "number integer not null",
    "answer text",
    "draft_revision integer not null default 0",
    "draft_saved_at text",
    "delivered_at text",
    "idempotency_key text",
    "grade integer check (grade between 0 and 100)",
    "feedback text",
    "graded_at text",
    "graded_by integer references users.id",
    "redo_requested_at text",
    "created_at text not null",
    "unique index delivery_attempts_scope_delivery_number_idx (scope, delivery_id, number)",
    "unique index delivery_attempts_scope_idempotency_idx (scope, delivery_id, idempotency_key)",
  ]);

  // A file of an attempt (ARQ): where the storage keeps it and what it is.
  await createTable(db, "attempt_files", [
    "id integer identity",
    "scope text not null",
    "attempt_id integer not null references delivery_attempts.id on delete cascade",
    "object_key text not null",
    "name text not null",
    "size integer not null",
    "content_type text not null",
    "created_at text not null",
    "index attempt_files_scope_attempt_idx (scope, attempt_id)",
  ]);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, [
    "attempt_files",
    "delivery_attempts",
    "deliveries",
    "assignment_extensions",
    "assignments",
    "lesson_tags",
    "lesson_versions",
    "lessons",
    "grading_periods",
  ]);
  await db.schema.dropIndex("group_members_scope_group_idx").execute();
  await dropColumn(db, "group_members", "role");
  await dropColumn(db, "class_groups", "school_year");
  await dropColumn(db, "class_groups", "client_id");
  await dropColumn(db, "tenants", "time_zone");
}
