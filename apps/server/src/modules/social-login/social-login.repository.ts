import { sql } from "kysely";
import { exists } from "../../db/exists.ts";
import type { UserRow } from "../../db/schema.ts";
import { insertInto, type ScopedDb } from "../../db/scoped-db.ts";
import { deleteExpired, selectLive, useOnce } from "../../db/single-use-secrets.ts";

export interface NewNonce {
  hash: string;
  now: string;
  expiresAt: string;
}

export async function insertNonce(data: ScopedDb, nonce: NewNonce): Promise<void> {
  await insertInto(data, "social_nonces")
    .values({ nonce_hash: nonce.hash, created_at: nonce.now, expires_at: nonce.expiresAt })
    .execute();
}

/** Marks a live, unused nonce used; true only for the one call that did it (a replay finds it used). */
export function consumeNonce(data: ScopedDb, hash: string, now: string): Promise<boolean> {
  return useOnce(data, "social_nonces", { hashColumn: "nonce_hash", hash }, now);
}

/** Nonces are worth nothing once expired; old ones are dropped so the table stays small. */
export function deleteExpiredNonces(data: ScopedDb, before: string): Promise<void> {
  return deleteExpired(data, "social_nonces", before);
}

export function findLinkedUser(
  data: ScopedDb,
  provider: string,
  subject: string,
): Promise<UserRow | undefined> {
  return data
    .selectFrom("social_identities")
    .innerJoin("users", "users.id", "social_identities.user_id")
    .selectAll("users")
    .where("social_identities.provider", "=", provider)
    .where("social_identities.subject", "=", subject)
    .executeTakeFirst();
}

/**
 * Users of the scope whose e-mail is this one, whatever its case (at most two are read: one is the answer).
 * An address a user typed in for themselves does not count: anyone could claim someone else's.
 */
export function findUsersByEmail(data: ScopedDb, email: string): Promise<UserRow[]> {
  return data
    .selectFrom("users")
    .selectAll()
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .where("email_self_asserted", "=", 0)
    .limit(2)
    .execute();
}

export interface NewIdentity {
  userId: number;
  provider: string;
  subject: string;
  email: string | null;
  now: string;
}

export async function insertIdentity(data: ScopedDb, identity: NewIdentity): Promise<void> {
  await insertInto(data, "social_identities")
    .values({
      user_id: identity.userId,
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
      created_at: identity.now,
    })
    .execute();
}

export async function isLoginTaken(data: ScopedDb, login: string): Promise<boolean> {
  return exists(data.selectFrom("users").select("id").where("usuario", "=", login));
}

export type SocialConfirmationAction = "link" | "create" | "sign_in";

export interface PendingSocialConfirmation {
  action: SocialConfirmationAction;
  userId: number | null;
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
}

export type NewConfirmation = PendingSocialConfirmation & { hash: string; now: string; expiresAt: string };

export async function insertConfirmation(data: ScopedDb, confirmation: NewConfirmation): Promise<void> {
  await insertInto(data, "social_confirmations")
    .values({
      challenge_hash: confirmation.hash,
      action: confirmation.action,
      user_id: confirmation.userId,
      provider: confirmation.provider,
      subject: confirmation.subject,
      email: confirmation.email,
      email_verified: confirmation.emailVerified ? 1 : 0,
      name: confirmation.name,
      created_at: confirmation.now,
      expires_at: confirmation.expiresAt,
    })
    .execute();
}

/** A live, unused confirmation of this scope, read without using it up (a wrong password may be retyped). */
export async function findLiveConfirmation(
  data: ScopedDb,
  hash: string,
  now: string,
): Promise<(PendingSocialConfirmation & { id: number }) | undefined> {
  const row = await selectLive(data, "social_confirmations", now)
    .selectAll()
    .where("challenge_hash", "=", hash)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    action: row.action as SocialConfirmationAction,
    userId: row.user_id,
    provider: row.provider,
    subject: row.subject,
    email: row.email,
    emailVerified: row.email_verified === 1,
    name: row.name,
  };
}

/** Marks a confirmation used; true only for the one call that did it, so two parallel ones cannot both pass. */
export function consumeConfirmation(data: ScopedDb, id: number, now: string): Promise<boolean> {
  return useOnce(data, "social_confirmations", { id }, now);
}

export function deleteExpiredConfirmations(data: ScopedDb, before: string): Promise<void> {
  return deleteExpired(data, "social_confirmations", before);
}
