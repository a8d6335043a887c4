import type { Kysely } from "kysely";
import { createTable } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// Second factor at sign-in: pending-login challenges, e-mailed codes, authenticator secrets, trusted devices.
// Every token and code is stored only as a hash.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, "two_factor_challenges", [
    "id integer identity",
    "scope text not null",
    "user_id integer not null references users.id on delete cascade",
    "token_hash text not null",
    "fator text",
    "failed_attempts integer not null default 0",
    "created_at text not null",
    "expires_at text not null",
    "used_at text",
    "unique index two_factor_challenges_scope_token_idx (scope, token_hash)",
    "index two_factor_challenges_scope_user_idx (scope, user_id, created_at)",
  ]);

  await createTable(db, "two_factor_codes", [
    "id integer identity",
    "scope text not null",
    "user_id integer not null references users.id on delete cascade",
    "challenge_id integer not null references two_factor_challenges.id on delete cascade",
    "code_hash text not null",
    "salt text not null",
    "attempts integer not null default 0",
    "created_at text not null",
    "expires_at text not null",
    "used_at text",
    "index two_factor_codes_scope_challenge_idx (scope, challenge_id)",
    "index two_factor_codes_scope_user_idx (scope, user_id, created_at)",
  ]);

  await createTable(db, "two_factor_totp", [
    "id integer identity",
    "scope text not null",
    "user_id integer not null references users.id on delete cascade",
    "secret text not null",
    "confirmed_at text",
    "last_step integer",
    "failed_attempts integer not null default 0",
    "created_at text not null",
    "unique index two_factor_totp_scope_user_idx (scope, user_id)",
  ]);

  await createTable(db, "two_factor_trusted_devices", [
    "id integer identity",
    "scope text not null",
    "user_id integer not null references users.id on delete cascade",
    "token_hash text not null",
    "handle text not null",
    "nome text not null",
    "created_at text not null",
    "last_used_at text",
    "expires_at text not null",
    "unique index two_factor_trusted_devices_scope_token_idx (scope, token_hash)",
    "unique index two_factor_trusted_devices_scope_user_idx (scope, user_id, handle)",
  ]);
}
