import type { Kysely } from "kysely";
import { addColumn, createIndex, createTable, dropColumn, dropIndex, dropTables } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// Registrations: schools (clients) with their codes and networks, classes with grade and shift, people with their
// kind and a deactivation date (history is never deleted), and the sourced ids an import keeps (OneRoster's
// `sourcedId`), so importing the same files again finds the same rows. NULLs are distinct in a unique index on
// both dialects: rows typed by hand carry no sourced id.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await addColumn(db, "clients", "codigo text");
  // The school's INEP code (Censo Escolar): eight digits, optional.
  await addColumn(db, "clients", "inep text check (inep is null or length(inep) = 8)");
  await addColumn(db, "clients", "sourced_id text");
  await addColumn(db, "clients", "active integer not null default 1");
  await createIndex(db, "clients", "unique index clients_scope_sourced_idx (scope, sourced_id)");
  await createIndex(db, "clients", "index clients_scope_nome_idx (scope, nome)");

  await createTable(db, "client_networks", [
    "scope text not null",
    "client_id integer not null references clients.id on delete cascade",
    "network_id integer not null references networks.id on delete cascade",
    "constraint client_networks_pk primary key (scope, client_id, network_id)",
    "index client_networks_scope_network_idx (scope, network_id, client_id)",
  ]);

  await addColumn(db, "networks", "sourced_id text");
  await createIndex(db, "networks", "unique index networks_scope_sourced_idx (scope, sourced_id)");

  // The grade or series as the school writes it ('7º ano'), and the shift the class studies in.
  await addColumn(db, "class_groups", "grade text");
  await addColumn(
    db,
    "class_groups",
    "shift text check (shift is null or shift in ('morning', 'afternoon', 'evening', 'full'))",
  );
  await addColumn(db, "class_groups", "sourced_id text");
  await createIndex(db, "class_groups", "unique index class_groups_scope_sourced_idx (scope, sourced_id)");
  await createIndex(
    db,
    "class_groups",
    "index class_groups_scope_client_year_idx (scope, client_id, school_year)",
  );

  // Null for accounts that are none of these (an administrator made by create-admin).
  await addColumn(
    db,
    "users",
    "kind text check (kind is null or kind in ('student', 'teacher', 'staff', 'guardian'))",
  );
  await addColumn(db, "users", "sourced_id text");
  // Set when the school deactivates a person: they cannot sign in, and everything they did stays.
  await addColumn(db, "users", "deactivated_at text");
  await createIndex(db, "users", "unique index users_scope_sourced_idx (scope, sourced_id)");
  await createIndex(db, "users", "index users_scope_kind_nome_idx (scope, kind, nome)");
  await createIndex(db, "users", "index users_scope_client_idx (scope, client_id)");
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    "users_scope_client_idx",
    "users_scope_kind_nome_idx",
    "users_scope_sourced_idx",
    "class_groups_scope_client_year_idx",
    "class_groups_scope_sourced_idx",
    "networks_scope_sourced_idx",
    "clients_scope_nome_idx",
    "clients_scope_sourced_idx",
  ]) {
    await dropIndex(db, index);
  }
  await dropColumn(db, "users", "deactivated_at");
  await dropColumn(db, "users", "sourced_id");
  await dropColumn(db, "users", "kind");
  await dropColumn(db, "class_groups", "sourced_id");
  await dropColumn(db, "class_groups", "shift");
  await dropColumn(db, "class_groups", "grade");
  await dropColumn(db, "networks", "sourced_id");
  await dropTables(db, ["client_networks"]);
  await dropColumn(db, "clients", "active");
  await dropColumn(db, "clients", "sourced_id");
  await dropColumn(db, "clients", "inep");
  await dropColumn(db, "clients", "codigo");
}
