import type { Kysely } from "kysely";
import { addColumn, createIndex, dropColumn, dropIndex } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// 'Cadastro pelo login social', off for every tenant: a social identity that matches no account creates one
// only where it is switched on. Such an account waits for a school (`awaiting_school`) until its owner types the
// join code of a class or a school: a code each class and school may have, unique in its data scope, made (and
// replaced) by those who manage it, null until then.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await addColumn(db, "tenants", "social_signup integer not null default 0");
  await addColumn(db, "users", "awaiting_school integer not null default 0");
  await addColumn(db, "clients", "join_code text");
  await createIndex(db, "clients", "unique index clients_scope_join_code_idx (scope, join_code)");
  await addColumn(db, "class_groups", "join_code text");
  await createIndex(db, "class_groups", "unique index class_groups_scope_join_code_idx (scope, join_code)");
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await dropIndex(db, "class_groups_scope_join_code_idx");
  await dropColumn(db, "class_groups", "join_code");
  await dropIndex(db, "clients_scope_join_code_idx");
  await dropColumn(db, "clients", "join_code");
  await dropColumn(db, "users", "awaiting_school");
  await dropColumn(db, "tenants", "social_signup");
}
