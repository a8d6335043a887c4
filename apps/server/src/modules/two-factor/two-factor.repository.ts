import type { Selectable } from "kysely";
import { countRows } from "../../db/count.ts";
import { insertInto, type ScopedDb } from "../../db/scoped-db.ts";
import { deleteExpired, selectLive, selectUnexpired, useOnce } from "../../db/single-use-secrets.ts";
import type {
  TwoFactorChallengeTable,
  TwoFactorCodeTable,
  TwoFactorTotpTable,
  TwoFactorTrustedDeviceTable,
} from "./two-factor.tables.ts";

export type ChallengeRow = Selectable<TwoFactorChallengeTable>;
export type CodeRow = Selectable<TwoFactorCodeTable>;
export type TotpRow = Selectable<TwoFactorTotpTable>;
export type TrustedDeviceRow = Selectable<TwoFactorTrustedDeviceTable>;

const changed = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint }) =>
  Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0n) > 0;

// ── challenges ────────────────────────────────────────────────────────────────────────────────────────

export interface NewChallenge {
  userId: number;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
}

export async function insertChallenge(data: ScopedDb, challenge: NewChallenge): Promise<void> {
  await insertInto(data, "two_factor_challenges")
    .values({
      user_id: challenge.userId,
      token_hash: challenge.tokenHash,
      fator: null,
      failed_attempts: 0,
      created_at: challenge.createdAt,
      expires_at: challenge.expiresAt,
      used_at: null,
    })
    .execute();
}

