import type { Db } from "../../db/database.ts";
import { insertScoped } from "../../db/scoped.ts";
import { scopedDb } from "../../db/scoped-db.ts";
import { deleteExpired } from "../../db/single-use-secrets.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

export interface NewCaptcha {
  id: string;
  answerHash: string;
  createdAt: string;
  expiresAt: string;
}

export async function insertChallenge(db: Db, scope: TenantScope, challenge: NewCaptcha): Promise<void> {
  await insertScoped(db, scope, "captcha_challenges")
    .values({
      id: challenge.id,
      answer_hash: challenge.answerHash,
      created_at: challenge.createdAt,
      expires_at: challenge.expiresAt,
    })
    .execute();
}

/**
 * Removes the challenge and returns what it held, in one statement: of two requests racing with the same
 * challenge only one gets it, so an answer is used once whatever happens next.
 */
export async function takeChallenge(
  db: Db,
  scope: TenantScope,
  id: string,
): Promise<{ answer_hash: string; expires_at: string } | undefined> {
  return db
    .deleteFrom("captcha_challenges")
    .where("scope", "=", scope.key)
    .where("id", "=", id)
    .returning(["answer_hash", "expires_at"])
    .executeTakeFirst();
}

export function deleteExpiredChallenges(db: Db, scope: TenantScope, now: string): Promise<void> {
  return deleteExpired(scopedDb(db, scope), "captcha_challenges", now);
}
