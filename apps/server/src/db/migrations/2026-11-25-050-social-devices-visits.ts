import type { Kysely } from "kysely";
import { addColumn, createTable } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// Social sign-in identities and nonces, visiting users (visits, and the acting administrator on sessions).
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, "social_identities", [
    "id integer identity",
    "scope text not null",
    "user_id integer not null references users.id on delete cascade",
    "provider text not null",
    "subject text not null",
    "email text",
    "created_at text not null",
    "unique index social_identities_scope_subject_idx (scope, provider, subject)",
    "index social_identities_scope_user_idx (scope, user_id)",
  ]);

  await createTable(db, "social_nonces", [
    "id integer identity",
    "scope text not null",
    "nonce_hash text not null",
    "created_at text not null",
    "expires_at text not null",
    "used_at text",
    "unique index social_nonces_scope_hash_idx (scope, nonce_hash)",
    "index social_nonces_scope_expires_idx (scope, expires_at)",
  ]);

  // The administrator acting through a visiting session; null for a person's own sessions.
  await addColumn(db, "sessions", "visitor_id integer references users.id on delete cascade");

  await createTable(db, "visits", [
    "id integer identity",
    "scope text not null",
    "tenant_id integer not null references tenants.id",
    "admin_id integer not null references users.id on delete cascade",
    "user_id integer not null references users.id on delete cascade",
    // The visiting session while it lasts (sessions are deleted when they end, so no foreign key).
    "session_id integer",
    "started_at text not null",
    "ended_at text",
    "index visits_scope_started_idx (scope, started_at)",
    "index visits_scope_session_idx (scope, session_id)",
  ]);
}
