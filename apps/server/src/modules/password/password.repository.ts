import { countRows } from "../../db/count.ts";
import { insertInto, type ScopedDb } from "../../db/scoped-db.ts";
import { selectLive, useOnce } from "../../db/single-use-secrets.ts";

export type PasswordEventKind = "wrong-current";

export interface PasswordEvent {
  kind: PasswordEventKind;
  subject: string;
  ip: string;
  at: string;
}

export async function recordPasswordEvent(data: ScopedDb, event: PasswordEvent): Promise<void> {
  await insertInto(data, "password_events")
    .values({
      kind: event.kind,
      subject: event.subject,
      ip: event.ip,
      created_at: event.at,
    })
    .execute();
}

/** Events of one kind since a time, by subject (login or user id) or by IP address. */
export async function countPasswordEvents(
  data: ScopedDb,
  filter: { kind: PasswordEventKind; since: string } & ({ subject: string } | { ip: string }),
): Promise<number> {
  const query = data
    .selectFrom("password_events")
    .where("kind", "=", filter.kind)
    .where("created_at", ">", filter.since);
  return countRows(
    "subject" in filter ? query.where("subject", "=", filter.subject) : query.where("ip", "=", filter.ip),
  );
}

export interface NewResetToken {
  userId: number;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
}

export async function insertResetToken(data: ScopedDb, token: NewResetToken): Promise<void> {
  await insertInto(data, "password_reset_tokens")
    .values({
      user_id: token.userId,
      token_hash: token.tokenHash,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute();
}

/** The user a reset token belongs to while it is unused and unexpired. */
export async function findLiveResetToken(
  data: ScopedDb,
  tokenHash: string,
  now: string,
): Promise<{ id: number; user_id: number } | undefined> {
  return selectLive(data, "password_reset_tokens", now)
    .select(["id", "user_id"])
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/**
 * Marks a token used, only if it still is live: of two requests racing with one token, exactly one sees true.
 */
export function consumeResetToken(data: ScopedDb, tokenId: number, now: string): Promise<boolean> {
  return useOnce(data, "password_reset_tokens", { id: tokenId }, now);
}

/** After a successful reset or change no older link of the user may work. */
export async function retireResetTokens(data: ScopedDb, userId: number, now: string): Promise<void> {
  await data
    .updateTable("password_reset_tokens")
    .set({ used_at: now })
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
}