/** A challenge of this user that is neither used nor expired. */
export function findLiveChallenge(
  data: ScopedDb,
  userId: number,
  tokenHash: string,
  now: string,
): Promise<ChallengeRow | undefined> {
  return selectLive(data, "two_factor_challenges", now)
    .selectAll()
    .where("user_id", "=", userId)
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

export async function setChallengeFactor(data: ScopedDb, id: number, fator: string) {
  await data.updateTable("two_factor_challenges").set({ fator }).where("id", "=", id).execute();
}

/** Marks a live challenge used; false when another request used it first, or it expired meanwhile. */
export function consumeChallenge(data: ScopedDb, id: number, now: string): Promise<boolean> {
  return useOnce(data, "two_factor_challenges", { id }, now);
}

export async function recordChallengeFailure(data: ScopedDb, id: number) {
  await data
    .updateTable("two_factor_challenges")
    .set((eb) => ({ failed_attempts: eb("failed_attempts", "+", 1) }))
    .where("id", "=", id)
    .execute();
}

/** Wrong authenticator codes of a user on challenges created since `since`. */
export async function sumChallengeFailuresSince(data: ScopedDb, userId: number, since: string) {
  const row = await data
    .selectFrom("two_factor_challenges")
    .select((eb) => eb.fn.sum<string | number | null>("failed_attempts").as("total"))
    .where("user_id", "=", userId)
    .where("created_at", ">", since)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Challenges long dead (and their codes) go; recent ones stay, as the failure window counts them. */
export async function deleteChallengesBefore(data: ScopedDb, userId: number, before: string) {
  await data
    .deleteFrom("two_factor_codes")
    .where("challenge_id", "in", (eb) =>
      eb
        .selectFrom("two_factor_challenges")
        .select("id")
        .where("user_id", "=", userId)
        .where("expires_at", "<", before),
    )
    .execute();
  await deleteExpired(data, "two_factor_challenges", before, userId);
}

// ── e-mailed codes ────────────────────────────────────────────────────────────────────────────────────

export interface NewCode {
  userId: number;
  challengeId: number;
  codeHash: string;
  salt: string;
  createdAt: string;
  expiresAt: string;
}

export async function insertCode(data: ScopedDb, code: NewCode): Promise<number> {
  const row = await insertInto(data, "two_factor_codes")
    .values({
      user_id: code.userId,
      challenge_id: code.challengeId,
      code_hash: code.codeHash,
      salt: code.salt,
      attempts: 0,
      created_at: code.createdAt,
      expires_at: code.expiresAt,
      used_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteCode(data: ScopedDb, id: number) {
  await data.deleteFrom("two_factor_codes").where("id", "=", id).execute();
}

/** A new code replaces the older ones of the same challenge. */
export async function expireOpenCodes(data: ScopedDb, challengeId: number, now: string) {
  await data
    .updateTable("two_factor_codes")
    .set({ expires_at: now })
    .where("challenge_id", "=", challengeId)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .execute();
}

export function latestCode(data: ScopedDb, challengeId: number): Promise<CodeRow | undefined> {
  return data
    .selectFrom("two_factor_codes")
    .selectAll()
    .where("challenge_id", "=", challengeId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

export async function countCodesSince(data: ScopedDb, userId: number, since: string) {
  return countRows(
    data.selectFrom("two_factor_codes").where("user_id", "=", userId).where("created_at", ">", since),
  );
}

/** Counts one wrong try, only while the code still has tries left; false when it had none. */
export async function countCodeAttempt(data: ScopedDb, id: number, maxAttempts: number) {
  const result = await data
    .updateTable("two_factor_codes")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .where("attempts", "<", maxAttempts)
    .executeTakeFirst();
  return changed(result);
}

/** Marks a live code used; false when another request used it first, or it expired meanwhile. */
export function markCodeUsed(data: ScopedDb, id: number, now: string): Promise<boolean> {
  return useOnce(data, "two_factor_codes", { id }, now);
}

// ── factors and the 2FA switch ────────────────────────────────────────────────────────────────────────

export function findFactors(data: ScopedDb, userId: number) {
  return data
    .selectFrom("two_factor_factors")
    .select(["id", "fator", "destino"])
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
}

export async function upsertFactor(data: ScopedDb, userId: number, fator: string, destino: string) {
  const updated = await data
    .updateTable("two_factor_factors")
    .set({ destino })
    .where("user_id", "=", userId)
    .where("fator", "=", fator)
    .executeTakeFirst();
  if (changed(updated)) return;
  await insertInto(data, "two_factor_factors").values({ user_id: userId, fator, destino }).execute();
}

export async function deleteFactor(data: ScopedDb, userId: number, fator: string) {
  await data
    .deleteFrom("two_factor_factors")
    .where("user_id", "=", userId)
    .where("fator", "=", fator)
    .execute();
}

// ── authenticator secrets ─────────────────────────────────────────────────────────────────────────────

export function findTotp(data: ScopedDb, userId: number): Promise<TotpRow | undefined> {
  return data.selectFrom("two_factor_totp").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/** A new unconfirmed secret in place of any earlier one. */
export async function replaceTotp(data: ScopedDb, userId: number, secret: string, now: string) {
  await deleteTotp(data, userId);
  await insertInto(data, "two_factor_totp")
    .values({
      user_id: userId,
      secret,
      confirmed_at: null,
      last_step: null,
      failed_attempts: 0,
      created_at: now,
    })
    .execute();
}

/**
 * Accepts a time step if it is newer than the last one accepted (one use per code), confirming the secret
 * on its first use. False when another request took that step first.
 */
export async function acceptTotpStep(data: ScopedDb, totp: TotpRow, step: number, now: string) {
  let query = data
    .updateTable("two_factor_totp")
    .set({ last_step: step, confirmed_at: totp.confirmed_at ?? now, failed_attempts: 0 })
    .where("id", "=", totp.id);
  query =
    totp.last_step === null
      ? query.where("last_step", "is", null)
      : query.where("last_step", "=", totp.last_step);
  return changed(await query.executeTakeFirst());
}

export async function recordTotpFailure(data: ScopedDb, id: number) {
  await data
    .updateTable("two_factor_totp")
    .set((eb) => ({ failed_attempts: eb("failed_attempts", "+", 1) }))
    .where("id", "=", id)
    .execute();
}

export async function deleteTotp(data: ScopedDb, userId: number) {
  await data.deleteFrom("two_factor_totp").where("user_id", "=", userId).execute();
}

// ── trusted devices ───────────────────────────────────────────────────────────────────────────────────

export interface NewTrustedDevice {
  userId: number;
  tokenHash: string;
  handle: string;
  nome: string;
  createdAt: string;
  expiresAt: string;
}

export async function insertTrustedDevice(data: ScopedDb, device: NewTrustedDevice) {
  await insertInto(data, "two_factor_trusted_devices")
    .values({
      user_id: device.userId,
      token_hash: device.tokenHash,
      handle: device.handle,
      nome: device.nome,
      created_at: device.createdAt,
      last_used_at: null,
      expires_at: device.expiresAt,
    })
    .execute();
}

export function findLiveTrustedDevice(
  data: ScopedDb,
  userId: number,
  tokenHash: string,
  now: string,
): Promise<TrustedDeviceRow | undefined> {
  return selectUnexpired(data, "two_factor_trusted_devices", now)
    .selectAll()
    .where("user_id", "=", userId)
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

export async function touchTrustedDevice(data: ScopedDb, id: number, now: string) {
  await data
    .updateTable("two_factor_trusted_devices")
    .set({ last_used_at: now })
    .where("id", "=", id)
    .execute();
}

export function listLiveTrustedDevices(data: ScopedDb, userId: number, now: string) {
  return selectUnexpired(data, "two_factor_trusted_devices", now)
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .execute();
}

export async function deleteTrustedDevice(data: ScopedDb, userId: number, handle: string) {
  const result = await data
    .deleteFrom("two_factor_trusted_devices")
    .where("user_id", "=", userId)
    .where("handle", "=", handle)
    .executeTakeFirst();
  return changed(result);
}

export function deleteExpiredTrustedDevices(data: ScopedDb, userId: number, now: string) {
  return deleteExpired(data, "two_factor_trusted_devices", now, userId);
}

/** Forgets every second factor of a user: factors, authenticator seed, saved devices (2FA itself: the caller). */
export async function deleteEverySecondFactor(data: ScopedDb, userId: number): Promise<void> {
  await data.deleteFrom("two_factor_factors").where("user_id", "=", userId).execute();
  await data.deleteFrom("two_factor_totp").where("user_id", "=", userId).execute();
  await data.deleteFrom("two_factor_trusted_devices").where("user_id", "=", userId).execute();
}
