import { exists } from "../../db/exists.ts";
import { insertInto, type ScopedDb } from "../../db/scoped-db.ts";
import { selectUnexpired } from "../../db/single-use-secrets.ts";

/** Whether the browser holding this token has signed into this user, and not too long ago. */
export async function isKnownBrowser(
  data: ScopedDb,
  tokenHash: string,
  userId: number,
  now: string,
): Promise<boolean> {
  return exists(
    selectUnexpired(data, "known_browsers", now)
      .select("id")
      .where("token_hash", "=", tokenHash)
      .where("user_id", "=", userId),
  );
}

/**
 * The browser's token changes at each sign-in: its other users move to the new hash, so a token copied off a
 * shared computer stops working as soon as anyone signs in there again.
 */
export async function moveKnownBrowser(
  data: ScopedDb,
  from: { oldHash: string; newHash: string },
): Promise<void> {
  await data
    .updateTable("known_browsers")
    .set({ token_hash: from.newHash })
    .where("token_hash", "=", from.oldHash)
    .execute();
}

export interface SeenBrowser {
  tokenHash: string;
  userId: number;
  now: string;
  expiresAt: string;
}

export async function upsertKnownBrowser(data: ScopedDb, browser: SeenBrowser): Promise<void> {
  await insertInto(data, "known_browsers")
    .values({
      user_id: browser.userId,
      token_hash: browser.tokenHash,
      created_at: browser.now,
      last_used_at: browser.now,
      expires_at: browser.expiresAt,
    })
    .onConflict((conflict) =>
      conflict
        .columns(["scope", "token_hash", "user_id"])
        .doUpdateSet({ last_used_at: browser.now, expires_at: browser.expiresAt }),
    )
    .execute();
}
