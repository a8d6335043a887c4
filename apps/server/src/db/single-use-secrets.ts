import type { Kysely, SelectQueryBuilder } from "kysely";
import type { Database } from "./schema.ts";
import type { ScopedDb } from "./scoped-db.ts";

/**
 * The tables of hashed secrets that are used once and expire — 2FA challenges and codes, reset links, social
 * nonces and confirmations — share these steps: read a live one, use it up exactly once, drop the expired. They
 * are written once here, always inside the scope. (Sessions, saved devices, known browsers and rate-limit
 * windows expire but are not used up: `selectUnexpired` and `deleteExpired` apply to them.)
 */
type TablesWith<Columns> = {
  [Table in keyof Database]: Database[Table] extends Columns ? Table : never;
}[keyof Database];

export type ExpiringTable = TablesWith<{ scope: string; expires_at: string }>;
export type SingleUseTable = TablesWith<{ scope: string; expires_at: string; used_at: string | null }>;

/** The columns every single-use table has, seen through one table name (Kysely needs a concrete one). */
type SingleUseTables = {
  secrets: { id: number; scope: string; expires_at: string; used_at: string | null } & Record<
    HashColumn,
    string
  >;
};
type SingleUseView = Kysely<SingleUseTables>;
type ExpiringView = Kysely<{ secrets: { scope: string; expires_at: string; user_id: number } }>;

/** The columns that hold a secret's hash, by table. */
type HashColumn = "nonce_hash" | "token_hash" | "challenge_hash";
/** How a single-use row is found: its id, or the hash of the secret itself. */
type Key = { id: number } | { hashColumn: HashColumn; hash: string };

type Selecting<Table extends keyof Database> = SelectQueryBuilder<Database, Table, object>;

/** A select of the scope's rows of `table` that have not expired at `now`; the caller picks and filters. */
export function selectUnexpired<T extends ExpiringTable>(data: ScopedDb, table: T, now: string) {
  const view = data as unknown as ExpiringView;
  return view
    .selectFrom(table as ExpiringTable as "secrets")
    .where("expires_at", ">", now) as unknown as Selecting<T>;
}

/** A select of the scope's live rows of a single-use `table`: neither used nor expired at `now`. */
export function selectLive<T extends SingleUseTable>(data: ScopedDb, table: T, now: string) {
  const unexpired = selectUnexpired(data, table, now) as unknown as SelectQueryBuilder<
    SingleUseTables,
    "secrets",
    object
  >;
  return unexpired.where("used_at", "is", null) as unknown as Selecting<T>;
}

/**
 * Marks one live, unused row used at `now`; true only for the one call that did it, so of two requests racing
 * with one secret exactly one goes ahead.
 */
export async function useOnce(
  data: ScopedDb,
  table: SingleUseTable,
  key: Key,
  now: string,
): Promise<boolean> {
  const view = data as unknown as SingleUseView;
  let query = view
    .updateTable(table as unknown as "secrets")
    .set({ used_at: now })
    .where("used_at", "is", null)
    .where("expires_at", ">", now);
  query = "id" in key ? query.where("id", "=", key.id) : query.where(key.hashColumn, "=", key.hash);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Drops the scope's rows of `table` that expired before `before` (only one user's, when `userId` is given). */
export async function deleteExpired(
  data: ScopedDb,
  table: ExpiringTable,
  before: string,
  userId?: number,
): Promise<void> {
  const view = data as unknown as ExpiringView;
  let query = view.deleteFrom(table as unknown as "secrets").where("expires_at", "<", before);
  if (userId !== undefined) query = query.where("user_id", "=", userId);
  await query.execute();
}
