import type { Kysely } from "kysely";
import { idColumn } from "./dialect.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// Second factor at sign-in: pending-login challenges, e-mailed codes, authenticator secrets, trusted devices.
// Every token and code is stored only as a hash.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);

  await db.schema
    .createTable("two_factor_challenges")
    .addColumn("id", "integer", id)
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull())
    .addColumn("fator", "text")
    .addColumn("failed_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("two_factor_challenges_scope_token_idx")
    .on("two_factor_challenges")
    .columns(["scope", "token_hash"])
    .unique()
    .execute();
  await db.schema
    .createIndex("two_factor_challenges_scope_user_idx")
    .on("two_factor_challenges")
    .columns(["scope", "user_id", "created_at"])
    .execute();

  await db.schema
    .createTable("two_factor_codes")
    .addColumn("id", "integer", id)
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("challenge_id", "integer", (c) =>
      c.notNull().references("two_factor_challenges.id").onDelete("cascade"),
    )
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("salt", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("two_factor_codes_scope_challenge_idx")
    .on("two_factor_codes")
    .columns(["scope", "challenge_id"])
    .execute();
  await db.schema
    .createIndex("two_factor_codes_scope_user_idx")
    .on("two_factor_codes")
    .columns(["scope", "user_id", "created_at"])
    .execute();

  await db.schema
    .createTable("two_factor_totp")
    .addColumn("id", "integer", id)
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("last_step", "integer")
    .addColumn("failed_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("two_factor_totp_scope_user_idx")
    .on("two_factor_totp")
    .columns(["scope", "user_id"])
    .unique()
    .execute();

  await db.schema
    .createTable("two_factor_trusted_devices")
    .addColumn("id", "integer", id)
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull())
    .addColumn("handle", "text", (c) => c.notNull())
    .addColumn("nome", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_used_at", "text")
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("two_factor_trusted_devices_scope_token_idx")
    .on("two_factor_trusted_devices")
    .columns(["scope", "token_hash"])
    .unique()
    .execute();
  await db.schema
    .createIndex("two_factor_trusted_devices_scope_user_idx")
    .on("two_factor_trusted_devices")
    .columns(["scope", "user_id", "handle"])
    .unique()
    .execute();
}
