import type { Kysely } from "kysely";
import { createTable, dropTables } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// A family's pairing code: a school issues it for one student, a guardian types it once (signed in) and is
// linked to that student. Only its SHA-256 is kept; `used_at` makes it single use, `expires_at` ends it.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, "guardian_pairing_codes", [
    "id integer identity",
    "scope text not null",
    "student_id integer not null references users.id on delete cascade",
    "code_hash text not null",
    "created_by integer references users.id on delete cascade",
    "created_at text not null",
    "expires_at text not null",
    "used_at text",
    "unique index guardian_pairing_codes_scope_hash_idx (scope, code_hash)",
    "index guardian_pairing_codes_scope_student_idx (scope, student_id)",
    "index guardian_pairing_codes_scope_expires_idx (scope, expires_at)",
  ]);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ["guardian_pairing_codes"]);
}
