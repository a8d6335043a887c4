import type { Kysely } from "kysely";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// The retention pass (modules/retention) deletes by age across every scope; these let it find the rows
// without reading whole tables. Their scope-first indexes serve the requests, not this.
const PURGE_INDEXES: [table: string, column: string][] = [
  ["sessions", "expires_at"],
  ["password_reset_tokens", "expires_at"],
  ["two_factor_codes", "expires_at"],
  ["two_factor_challenges", "expires_at"],
  ["two_factor_trusted_devices", "expires_at"],
  ["social_nonces", "expires_at"],
  ["password_events", "created_at"],
  ["login_attempts", "created_at"],
  ["audit_events", "occurred_at"],
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column] of PURGE_INDEXES) {
    await db.schema.createIndex(`${table}_${column}_purge_idx`).on(table).column(column).execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, column] of PURGE_INDEXES) {
    await db.schema.dropIndex(`${table}_${column}_purge_idx`).execute();
  }
}
