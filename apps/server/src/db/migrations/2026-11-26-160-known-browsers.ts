import type { Kysely } from "kysely";
import { idColumn } from "./dialect.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// Browsers that signed into a user before (modules/login/known-browser.ts): their right password is never
// held back by throttles a stranger can trip.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("known_browsers")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_used_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("known_browsers_scope_token_user_idx")
    .on("known_browsers")
    .columns(["scope", "token_hash", "user_id"])
    .unique()
    .execute();
  await db.schema
    .createIndex("known_browsers_scope_user_idx")
    .on("known_browsers")
    .columns(["scope", "user_id"])
    .execute();
  await db.schema
    .createIndex("known_browsers_expires_at_purge_idx")
    .on("known_browsers")
    .column("expires_at")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("known_browsers").execute();
}
