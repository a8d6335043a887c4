import type { Kysely } from "kysely";
import { idColumn } from "./dialect.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// A verified social identity waiting for its 'Prosseguir': nothing is linked or created, and no session starts,
// until the person confirms (with the account's password when it has one). Only the challenge's hash is kept.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("social_confirmations")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("challenge_hash", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    // The account to link to or sign into; null when the confirmation creates one.
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("email_verified", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("social_confirmations_scope_hash_idx")
    .on("social_confirmations")
    .columns(["scope", "challenge_hash"])
    .unique()
    .execute();
  await db.schema
    .createIndex("social_confirmations_scope_expires_idx")
    .on("social_confirmations")
    .columns(["scope", "expires_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("social_confirmations").execute();
}
