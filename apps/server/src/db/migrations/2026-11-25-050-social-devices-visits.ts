import type { Kysely } from "kysely";
import { idColumn } from "./dialect.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// Social sign-in identities and nonces, visiting users (visits, and the acting administrator on sessions).
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);

  await db.schema
    .createTable("social_identities")
    .addColumn("id", "integer", id)
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("social_identities_scope_subject_idx")
    .on("social_identities")
    .columns(["scope", "provider", "subject"])
    .unique()
    .execute();
  await db.schema
    .createIndex("social_identities_scope_user_idx")
    .on("social_identities")
    .columns(["scope", "user_id"])
    .execute();

  await db.schema
    .createTable("social_nonces")
    .addColumn("id", "integer", id)
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("nonce_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("social_nonces_scope_hash_idx")
    .on("social_nonces")
    .columns(["scope", "nonce_hash"])
    .unique()
    .execute();
  await db.schema
    .createIndex("social_nonces_scope_expires_idx")
    .on("social_nonces")
    .columns(["scope", "expires_at"])
    .execute();

  // The administrator acting through a visiting session; null for a person's own sessions.
  await db.schema
    .alterTable("sessions")
    .addColumn("visitor_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .execute();

  await db.schema
    .createTable("visits")
    .addColumn("id", "integer", id)
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("tenant_id", "integer", (c) => c.notNull().references("tenants.id"))
    .addColumn("admin_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // The visiting session while it lasts (sessions are deleted when they end, so no foreign key).
    .addColumn("session_id", "integer")
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("ended_at", "text")
    .execute();
  await db.schema
    .createIndex("visits_scope_started_idx")
    .on("visits")
    .columns(["scope", "started_at"])
    .execute();
  await db.schema
    .createIndex("visits_scope_session_idx")
    .on("visits")
    .columns(["scope", "session_id"])
    .execute();
}
