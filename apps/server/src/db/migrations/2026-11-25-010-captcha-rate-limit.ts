import type { Kysely } from "kysely";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  // Built-in captcha challenges: only a hash of the answer, an expiry, and the row is deleted when used.
  await db.schema
    .createTable("captcha_challenges")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("answer_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("captcha_challenges_pk", ["scope", "id"])
    .execute();
  await db.schema
    .createIndex("captcha_challenges_scope_expiry_idx")
    .on("captcha_challenges")
    .columns(["scope", "expires_at"])
    .execute();

  // Sliding-window rate limits: one counter per key and fixed window; two windows make the estimate.
  await db.schema
    .createTable("rate_limit_counters")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("window_start", "text", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("rate_limit_counters_pk", ["scope", "key", "window_start"])
    .execute();
  await db.schema
    .createIndex("rate_limit_counters_scope_expiry_idx")
    .on("rate_limit_counters")
    .columns(["scope", "expires_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_limit_counters").execute();
  await db.schema.dropTable("captcha_challenges").execute();
}
